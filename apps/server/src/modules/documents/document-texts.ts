import type { DocumentLanguage } from '@nivaas/shared';

/**
 * The words of Nivaas's documents in English, Hindi, Telugu and Tamil. Amounts in words stay in English in both
 * (the Indian style: "Twenty-two thousand rupees only"), as banks and tax forms read them.
 */
const en = {
  serviceCharge: 'Service charge',
  feeReceipt: 'Cancellation fee receipt',
  booking: 'Booking cancelled',
  feeNote:
    'The fee of a booking cancelled late, under the provider’s cancellation policy. Made by Nivaas from the payment recorded.',
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
  serviceCharge: 'सेवा शुल्क',
  feeReceipt: 'रद्दीकरण शुल्क रसीद',
  booking: 'रद्द की गई बुकिंग',
  feeNote:
    'देर से रद्द की गई बुकिंग का शुल्क, प्रदाता की रद्दीकरण नीति के अनुसार। Nivaas ने दर्ज भुगतान से बनाया।',
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

const te: DocumentTexts = {
  serviceCharge: 'సేవా ఛార్జీ',
  feeReceipt: 'రద్దు రుసుము రసీదు',
  booking: 'రద్దు చేసిన బుకింగ్',
  feeNote: 'ఆలస్యంగా రద్దు చేసిన బుకింగ్ రుసుము, ప్రదాత రద్దు విధానం ప్రకారం. నమోదైన చెల్లింపు నుండి Nivaas తయారు చేసింది.',
  receipt: 'అద్దె రసీదు',
  receiptNo: 'రసీదు సంఖ్య',
  receivedFrom: 'అందుకున్నది (అద్దెదారు నుండి)',
  receivedBy: 'అందుకున్నవారు (యజమాని)',
  property: 'ఆస్తి చిరునామా',
  period: 'అద్దె కాలం',
  amount: 'మొత్తం',
  amountWords: 'మొత్తం అక్షరాల్లో',
  method: 'చెల్లించిన విధానం',
  payment: 'చెల్లింపు',
  unpaid: 'ఇంకా చెల్లించలేదు',
  reference: 'రిఫరెన్స్',
  paidOn: 'చెల్లించిన తేదీ',
  ownerPan: 'యజమాని PAN',
  panMissing: 'ఇవ్వలేదు',
  receiptNote:
    'కృతజ్ఞతలతో అందుకున్నాము. ఈ రసీదును Nivaas నమోదైన చెల్లింపు నుండి తయారు చేసింది; ₹5,000 మించిన నగదు రసీదుపై రెవెన్యూ స్టాంప్ అవసరం.',
  statement: 'అద్దె వివరణ',
  statementYear: (from: number) => `ఆర్థిక సంవత్సరం ఏప్రిల్ ${from} – మార్చి ${from + 1}`,
  total: 'మొత్తం',
  statementPanNote: 'సంవత్సరపు అద్దె ₹1,00,000 దాటింది: అద్దెదారు HRA క్లెయిమ్‌కు యజమాని PAN అవసరం.',
  noPayments: 'ఈ సంవత్సరంలో అద్దె ఏదీ నమోదు కాలేదు.',
  invoice: 'సేవా ఇన్‌వాయిస్',
  invoiceNo: 'ఇన్‌వాయిస్ సంఖ్య',
  provider: 'సేవా ప్రదాత',
  gstin: 'GSTIN',
  customer: 'కస్టమర్',
  service: 'సేవ',
  dateAndSlot: 'తేదీ మరియు సమయం',
  item: 'వివరం',
  invoiceNote: 'పూర్తయిన బుకింగ్ నుండి Nivaas తయారు చేసింది.',
  noGstNote: 'Nivaasలో ప్రదాతకు GSTIN లేదు: ఈ ఇన్‌వాయిస్‌పై GST వసూలు చేయలేదు.',
  methods: {
    upi: 'UPI',
    gateway: 'ఆన్‌లైన్ చెల్లింపు',
    'bank-transfer': 'బ్యాంక్ బదిలీ',
    cash: 'నగదు',
    cheque: 'చెక్కు',
    card: 'కార్డు',
  },
};

const ta: DocumentTexts = {
  serviceCharge: 'சேவைக் கட்டணம்',
  feeReceipt: 'ரத்துக் கட்டண ரசீது',
  booking: 'ரத்து செய்யப்பட்ட முன்பதிவு',
  feeNote:
    'தாமதமாக ரத்து செய்யப்பட்ட முன்பதிவின் கட்டணம், வழங்குநரின் ரத்துக் கொள்கைப்படி. பதிவான கட்டணத்திலிருந்து Nivaas ஆல் உருவாக்கப்பட்டது.',
  receipt: 'வாடகை ரசீது',
  receiptNo: 'ரசீது எண்',
  receivedFrom: 'பெறப்பட்டது (வாடகைதாரரிடமிருந்து)',
  receivedBy: 'பெற்றவர் (உரிமையாளர்)',
  property: 'சொத்தின் முகவரி',
  period: 'வாடகைக் காலம்',
  amount: 'தொகை',
  amountWords: 'தொகை எழுத்தில்',
  method: 'செலுத்திய முறை',
  payment: 'கட்டணம்',
  unpaid: 'இன்னும் செலுத்தப்படவில்லை',
  reference: 'குறிப்பு எண்',
  paidOn: 'செலுத்திய தேதி',
  ownerPan: 'உரிமையாளரின் PAN',
  panMissing: 'கொடுக்கப்படவில்லை',
  receiptNote:
    'நன்றியுடன் பெறப்பட்டது. இந்த ரசீது பதிவான கட்டணத்திலிருந்து Nivaas ஆல் உருவாக்கப்பட்டது; ₹5,000க்கு மேற்பட்ட ரொக்க ரசீதுக்கு வருவாய் முத்திரை தேவை.',
  statement: 'வாடகை அறிக்கை',
  statementYear: (from: number) => `நிதியாண்டு ஏப்ரல் ${from} – மார்ச் ${from + 1}`,
  total: 'மொத்தம்',
  statementPanNote:
    'ஆண்டின் வாடகை ₹1,00,000ஐத் தாண்டுகிறது: வாடகைதாரரின் HRA கோரிக்கைக்கு உரிமையாளரின் PAN தேவை.',
  noPayments: 'இந்த ஆண்டில் வாடகை எதுவும் பதிவாகவில்லை.',
  invoice: 'சேவை விலைப்பட்டியல்',
  invoiceNo: 'விலைப்பட்டியல் எண்',
  provider: 'சேவை வழங்குநர்',
  gstin: 'GSTIN',
  customer: 'வாடிக்கையாளர்',
  service: 'சேவை',
  dateAndSlot: 'தேதியும் நேரமும்',
  item: 'விவரம்',
  invoiceNote: 'நிறைவடைந்த முன்பதிவிலிருந்து Nivaas ஆல் உருவாக்கப்பட்டது.',
  noGstNote: 'Nivaas இல் வழங்குநருக்கு GSTIN இல்லை: இந்த விலைப்பட்டியலில் GST வசூலிக்கப்படவில்லை.',
  methods: {
    upi: 'UPI',
    gateway: 'ஆன்லைன் கட்டணம்',
    'bank-transfer': 'வங்கிப் பரிமாற்றம்',
    cash: 'ரொக்கம்',
    cheque: 'காசோலை',
    card: 'அட்டை',
  },
};

const TEXTS: Record<DocumentLanguage, DocumentTexts> = { en, hi, te, ta };

export const documentTexts = (language: DocumentLanguage): DocumentTexts => TEXTS[language];

/** The Intl locale a document's dates are written in (digits stay Latin). */
/**
 * A document's number: its kind's letter and the first ten characters of the record's id,
 * upper-cased ("NIV-R-…" a rent receipt, "NIV-S-…" a service invoice, "NIV-C-…" a cancellation
 * fee's receipt), the same each time it is downloaded.
 */
export const documentNumber = (kind: 'R' | 'S' | 'C', id: string): string =>
  `NIV-${kind}-${id.slice(0, 10).toUpperCase()}`;

export const documentLocale = (language: DocumentLanguage): string => `${language}-IN`;

/** 2026-04-01 → "1 April 2026" (or "1 अप्रैल 2026"), read as a calendar date. */
export function documentDate(date: string, language: DocumentLanguage): string {
  return new Intl.DateTimeFormat(documentLocale(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  }).format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
}
