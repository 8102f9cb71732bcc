import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useTranslation } from '../../lib/use-translation';
import { paymentEndpoints, type GatewayCheckoutResult, type GatewayOrder } from '@nivaas/shared';
import { call } from '../../lib/api/call';
import { useAppConfig } from '../../lib/api/config';
import { errorMessage } from '../../lib/error-messages';
import { formatPaise } from '../../lib/format';
import { loadRazorpayCheckout, openRazorpayCheckout } from '../../lib/payments/razorpay-checkout';

/** What is paid: a stay's due or what a service booking owes. */
export type OnlinePayable =
  { type: 'rent'; dueId: string } | { type: 'service'; bookingId: string };

const openOrder = (payable: OnlinePayable) =>
  payable.type === 'rent'
    ? call(paymentEndpoints.gatewayOrder, { params: { dueId: payable.dueId } })
    : call(paymentEndpoints.serviceGatewayOrder, { params: { id: payable.bookingId } });

const verify = (order: GatewayOrder, result: GatewayCheckoutResult) =>
  call(paymentEndpoints.gatewayVerify, { params: { paymentId: order.paymentId }, body: result });

const cancel = (order: GatewayOrder) =>
  call(paymentEndpoints.gatewayCancel, { params: { paymentId: order.paymentId } }).catch(
    () => undefined,
  );

type Failure = { kind: 'unavailable' } | { kind: 'failed' } | { kind: 'error'; error: unknown };

/**
 * "Pay online" beside UPI, when this server has a gateway (decision 067). On the click only,
 * the server opens an order; Razorpay's checkout script is loaded and opened on it, or, with the
 * demo gateway, Nivaas's own dialog. A payment's signed result goes to the server, which records
 * it once with the gateway's webhook; both sides then see "Paid" live. Closing the checkout
 * lets the due go again, and a checkout that cannot load says so and leaves UPI and cash.
 * Opening the order makes the payable wait for it, so the parent keeps this mounted while the
 * payer may have an order open (`offered` false): the checkout and what it said stay on screen.
 */
export function PayOnline({
  payable,
  offered,
  amountPaise,
  description,
  onChanged,
}: {
  payable: OnlinePayable;
  /** Payable now. While its own order is open the payable is not, but the checkout stays. */
  offered: boolean;
  amountPaise: number;
  description: string;
  onChanged: () => void;
}) {
  const { t } = useTranslation(['money', 'common']);
  const gateway = useAppConfig().data?.paymentGateway ?? null;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [demoOrder, setDemoOrder] = useState<GatewayOrder | null>(null);
  if (!gateway) return null;

  const finish = async (order: GatewayOrder, result: GatewayCheckoutResult | null) => {
    if (result) await verify(order, result);
    else await cancel(order);
    onChanged();
  };

  const start = async () => {
    setFailure(null);
    setBusy(true);
    try {
      if (gateway === 'demo') {
        setDemoOrder(await openOrder(payable));
        onChanged();
        return;
      }
      let Razorpay;
      try {
        Razorpay = await loadRazorpayCheckout();
      } catch {
        setFailure({ kind: 'unavailable' });
        return;
      }
      const order = await openOrder(payable);
      onChanged();
      await finish(order, await openRazorpayCheckout(Razorpay, order, description));
    } catch (error) {
      setFailure({ kind: 'error', error });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {offered && (
        <Button
          size="sm"
          variant="light"
          leftSection={<IconCreditCard size={16} aria-hidden />}
          loading={busy}
          onClick={() => void start()}
        >
          {t('online.pay')}
        </Button>
      )}
      {offered && failure && (
        <Alert color="red" role="alert" w="100%">
          {failure.kind === 'unavailable'
            ? t('online.unavailable')
            : failure.kind === 'failed'
              ? t('online.failed')
              : errorMessage(t, failure.error)}
        </Alert>
      )}
      {demoOrder && (
        <DemoCheckoutDialog
          order={demoOrder}
          amountPaise={amountPaise}
          description={description}
          onClose={(outcome, error) => {
            setDemoOrder(null);
            if (outcome === 'failed') setFailure({ kind: 'failed' });
            if (error) setFailure({ kind: 'error', error });
            onChanged();
          }}
        />
      )}
    </>
  );
}

/**
 * The demo gateway's checkout: no money moves. "Pay" has the demo gateway send its signed
 * webhook and hand back the signed result, which is verified like Razorpay's; "Make it fail"
 * sends a failed payment; closing it gives the order up.
 */
function DemoCheckoutDialog({
  order,
  amountPaise,
  description,
  onClose,
}: {
  order: GatewayOrder;
  amountPaise: number;
  description: string;
  onClose: (outcome: 'paid' | 'failed' | 'closed', error?: unknown) => void;
}) {
  const { t } = useTranslation(['money', 'common']);
  const [pending, setPending] = useState<'paid' | 'failed' | null>(null);
  const choose = async (outcome: 'paid' | 'failed') => {
    setPending(outcome);
    try {
      const { checkout } = await call(paymentEndpoints.demoCheckout, {
        params: { paymentId: order.paymentId },
        body: { outcome },
      });
      if (checkout) await verify(order, checkout);
      onClose(outcome);
    } catch (error) {
      onClose('failed', error);
    }
  };
  const close = () => {
    if (pending) return;
    void cancel(order).then(() => onClose('closed'));
  };
  return (
    <Modal
      opened
      onClose={close}
      title={t('online.demo.title')}
      centered
      closeButtonProps={{ 'aria-label': t('online.demo.close') }}
    >
      <Stack gap="md">
        <Alert color="yellow" variant="light">
          {t('online.demo.note')}
        </Alert>
        <Text size="sm">{description}</Text>
        <Text fw={700} size="xl">
          {formatPaise(amountPaise)}
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button
            variant="default"
            color="red"
            disabled={pending === 'paid'}
            loading={pending === 'failed'}
            onClick={() => void choose('failed')}
          >
            {t('online.demo.fail')}
          </Button>
          <Button
            disabled={pending === 'failed'}
            loading={pending === 'paid'}
            onClick={() => void choose('paid')}
          >
            {t('online.demo.pay', { amount: formatPaise(amountPaise) })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
