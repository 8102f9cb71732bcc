import { Accordion, Alert, Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/error-messages';
import { formatDate, formatINR, intlLocale } from '../../../lib/format';
import {
  useAcknowledgeNotice,
  useMyRentNotices,
  useRentEscalationLive,
} from '../api/rent-escalation';
import { useRentT } from '../lib/use-rent-t';
import { EscalationHistory } from './escalation-history';
import { notifyFailure } from '../../../lib/notify-failure';
import { QuerySkeleton } from '../../../components/ui/query-state';

/**
 * The tenant's rent notices (30 days ahead, and when applied), each with "Acknowledge"; the
 * owner sees who has. Below them, the rent history of each listing they were told about.
 * Hidden entirely when there are none and `hideWhenEmpty`.
 */
export function MyRentNotices({ hideWhenEmpty = false }: { hideWhenEmpty?: boolean }) {
  const { t, i18n } = useRentT();
  const locale = intlLocale(i18n.language);
  const notices = useMyRentNotices();
  const ack = useAcknowledgeNotice();
  useRentEscalationLive();
  if (notices.isPending) return <QuerySkeleton rows={1} h={60} />;
  if (notices.isError)
    return (
      <Alert color="red" variant="light" role="alert" title={t('errors.loadFailed')}>
        {errorMessage(t, notices.error)}
      </Alert>
    );
  if (notices.data.length === 0)
    return hideWhenEmpty ? null : (
      <Text size="sm" c="gray.7">
        {t('mine.empty')}
      </Text>
    );
  const listings = [...new Map(notices.data.map((n) => [n.propertyId, n.propertyTitle])).entries()];
  return (
    <Stack gap="sm">
      <Stack component="ul" gap="xs" p={0} m={0} aria-label={t('mine.title')}>
        {notices.data.map((n) => {
          const words = {
            title: n.propertyTitle,
            from: formatINR(n.previousRent),
            to: formatINR(n.newRent),
            date: formatDate(n.dueAt, 'medium', locale),
          };
          return (
            <Paper
              component="li"
              key={n.id}
              withBorder
              radius="md"
              p="sm"
              style={{ listStyle: 'none' }}
            >
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={2} miw={0} style={{ flex: '1 1 240px' }}>
                  <Anchor
                    component={Link}
                    to={`/properties/${encodeURIComponent(n.propertyId)}`}
                    fw={600}
                  >
                    {n.propertyTitle}
                  </Anchor>
                  <Text size="sm">
                    {n.kind === 'upcoming' ? t('mine.upcoming', words) : t('mine.applied', words)}
                  </Text>
                </Stack>
                {n.acknowledgedAt ? (
                  <Badge
                    color="green"
                    variant="light"
                    tt="none"
                    leftSection={<IconCheck size={12} aria-hidden />}
                  >
                    {t('notices.ackOn', { date: formatDate(n.acknowledgedAt, 'medium', locale) })}
                  </Badge>
                ) : (
                  <Button
                    size="xs"
                    loading={ack.isPending && ack.variables === n.id}
                    aria-label={t('mine.acknowledgeOf', { title: n.propertyTitle })}
                    onClick={() =>
                      ack.mutate(n.id, {
                        onError: (err) => notifyFailure(t, err),
                      })
                    }
                  >
                    {t('mine.acknowledge')}
                  </Button>
                )}
              </Group>
            </Paper>
          );
        })}
      </Stack>
      <Accordion variant="separated" radius="md" chevronPosition="left">
        {listings.map(([propertyId, title]) => (
          <Accordion.Item key={propertyId} value={propertyId}>
            <Accordion.Control>{t('mine.historyOf', { title })}</Accordion.Control>
            <Accordion.Panel>
              <EscalationHistory propertyId={propertyId} />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
