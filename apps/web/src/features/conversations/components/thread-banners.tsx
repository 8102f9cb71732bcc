import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { IconBan, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useLocation } from 'react-router';
import type { Conversation } from '@nivaas/shared';
import { formatDateTime, intlLocale } from '../../../lib/format';
import { useSetBlocked } from '../api/conversations';
import { personName } from '../../../lib/person-name';
import { notifyFailure } from '../../../lib/notify-failure';

/** Blocked (who, when, Unblock) and, before applying, how many messages remain. */
export function ThreadBanners({
  conversation: c,
  myId,
}: {
  conversation: Conversation;
  myId: string;
}) {
  const { t, i18n } = useTranslation(['messages', 'common']);
  const setBlocked = useSetBlocked(c.id);
  const location = useLocation();
  if (c.blocked) {
    const date = formatDateTime(c.blockedAt, intlLocale(i18n.language));
    const who =
      c.blockedByMe || c.blockedBy === myId
        ? t('thread.blockedByYou', { date })
        : t('thread.blockedByOther', { date, name: personName(c.other, t) || t('thread.someone') });
    return (
      <Alert
        color="red"
        radius={0}
        icon={<IconBan size={18} aria-hidden />}
        title={t('errors.server.blocked')}
      >
        <Group gap="sm" justify="space-between">
          <Text size="sm">{who}</Text>
          {/* Only my own block is mine to lift. */}
          {c.blockedByMe && (
            <Button
              size="xs"
              variant="white"
              color="red"
              loading={setBlocked.isPending}
              onClick={() =>
                setBlocked.mutate(false, {
                  onError: (err) => notifyFailure(t, err, t('errors.server.unblock')),
                })
              }
            >
              {t('thread.unblock')}
            </Button>
          )}
        </Group>
      </Alert>
    );
  }
  if (c.preApplyRemaining === null || !c.property) return null;
  const apply = (
    <Anchor
      component={Link}
      // The application form; once sent, the thread opens and "back" returns here.
      to={`/properties/${encodeURIComponent(c.property.id)}/apply`}
      state={{ from: `${location.pathname}${location.search}` }}
      fw={600}
      size="sm"
    >
      {t('preApply.apply')}
    </Anchor>
  );
  return (
    <Alert
      color={c.preApplyRemaining > 0 ? 'blue' : 'orange'}
      radius={0}
      py="xs"
      icon={<IconInfoCircle size={18} aria-hidden />}
    >
      <Group gap="sm" justify="space-between">
        <Text size="sm">
          {c.preApplyRemaining > 0
            ? t('preApply.remaining', { count: c.preApplyRemaining })
            : t('errors.server.preApplyLimit')}
        </Text>
        {apply}
      </Group>
    </Alert>
  );
}
