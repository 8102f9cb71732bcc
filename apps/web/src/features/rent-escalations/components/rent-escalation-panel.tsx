import { useId, useState } from 'react';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconPencil } from '@tabler/icons-react';
import type { RentEscalation } from '@nivaas/shared';
import { formatDate, formatINR, formatNumber, intlLocale } from '../../../lib/format';
import { useRentEscalation, useRentEscalationLive } from '../api/rent-escalation';
import { useRentT } from '../lib/use-rent-t';
import { ApplyIncreaseButton } from './apply-increase-button';
import { EscalationHistory } from './escalation-history';
import { EscalationSettingsForm } from './escalation-settings-form';
import { ListingNotices } from './listing-notices';
import { QueryFailure, QuerySkeleton } from '../../../components/ui/query-state';

/**
 * A listing's rent escalation for its owner: the setting, the rents it has produced, the next
 * increase (which can be applied now, after a preview), the history and who was told.
 */
export function RentEscalationPanel({
  propertyId,
  listingRent,
}: {
  propertyId: string;
  /** The listing's monthly rent; null for a listing for sale. */
  listingRent: number | null;
}) {
  const { t } = useRentT();
  const headingId = useId();
  const state = useRentEscalation(propertyId);
  useRentEscalationLive();
  const [editing, setEditing] = useState(false);

  let body;
  if (!listingRent)
    body = (
      <Text size="sm" c="gray.7">
        {t('common:errors.reason.rent-escalation.no-rent')}
      </Text>
    );
  else if (state.isPending) body = <QuerySkeleton rows={2} h={90} />;
  else if (state.isError)
    body = <QueryFailure title={t('errors.loadFailed')} query={state} retryLabel={t('retry')} />;
  else if (!state.data.rentEscalation)
    body = (
      <Stack gap="md">
        <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
          <Text size="sm" fw={600}>
            {t('common:errors.reason.rent-escalation.not-found')}
          </Text>
          <Text size="sm">{t('empty')}</Text>
        </Alert>
        <EscalationSettingsForm propertyId={propertyId} saved={null} listingRent={listingRent} />
      </Stack>
    );
  else {
    const setting = state.data.rentEscalation;
    body = (
      <Stack gap="lg">
        <Summary setting={setting} />
        {editing ? (
          <Paper withBorder radius="md" p="md">
            <EscalationSettingsForm
              propertyId={propertyId}
              saved={setting}
              listingRent={listingRent}
              onDone={() => setEditing(false)}
            />
          </Paper>
        ) : (
          <Group gap="sm">
            <ApplyIncreaseButton propertyId={propertyId} setting={setting} />
            <Button
              variant="light"
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => setEditing(true)}
            >
              {t('settings.edit')}
            </Button>
          </Group>
        )}
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('history.title')}
          </Title>
          <EscalationHistory propertyId={propertyId} />
        </Stack>
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('notices.title')}
          </Title>
          <ListingNotices propertyId={propertyId} />
        </Stack>
      </Stack>
    );
  }

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p="md">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id={headingId}>
            {t('title')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('lead')}
          </Text>
        </div>
        {body}
      </Stack>
    </Paper>
  );
}

function Summary({ setting: s }: { setting: RentEscalation }) {
  const { t, i18n } = useRentT();
  const locale = intlLocale(i18n.language);
  const rule =
    s.rentIncreaseType === 'percentage'
      ? t('summary.rulePercent', {
          value: formatNumber(s.rentIncreaseValue, { locale, maxDigits: 2 }),
          count: s.rentIncreaseFrequencyMonths,
        })
      : t('summary.ruleFixed', {
          value: formatINR(s.rentIncreaseValue),
          count: s.rentIncreaseFrequencyMonths,
        });
  const items: [string, string][] = [
    [t('summary.initialRent'), formatINR(s.initialRent)],
    [t('summary.currentRent'), formatINR(s.currentRent)],
    [t('summary.nextDue'), formatDate(s.nextEscalationDue, 'medium', locale)],
    [t('summary.nextRent'), formatINR(s.nextRent)],
    [
      t('summary.lastEscalation'),
      s.lastEscalationDate
        ? formatDate(s.lastEscalationDate, 'medium', locale)
        : t('summary.never'),
    ],
  ];
  return (
    <Stack gap="xs">
      <Text fw={600}>{rule}</Text>
      <SimpleGrid component="dl" cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" m={0}>
        {items.map(([label, value]) => (
          <Paper key={label} withBorder radius="md" p="sm">
            <Text component="dt" size="xs" c="gray.7">
              {label}
            </Text>
            <Text component="dd" m={0} fw={700}>
              {value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
