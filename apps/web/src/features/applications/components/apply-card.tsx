import { Anchor, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDate, intlLocale } from '../../../lib/format';
import { useApplications, useApplicationsLive } from '../api/applications';
import { liveApplicationFor, myApplicationPath } from '../lib/application-view';
import { useAppsT } from '../lib/use-apps-t';
import { ApplicationStatusBadge } from './status-badge';

/**
 * On the listing page, for a seeker: the way to apply, or, once they have applied, where their
 * application stands (one live application per listing).
 */
export function ApplyCard({ propertyId, open }: { propertyId: string; open: boolean }) {
  const { t, i18n } = useAppsT();
  const mine = useApplications({ propertyId });
  useApplicationsLive();
  const live = liveApplicationFor(mine.data?.applications, propertyId);
  const applyPath = `/properties/${encodeURIComponent(propertyId)}/apply`;

  let body;
  if (mine.isPending) body = <Skeleton h={36} />;
  else if (live)
    body = (
      <Stack gap={6}>
        <Group gap="xs">
          <Text size="sm">
            {t('card.appliedOn', {
              date: formatDate(live.submittedAt, 'medium', intlLocale(i18n.language)),
            })}
          </Text>
          <ApplicationStatusBadge status={live.status} />
        </Group>
        <Anchor component={Link} to={myApplicationPath(live.id)} size="sm" fw={600}>
          {t('card.see')}
        </Anchor>
      </Stack>
    );
  else if (!open)
    body = (
      <Text size="sm" c="gray.7">
        {t('common:errors.reason.application.not-open')}
      </Text>
    );
  else
    body = (
      <Stack gap={6}>
        <Button
          component={Link}
          to={applyPath}
          leftSection={<IconClipboardList size={18} aria-hidden />}
          fullWidth
        >
          {t('card.apply')}
        </Button>
        <Text size="xs" c="gray.7">
          {t('card.lead')}
        </Text>
      </Stack>
    );

  return (
    <Card withBorder radius="md" p="md" component="section" aria-label={t('card.title')}>
      {body}
    </Card>
  );
}
