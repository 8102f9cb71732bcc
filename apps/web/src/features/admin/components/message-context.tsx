import { Paper, Stack, Text } from '@mantine/core';
import type { ChatMessage, ReportMessageContext } from '@nivaas/shared';
import { formatDateTime } from '../../../lib/format';
import { useAdminT } from '../lib/use-admin-t';

/** The reported message between the 5 before and the 5 after it, and nothing more of the thread. */
export function MessageContext({
  context,
  names,
}: {
  context: ReportMessageContext;
  /** Sender ids to names, where the report knows them. */
  names: Record<string, string>;
}) {
  const { t, locale } = useAdminT();
  const line = (m: ChatMessage, reported = false) => (
    <Paper
      key={m.id}
      p="xs"
      radius="md"
      withBorder={reported}
      bg={reported ? 'var(--nivaas-red-tint)' : 'var(--nivaas-subtle)'}
      style={reported ? { borderColor: 'var(--mantine-color-red-5)', borderWidth: 2 } : undefined}
      aria-current={reported ? 'true' : undefined}
    >
      <Text size="xs" c="gray.7">
        {names[m.senderId] ?? t('reports.someone')} · {formatDateTime(m.createdAt, locale)}
        {reported ? ` · ${t('reports.reportedMessage')}` : ''}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {m.content || t('reports.attachmentOnly')}
      </Text>
    </Paper>
  );
  return (
    <Stack gap={6}>
      {context.before.map((m) => line(m))}
      {line(context.message, true)}
      {context.after.map((m) => line(m))}
    </Stack>
  );
}
