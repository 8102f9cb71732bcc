import { paiseToDecimalRupees } from '@nivaas/shared';

/**
 * NPCI's UPI intent link: `upi://pay?pa=<VPA>&pn=<name>&am=<rupees.paise>&cu=INR&tn=<note>`.
 * A phone opens the UPI app with the payee and amount filled in; each value is percent-encoded.
 */
export function upiIntentLink(input: {
  vpa: string;
  payeeName: string;
  amountPaise: number;
  note: string;
}): string {
  const part = (value: string) => encodeURIComponent(value);
  return (
    `upi://pay?pa=${part(input.vpa)}&pn=${part(input.payeeName)}` +
    `&am=${paiseToDecimalRupees(input.amountPaise)}&cu=INR&tn=${part(input.note)}`
  );
}

/** The note the payee reads in their bank's statement: what the money was for, ≤ 50 characters. */
export function upiNote(due: { kind: string; periodStart: string }): string {
  const what = due.kind === 'deposit' ? 'Deposit' : `Rent ${due.periodStart.slice(0, 7)}`;
  return `Nivaas ${what}`.slice(0, 50);
}
