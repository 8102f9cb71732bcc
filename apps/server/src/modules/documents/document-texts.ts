import type { DocumentLanguage } from '@nivaas/shared';

/**
 * The words of Nivaas's documents in English and Hindi. Amounts in words stay in English in both
 * (the Indian style: "Twenty-two thousand rupees only"), as banks and tax forms read them.
 */
const en = {
  receipt: 'Rent receipt',
  receiptNo: 'Receipt number',
  receivedFrom: 'Received from (tenant)',
  receivedBy: 'Received by (owner)',
  property: 'Property address',
  period: 'Rent for the period',
  amount: 'Amount',
  amountWords: 'Amount in words',
  method: 'Paid by',
  payment: 'Payment',
  unpaid: 'Not paid yet',
  reference: 'Reference',
  paidOn: 'Paid on',
  ownerPan: 'Owner’s PAN',
  panMissing: 'Not given',
  receiptNote:
    'Received with thanks. This receipt is made by Nivaas from the payment recorded; a revenue stamp is needed on a cash receipt above ₹5,000.',
  statement: 'Rent statement',
  statementYear: (from: number) => `Financial year April ${from} – March ${from + 1}`,
  total: 'Total',
  statementPanNote:
    'The year’s rent passes ₹1,00,000: the owner’s PAN is needed for the tenant’s HRA claim.',
  noPayments: 'No rent was recorded in this year.',
  invoice: 'Service invoice',
  invoiceNo: 'Invoice number',
  provider: 'Service provider',
  gstin: 'GSTIN',
  customer: 'Customer',
  service: 'Service',
  dateAndSlot: 'Date and time',
  item: 'Item',
  invoiceNote: 'Made by Nivaas from the completed booking.',
  noGstNote: 'The provider has no GSTIN on Nivaas: no GST is charged on this invoice.',
  methods: {
    upi: 'UPI',
    gateway: 'Online payment',
    'bank-transfer': 'Bank transfer',
    cash: 'Cash',
    cheque: 'Cheque',
    card: 'Card',
  } as Record<string, string>,
};

export type DocumentTexts = typeof en;

const hi: DocumentTexts = {
  receipt: 'किराया रसीद',
  receiptNo: 'रसीद संख्या',
  receivedFrom: 'प्राप्त किया (किरायेदार से)',
  receivedBy: 'प्राप्तकर्ता (मालिक)',
  property: 'संपत्ति का पता',
  period: 'किराये की अवधि',
  amount: 'राशि',
  amountWords: 'राशि शब्दों में',
  method: 'भुगतान का तरीका',
  payment: 'भुगतान',
  unpaid: 'अभी भुगतान नहीं हुआ',
  reference: 'संदर्भ',
  paidOn: 'भुगतान की तारीख',
  ownerPan: 'मालिक का PAN',
  panMissing: 'नहीं दिया गया',
  receiptNote:
    'धन्यवाद सहित प्राप्त। यह रसीद Nivaas ने दर्ज भुगतान से बनाई है; ₹5,000 से अधिक की नकद रसीद पर रेवेन्यू स्टाम्प आवश्यक है।',
  statement: 'किराया विवरण',
  statementYear: (from: number) => `वित्त वर्ष अप्रैल ${from} – मार्च ${from + 1}`,
  total: 'कुल',
  statementPanNote:
    'वर्ष का किराया ₹1,00,000 से अधिक है: किरायेदार के HRA दावे के लिए मालिक का PAN आवश्यक है।',
  noPayments: 'इस वर्ष कोई किराया दर्ज नहीं हुआ।',
  invoice: 'सेवा चालान',
  invoiceNo: 'चालान संख्या',
  provider: 'सेवा प्रदाता',
  gstin: 'GSTIN',
  customer: 'ग्राहक',
  service: 'सेवा',
  dateAndSlot: 'तारीख और समय',
  item: 'विवरण',
  invoiceNote: 'पूरी हुई बुकिंग से Nivaas द्वारा बनाया गया।',
  noGstNote: 'Nivaas पर प्रदाता का GSTIN नहीं है: इस चालान पर कोई GST नहीं लिया गया।',
  methods: {
    upi: 'UPI',
    gateway: 'ऑनलाइन भुगतान',
    'bank-transfer': 'बैंक ट्रांसफ़र',
    cash: 'नकद',
    cheque: 'चेक',
    card: 'कार्ड',
  },
};

export const documentTexts = (language: DocumentLanguage): DocumentTexts =>
  language === 'hi' ? hi : en;

/** 2026-04-01 → "1 April 2026" (or "1 अप्रैल 2026"), read as a calendar date. */
export function documentDate(date: string, language: DocumentLanguage): string {
  return new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  }).format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
}
