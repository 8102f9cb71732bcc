import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { StaySansAgreement } from '@nivaas/shared';
import { useTranslation } from 'react-i18next';
import { errorMessage, type Translate } from '../../../lib/error-messages';
import { formatDate, intlLocale } from '../../../lib/format';
import { useAgreements, useCreateAgreement } from '../api/agreements';
import { AgreementCard } from './agreement-card';
import { notifyFailure } from '../../../lib/notify-failure';

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

  if (list.isPending)
    return (
      <Stack gap="sm" aria-busy="true">
        <Skeleton h={120} radius="lg" />
        <Skeleton h={120} radius="lg" />
      </Stack>
    );
  if (list.isError)
    return (
      <Alert color="red" variant="light" role="alert" title={t('loadFailed')}>
        <Text size="sm">{errorMessage(t as unknown as Translate, list.error)}</Text>
        <Button mt="sm" variant="light" color="red" onClick={() => void list.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
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
