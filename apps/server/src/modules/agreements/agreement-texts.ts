import { rupeesInWords, type AgreementTerms, type DocumentLanguage } from '@nivaas/shared';

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

interface Dated {
  date: (value: string) => string;
}

/** The leave-and-licence template in English and Hindi; amounts in words stay English in both. */
const en = {
  title: 'Leave and licence agreement',
  intro: (t: AgreementTerms, d: Dated, madeOn: string) =>
    `This agreement is made on ${d.date(madeOn)} between ${t.ownerName} (the licensor) and ${t.tenantName} (the licensee), through Nivaas.`,
  premisesHeading: '1. The premises',
  premises: (t: AgreementTerms) =>
    `The licensor gives the licensee leave and licence to occupy ${t.propertyTitle}, ${t.address} (the premises), for residence.`,
  termHeading: '2. Term',
  term: (t: AgreementTerms, d: Dated) =>
    `${t.months} months, from ${d.date(t.startDate)} to ${d.date(t.endDate)}.`,
  feeHeading: '3. Licence fee',
  fee: (t: AgreementTerms) =>
    `${rupees(t.monthlyRent)} a month (${rupeesInWords(t.monthlyRent)}), paid by day ${t.dueDay} of each month.`,
  depositHeading: '4. Security deposit',
  deposit: (t: AgreementTerms) =>
    t.deposit > 0
      ? `${rupees(t.deposit)} (${rupeesInWords(t.deposit)}), refundable without interest when the premises are handed back, less any dues.`
      : 'No security deposit is paid.',
  escalationHeading: '5. Escalation',
  escalation: (t: AgreementTerms) =>
    !t.escalation
      ? 'The licence fee stays the same for the term.'
      : t.escalation.type === 'percentage'
        ? `The licence fee rises by ${t.escalation.value}% every ${t.escalation.everyMonths} months.`
        : `The licence fee rises by ${rupees(t.escalation.value)} every ${t.escalation.everyMonths} months.`,
  lockInHeading: '6. Lock-in and notice',
  lockIn: (t: AgreementTerms) =>
    `${
      t.lockInMonths > 0
        ? `Neither party may end this agreement in its first ${t.lockInMonths} months (lock-in). After that, either`
        : 'There is no lock-in period. Either'
    } party may end it with ${t.noticeMonths} ${t.noticeMonths === 1 ? 'month’s' : 'months’'} written notice.`,
  rulesHeading: '7. House rules',
  noRules: 'The listing states no house rules.',
  clausesHeading: '8. Other terms',
  licence:
    'This is a licence, not a tenancy: it gives the licensee no interest in the premises, and the licensee shall vacate them at the end of the term.',
  stampHeading: 'Not e-stamped',
  stamp:
    'This agreement as made on Nivaas is not e-stamped or registered. To make it admissible as evidence, the parties pay the stamp duty their state’s Stamp Act sets (on stamp paper or by the state’s e-stamping) and, where the state requires it (in Maharashtra for every leave-and-licence agreement), register it at the sub-registrar’s office where the premises are.',
  signatures: 'Accepted in the Nivaas app by both parties: see the audit page.',
  auditTitle: 'Audit page',
  auditIntro: (id: string, version: number) =>
    `Agreement ${id}, version ${version}. Each acceptance below is of the version whose SHA-256 it lists.`,
  hash: 'SHA-256 of this version',
  party: 'Party',
  name: 'Name',
  acceptedAt: 'Accepted at',
  ip: 'IP address',
  licensor: 'Licensor (owner)',
  licensee: 'Licensee (tenant)',
  notAccepted: 'Not accepted yet',
  hashNote:
    'The SHA-256 is of the agreement’s terms as recorded by Nivaas (its id, version and terms in canonical JSON); Nivaas can confirm that a copy matches it.',
  madeAt: (at: string) => `Made by Nivaas on ${at}.`,
};

export type AgreementTexts = typeof en;

const hi: AgreementTexts = {
  title: 'लीव एंड लाइसेंस अनुबंध',
  intro: (t, d, madeOn) =>
    `यह अनुबंध ${d.date(madeOn)} को ${t.ownerName} (लाइसेंसदाता) और ${t.tenantName} (लाइसेंसधारी) के बीच Nivaas के माध्यम से किया गया है।`,
  premisesHeading: '1. परिसर',
  premises: (t) =>
    `लाइसेंसदाता लाइसेंसधारी को ${t.propertyTitle}, ${t.address} (परिसर) में निवास के लिए रहने की अनुमति और लाइसेंस देता है।`,
  termHeading: '2. अवधि',
  term: (t, d) => `${t.months} महीने, ${d.date(t.startDate)} से ${d.date(t.endDate)} तक।`,
  feeHeading: '3. लाइसेंस शुल्क',
  fee: (t) =>
    `${rupees(t.monthlyRent)} प्रति माह (${rupeesInWords(t.monthlyRent)}), हर महीने की ${t.dueDay} तारीख तक देय।`,
  depositHeading: '4. सुरक्षा जमा',
  deposit: (t) =>
    t.deposit > 0
      ? `${rupees(t.deposit)} (${rupeesInWords(t.deposit)}), परिसर लौटाने पर बिना ब्याज के वापसी योग्य, बकाया काटकर।`
      : 'कोई सुरक्षा जमा नहीं दी गई है।',
  escalationHeading: '5. किराया वृद्धि',
  escalation: (t) =>
    !t.escalation
      ? 'अवधि के दौरान लाइसेंस शुल्क नहीं बदलेगा।'
      : t.escalation.type === 'percentage'
        ? `लाइसेंस शुल्क हर ${t.escalation.everyMonths} महीने में ${t.escalation.value}% बढ़ेगा।`
        : `लाइसेंस शुल्क हर ${t.escalation.everyMonths} महीने में ${rupees(t.escalation.value)} बढ़ेगा।`,
  lockInHeading: '6. लॉक-इन और नोटिस',
  lockIn: (t) =>
    `${
      t.lockInMonths > 0
        ? `पहले ${t.lockInMonths} महीनों (लॉक-इन) में कोई भी पक्ष यह अनुबंध समाप्त नहीं कर सकता। उसके बाद`
        : 'कोई लॉक-इन अवधि नहीं है।'
    } कोई भी पक्ष ${t.noticeMonths} महीने के लिखित नोटिस से इसे समाप्त कर सकता है।`,
  rulesHeading: '7. घर के नियम',
  noRules: 'लिस्टिंग में घर के कोई नियम नहीं दिए गए हैं।',
  clausesHeading: '8. अन्य शर्तें',
  licence:
    'यह लाइसेंस है, किरायेदारी नहीं: इससे लाइसेंसधारी को परिसर में कोई हित नहीं मिलता, और अवधि के अंत में उसे परिसर खाली करना होगा।',
  stampHeading: 'ई-स्टाम्प नहीं',
  stamp:
    'Nivaas पर बना यह अनुबंध ई-स्टाम्प या पंजीकृत नहीं है। इसे साक्ष्य के रूप में मान्य बनाने के लिए पक्ष अपने राज्य के स्टाम्प अधिनियम के अनुसार स्टाम्प शुल्क चुकाते हैं (स्टाम्प पेपर पर या राज्य के ई-स्टाम्पिंग से) और जहाँ राज्य आवश्यक करे (महाराष्ट्र में हर लीव एंड लाइसेंस अनुबंध के लिए), परिसर के क्षेत्र के उप-पंजीयक (सब-रजिस्ट्रार) कार्यालय में पंजीकरण कराते हैं।',
  signatures: 'दोनों पक्षों ने Nivaas ऐप में स्वीकार किया: ऑडिट पृष्ठ देखें।',
  auditTitle: 'ऑडिट पृष्ठ',
  auditIntro: (id, version) =>
    `अनुबंध ${id}, संस्करण ${version}। नीचे हर स्वीकृति उस संस्करण की है जिसका SHA-256 उसमें दिया है।`,
  hash: 'इस संस्करण का SHA-256',
  party: 'पक्ष',
  name: 'नाम',
  acceptedAt: 'स्वीकार किया',
  ip: 'IP पता',
  licensor: 'लाइसेंसदाता (मालिक)',
  licensee: 'लाइसेंसधारी (किरायेदार)',
  notAccepted: 'अभी स्वीकार नहीं किया',
  hashNote:
    'SHA-256 Nivaas में दर्ज अनुबंध की शर्तों का है (उसकी id, संस्करण और शर्तें, कैनोनिकल JSON में); Nivaas पुष्टि कर सकता है कि कोई प्रति उससे मेल खाती है।',
  madeAt: (at) => `Nivaas द्वारा ${at} को बनाया गया।`,
};

/** Agreements are written in English or Hindi; a Telugu or Tamil one is in English for now. */
export const agreementTexts = (language: DocumentLanguage): AgreementTexts =>
  language === 'hi' ? hi : en;
