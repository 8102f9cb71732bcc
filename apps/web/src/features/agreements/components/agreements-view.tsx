import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { StaySansAgreement } from '@nivaas/shared';
import { useTranslation } from '../../../lib/use-translation';
import { formatDate, intlLocale } from '../../../lib/format';
import { useAgreements, useCreateAgreement } from '../api/agreements';
import { AgreementCard } from './agreement-card';
import { notifyFailure } from '../../../lib/notify-failure';
import { QueryFailure, QuerySkeleton } from '../../../components/ui/query-state';

function StayWithout({ stay }: { stay: StaySansAgreement }) {
  const { t, i18n } = useTranslation(['agreements', 'common']);
  const locale = intlLocale(i18n.language);
  const create = useCreateAgreement();
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2} miw={0}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {stay.propertyTitle}
          </Text>
          <Text size="sm" c="dimmed">
            {t('stay', {
              tenant: stay.tenantName,
              start: formatDate(stay.startDate, 'medium', locale),
              end: formatDate(stay.endDate, 'medium', locale),
            })}
          </Text>
        </Stack>
        <Button
          loading={create.isPending}
          onClick={() =>
            create.mutate(stay.bookingId, {
              onError: (error) => notifyFailure(t, error),
            })
          }
        >
          {t('generate')}
        </Button>
      </Group>
    </Paper>
  );
}

/** The caller's rental agreements, and for an owner the confirmed stays still without one. */
export function AgreementsView() {
  const { t } = useTranslation(['agreements', 'common']);
  const list = useAgreements();

  if (list.isPending) return <QuerySkeleton rows={2} h={120} />;
  if (list.isError)
    return <QueryFailure query={list} title={t('loadFailed')} retryLabel={t('retry')} />;
  const { agreements, staysWithout } = list.data;
  return (
    <Stack gap="lg">
      <Text c="dimmed">{t('intro')}</Text>
      {staysWithout.length > 0 ? (
        <Stack gap="sm" component="section" aria-labelledby="stays-without">
          <Title order={2} fz="h3" id="stays-without">
            {t('staysWithout')}
          </Title>
          {staysWithout.map((stay) => (
            <StayWithout key={stay.bookingId} stay={stay} />
          ))}
        </Stack>
      ) : null}
      <Stack gap="sm" component="section" aria-labelledby="agreements-list">
        <Title order={2} fz="h3" id="agreements-list">
          {t('yours')}
        </Title>
        {agreements.length === 0 ? (
          <Text c="dimmed">{t('none')}</Text>
        ) : (
          agreements.map((agreement) => <AgreementCard key={agreement.id} agreement={agreement} />)
        )}
      </Stack>
    </Stack>
  );
}
