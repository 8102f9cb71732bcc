import {
  documentEndpoints,
  documentLanguageOf,
  endpointUrl,
  financialYearOf,
  kolkataDate,
  type Due,
  type DueState,
  type LedgerSide,
  type StayLedger,
} from '@nivaas/shared';

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

/**
 * A paid month's papers: its rent receipt, and the statement of the April–March year it was paid
 * in ("2026–27"), in Hindi for a Hindi reader and in English otherwise. Null while unpaid.
 */
export function duePapers(
  due: Pick<Due, 'id' | 'bookingId' | 'kind' | 'paidAt'>,
  language: string,
): { receipt: string; statement: string; years: string } | null {
  if (due.kind !== 'rent' || !due.paidAt) return null;
  const lang = documentLanguageOf(language);
  const year = financialYearOf(kolkataDate(due.paidAt));
  return {
    receipt: endpointUrl(documentEndpoints.rentReceipt, {
      params: { dueId: due.id },
      query: { lang },
    }),
    statement: endpointUrl(documentEndpoints.rentStatement, {
      params: { bookingId: due.bookingId },
      query: { year, lang },
    }),
    years: `${year}–${String(year + 1).slice(2)}`,
  };
}

/**
 * Where a stay's deposit stands for the owner at move-out: what the tenant paid, what was kept
 * by deductions, what was paid back, and what is left to pay back (never below zero; an online
 * refund still waiting for the gateway is not left to pay back). `paidOnline`: the deposit was
 * paid through the gateway, so it can be refunded through it (decision 080).
 */
export function depositPosition(
  ledger: Pick<StayLedger, 'dues' | 'totals'> & { refunds?: StayLedger['refunds'] },
): {
  paidPaise: number;
  deductedPaise: number;
  refundedPaise: number;
  leftPaise: number;
  paidOnline: boolean;
} {
  const deposit = ledger.dues.find((due) => due.kind === 'deposit' && due.paidAt);
  const paidPaise = deposit?.amountPaise ?? 0;
  const { deductedPaise, refundedPaise } = ledger.totals;
  const pendingPaise = (ledger.refunds ?? [])
    .filter((refund) => refund.status === 'created')
    .reduce((sum, refund) => sum + refund.amountPaise, 0);
  return {
    paidPaise,
    deductedPaise,
    refundedPaise,
    leftPaise: Math.max(0, paidPaise - deductedPaise - refundedPaise - pendingPaise),
    paidOnline: deposit?.payment?.method === 'gateway',
  };
}

/** Rupees as typed (up to two decimals) to whole paise, or null when it is not an amount. */
export function typedRupeesToPaise(value: string | number): number | null {
  const text = String(value).replace(/[,\s₹]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  const paise = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return paise > 0 && Number.isSafeInteger(paise) ? paise : null;
}
