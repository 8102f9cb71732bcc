import { useState } from 'react';
import { Alert, Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { CANCELLATION_LIMITS } from '@nivaas/shared';
import { errorMessage } from '../../../lib/error-messages';
import { useSession } from '../../../lib/session';
import { useCancellationPolicy, useSetCancellationPolicy } from '../api/service-bookings';
import { useServiceBookingsT } from '../lib/use-service-bookings-t';
import { CancellationPolicyText } from './cancellation-policy-text';

/** The provider's cancellation policy: free until N hours before, then a percentage fee. */
export function CancellationPolicyForm() {
  const { data: me } = useSession();
  const providerId = me?.id ?? '';
  const query = useCancellationPolicy(providerId || null);
  if (!providerId || query.isPending) return null;
  return (
    <PolicyEditor
      key={JSON.stringify(query.data?.policy ?? null)}
      providerId={providerId}
      current={query.data?.policy ?? null}
    />
  );
}

function PolicyEditor({
  providerId,
  current,
}: {
  providerId: string;
  current: { freeHours: number; feePercent: number } | null;
}) {
  const { t } = useServiceBookingsT();
  const save = useSetCancellationPolicy(providerId);
  const [freeHours, setFreeHours] = useState<number | string>(current?.freeHours ?? 24);
  const [feePercent, setFeePercent] = useState<number | string>(current?.feePercent ?? 0);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('policy.title')}
        </Title>
        <Text size="sm" c="gray.7" data-testid="policy-current">
          <CancellationPolicyText policy={current} />
        </Text>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <NumberInput
            label={t('policy.freeHours')}
            value={freeHours}
            onChange={setFreeHours}
            min={0}
            max={CANCELLATION_LIMITS.freeHoursMax}
            allowDecimal={false}
            allowNegative={false}
            w={200}
          />
          <NumberInput
            label={t('policy.feePercent')}
            value={feePercent}
            onChange={setFeePercent}
            min={0}
            max={CANCELLATION_LIMITS.feePercentMax}
            allowDecimal={false}
            allowNegative={false}
            suffix="%"
            w={200}
          />
          <Button
            loading={save.isPending}
            onClick={() =>
              save.mutate({
                freeHours: Number(freeHours) || 0,
                feePercent: Number(feePercent) || 0,
              })
            }
          >
            {t('policy.save')}
          </Button>
        </Group>
        {save.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(t, save.error)}
          </Alert>
        ) : null}
        {save.isSuccess ? (
          <Text size="sm" c="teal.8" role="status">
            {t('policy.saved')}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
