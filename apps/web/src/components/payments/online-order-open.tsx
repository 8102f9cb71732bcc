import { Alert, Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import { gatewayOrderLapsesAt, paymentEndpoints, type Payment } from '@nivaas/shared';
import { call } from '../../lib/api/call';
import { errorMessage } from '../../lib/error-messages';
import { formatTime, intlLocale } from '../../lib/format';

/**
 * A payment's open online order, said to both sides (decision 071): the payer may give it up to
 * pay another way, and the payee learns that the payer is paying online and when the order
 * lapses if it is not completed (then cash or UPI can pay it), instead of finding nothing to do.
 */
export function OnlineOrderOpen({
  payment,
  side,
  payerName,
  onChanged,
}: {
  payment: Pick<Payment, 'id' | 'method' | 'status' | 'createdAt'>;
  side: 'payer' | 'payee';
  payerName: string;
  onChanged: () => void;
}) {
  const { t, i18n } = useTranslation(['money', 'common']);
  const giveUp = useMutation({
    mutationFn: () => call(paymentEndpoints.gatewayCancel, { params: { paymentId: payment.id } }),
    onSettled: () => onChanged(),
  });
  if (payment.method !== 'gateway' || payment.status !== 'created') return null;
  const time = formatTime(gatewayOrderLapsesAt(payment.createdAt), intlLocale(i18n.language));
  return (
    <Stack gap={4} data-testid="online-order-open">
      <Text size="sm">
        {side === 'payer'
          ? t('online.open.payer', { time })
          : t('online.open.payee', { name: payerName, time })}
      </Text>
      {side === 'payer' && (
        <div>
          <Button
            size="xs"
            variant="default"
            loading={giveUp.isPending}
            onClick={() => giveUp.mutate()}
          >
            {t('online.open.giveUp')}
          </Button>
        </div>
      )}
      {giveUp.error && (
        <Alert color="red" role="alert">
          {errorMessage(t, giveUp.error)}
        </Alert>
      )}
    </Stack>
  );
}
