import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { AuditEntryView } from '@nivaas/shared';
import { formatDateTime } from '../../../lib/format';
import { useAdminT } from '../lib/use-admin-t';

/** Admin actions, newest first: who, what, on what (by its name, linked), when and why. */
export function AuditList({ entries }: { entries: AuditEntryView[] }) {
  const { t, locale } = useAdminT();
  if (entries.length === 0)
    return (
      <Text size="sm" c="gray.7">
        {t('audit.none')}
      </Text>
    );
  return (
    <Stack gap="xs">
      {entries.map((e) => (
        <Paper key={e.id} withBorder radius="md" p="sm">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Group gap="xs" wrap="wrap">
              <Badge variant="light" color="grape">
                {t(`audit.actions.${e.action}`, { defaultValue: e.action })}
              </Badge>
              <Text size="sm" fw={600}>
                {e.actor?.name ?? t('audit.system')}
              </Text>
              <Text size="xs" c="gray.7">
                {`${t(`audit.targets.${e.targetType}`, { defaultValue: e.targetType })}: `}
                {e.target.url ? (
                  <Anchor component={Link} to={e.target.url} size="xs">
                    {e.target.title ?? t('audit.open')}
                  </Anchor>
                ) : (
                  (e.target.title ?? t('audit.gone'))
                )}
              </Text>
            </Group>
            <Text size="xs" c="gray.7">
              {formatDateTime(e.createdAt, locale)}
            </Text>
          </Group>
          {e.reason ? (
            <Text size="sm" mt={4}>
              {t('audit.reason', { reason: e.reason })}
            </Text>
          ) : null}
        </Paper>
      ))}
    </Stack>
  );
}
