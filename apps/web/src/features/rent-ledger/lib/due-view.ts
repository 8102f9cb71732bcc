import type { Due, DueState, LedgerSide } from '@nivaas/shared';

export const DUE_STATE_COLOR: Record<DueState, string> = {
  paid: 'green',
  late: 'red',
  due: 'orange',
  upcoming: 'gray',
};

/** What a side may do with a due now: pay it, wait, confirm or dispute, or record cash. */
export type DueAction = 'pay' | 'waiting' | 'review' | 'cash' | 'none';

export function dueAction(due: Due, as: LedgerSide): DueAction {
  if (due.state === 'paid') return 'none';
  const open =
    due.payment && (due.payment.status === 'claimed' || due.payment.status === 'created');
  if (as === 'tenant') return open ? 'waiting' : 'pay';
  if (due.payment?.status === 'claimed') return 'review';
  return open ? 'waiting' : 'cash';
}
