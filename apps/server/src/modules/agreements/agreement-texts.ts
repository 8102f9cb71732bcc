import {
  DEFAULT_AGREEMENT_CLAUSES,
  rupeesInWords,
  type AgreementTerms,
  type DocumentLanguage,
} from '@nivaas/shared';

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

interface Dated {
  date: (value: string) => string;
}

/**
 * The leave-and-licence template in English, Hindi, Telugu and Tamil; amounts in words stay
 * English in all four, as on receipts. `defaultClauses` are the template's own free clauses
 * (DEFAULT_AGREEMENT_CLAUSES) in the document's language: a clause the owner left as the
 * template wrote it is printed in the reader's words, one they wrote is printed as written.
 */
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
  defaultClauses: [...DEFAULT_AGREEMENT_CLAUSES] as readonly string[],
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
  defaultClauses: [
    'लाइसेंसधारी परिसर का उपयोग केवल निवास के लिए करेगा और उसे आगे किराये (सबलेट) पर नहीं देगा।',
    'बिजली, पानी और गैस का भुगतान लाइसेंसधारी मीटर के अनुसार करेगा; सोसाइटी का रखरखाव शुल्क लाइसेंसदाता देगा।',
    'लाइसेंसधारी परिसर को साफ़ रखेगा और सामान्य टूट-फूट को छोड़कर उसे उसी हालत में लौटाएगा।',
  ],
};

const te: AgreementTexts = {
  title: 'లీవ్ అండ్ లైసెన్స్ ఒప్పందం',
  intro: (t, d, madeOn) =>
    `ఈ ఒప్పందం ${d.date(madeOn)}న ${t.ownerName} (లైసెన్సర్) మరియు ${t.tenantName} (లైసెన్సీ) మధ్య Nivaas ద్వారా చేసుకోబడింది.`,
  premisesHeading: '1. ఆవరణ',
  premises: (t) =>
    `లైసెన్సర్ లైసెన్సీకి ${t.propertyTitle}, ${t.address} (ఆవరణ)లో నివాసం కోసం ఉండేందుకు అనుమతి మరియు లైసెన్స్ ఇస్తున్నారు.`,
  termHeading: '2. కాలవ్యవధి',
  term: (t, d) => `${t.months} నెలలు, ${d.date(t.startDate)} నుండి ${d.date(t.endDate)} వరకు.`,
  feeHeading: '3. లైసెన్స్ రుసుము',
  fee: (t) =>
    `నెలకు ${rupees(t.monthlyRent)} (${rupeesInWords(t.monthlyRent)}), ప్రతి నెల ${t.dueDay}వ తేదీలోగా చెల్లించాలి.`,
  depositHeading: '4. సెక్యూరిటీ డిపాజిట్',
  deposit: (t) =>
    t.deposit > 0
      ? `${rupees(t.deposit)} (${rupeesInWords(t.deposit)}), ఆవరణను తిరిగి అప్పగించినప్పుడు బకాయిలు మినహాయించి, వడ్డీ లేకుండా తిరిగి ఇవ్వబడుతుంది.`
      : 'సెక్యూరిటీ డిపాజిట్ ఏదీ చెల్లించలేదు.',
  escalationHeading: '5. రుసుము పెంపు',
  escalation: (t) =>
    !t.escalation
      ? 'ఈ కాలవ్యవధిలో లైసెన్స్ రుసుము మారదు.'
      : t.escalation.type === 'percentage'
        ? `లైసెన్స్ రుసుము ప్రతి ${t.escalation.everyMonths} నెలలకు ${t.escalation.value}% పెరుగుతుంది.`
        : `లైసెన్స్ రుసుము ప్రతి ${t.escalation.everyMonths} నెలలకు ${rupees(t.escalation.value)} పెరుగుతుంది.`,
  lockInHeading: '6. లాక్-ఇన్ మరియు నోటీసు',
  lockIn: (t) =>
    `${
      t.lockInMonths > 0
        ? `మొదటి ${t.lockInMonths} నెలల్లో (లాక్-ఇన్) ఏ పక్షమూ ఈ ఒప్పందాన్ని ముగించకూడదు. ఆ తర్వాత`
        : 'లాక్-ఇన్ వ్యవధి లేదు.'
    } ఏ పక్షమైనా ${t.noticeMonths} నెలల లిఖితపూర్వక నోటీసుతో దీన్ని ముగించవచ్చు.`,
  rulesHeading: '7. ఇంటి నియమాలు',
  noRules: 'లిస్టింగ్‌లో ఇంటి నియమాలు ఏవీ పేర్కొనలేదు.',
  clausesHeading: '8. ఇతర షరతులు',
  licence:
    'ఇది లైసెన్స్ మాత్రమే, అద్దె హక్కు (టెనెన్సీ) కాదు: దీని ద్వారా లైసెన్సీకి ఆవరణపై ఎలాంటి హక్కూ రాదు, కాలవ్యవధి ముగిసినప్పుడు లైసెన్సీ ఆవరణను ఖాళీ చేయాలి.',
  stampHeading: 'ఇ-స్టాంప్ చేయలేదు',
  stamp:
    'Nivaasలో చేసిన ఈ ఒప్పందం ఇ-స్టాంప్ గానీ రిజిస్టర్ గానీ చేయబడలేదు. దీన్ని సాక్ష్యంగా ఆమోదయోగ్యం చేయడానికి, పక్షాలు తమ రాష్ట్ర స్టాంప్ చట్టం నిర్ణయించే స్టాంప్ డ్యూటీని (స్టాంప్ పేపర్‌పై లేదా రాష్ట్ర ఇ-స్టాంపింగ్ ద్వారా) చెల్లిస్తాయి, రాష్ట్రం కోరిన చోట (మహారాష్ట్రలో ప్రతి లీవ్ అండ్ లైసెన్స్ ఒప్పందానికి) ఆవరణ ఉన్న ప్రాంతపు సబ్-రిజిస్ట్రార్ కార్యాలయంలో దాన్ని రిజిస్టర్ చేయిస్తాయి.',
  signatures: 'రెండు పక్షాలూ Nivaas యాప్‌లో ఆమోదించాయి: ఆడిట్ పేజీ చూడండి.',
  auditTitle: 'ఆడిట్ పేజీ',
  auditIntro: (id, version) =>
    `ఒప్పందం ${id}, వెర్షన్ ${version}. కింద ఉన్న ప్రతి ఆమోదం, అది చూపే SHA-256 గల వెర్షన్‌కు చెందినది.`,
  hash: 'ఈ వెర్షన్ SHA-256',
  party: 'పక్షం',
  name: 'పేరు',
  acceptedAt: 'ఆమోదించిన సమయం',
  ip: 'IP చిరునామా',
  licensor: 'లైసెన్సర్ (యజమాని)',
  licensee: 'లైసెన్సీ (అద్దెదారు)',
  notAccepted: 'ఇంకా ఆమోదించలేదు',
  hashNote:
    'SHA-256 అనేది Nivaas నమోదు చేసిన ఒప్పంద షరతులది (దాని id, వెర్షన్ మరియు షరతులు, కానానికల్ JSONలో); ఏదైనా ప్రతి దానితో సరిపోలుతుందో లేదో Nivaas నిర్ధారించగలదు.',
  madeAt: (at) => `Nivaas రూపొందించిన సమయం: ${at}.`,
  defaultClauses: [
    'లైసెన్సీ ఆవరణను నివాసానికి మాత్రమే ఉపయోగించాలి, దాన్ని ఇతరులకు ఉప-అద్దెకు (సబ్‌లెట్) ఇవ్వకూడదు.',
    'విద్యుత్, నీరు మరియు గ్యాస్ మీటర్ ప్రకారం లైసెన్సీ చెల్లించాలి; సొసైటీ నిర్వహణ ఖర్చు లైసెన్సర్ చెల్లించాలి.',
    'లైసెన్సీ ఆవరణను శుభ్రంగా ఉంచి, సాధారణ అరుగుదల తప్ప, అదే స్థితిలో తిరిగి అప్పగించాలి.',
  ],
};

const ta: AgreementTexts = {
  title: 'லீவ் அண்ட் லைசென்ஸ் ஒப்பந்தம்',
  intro: (t, d, madeOn) =>
    `இந்த ஒப்பந்தம் ${d.date(madeOn)} அன்று ${t.ownerName} (உரிமம் வழங்குபவர்) மற்றும் ${t.tenantName} (உரிமம் பெறுபவர்) இடையே Nivaas மூலம் செய்யப்படுகிறது.`,
  premisesHeading: '1. வளாகம்',
  premises: (t) =>
    `உரிமம் வழங்குபவர், உரிமம் பெறுபவருக்கு ${t.propertyTitle}, ${t.address} (வளாகம்) இல் குடியிருப்பதற்காகத் தங்க அனுமதியும் உரிமமும் வழங்குகிறார்.`,
  termHeading: '2. காலம்',
  term: (t, d) => `${t.months} மாதங்கள், ${d.date(t.startDate)} முதல் ${d.date(t.endDate)} வரை.`,
  feeHeading: '3. உரிமக் கட்டணம்',
  fee: (t) =>
    `மாதம் ${rupees(t.monthlyRent)} (${rupeesInWords(t.monthlyRent)}), ஒவ்வொரு மாதமும் ${t.dueDay}ஆம் தேதிக்குள் செலுத்த வேண்டும்.`,
  depositHeading: '4. பாதுகாப்பு வைப்புத்தொகை',
  deposit: (t) =>
    t.deposit > 0
      ? `${rupees(t.deposit)} (${rupeesInWords(t.deposit)}), வளாகத்தைத் திருப்பி ஒப்படைக்கும்போது நிலுவைகளைக் கழித்து, வட்டியின்றித் திருப்பித் தரப்படும்.`
      : 'பாதுகாப்பு வைப்புத்தொகை எதுவும் செலுத்தப்படவில்லை.',
  escalationHeading: '5. கட்டண உயர்வு',
  escalation: (t) =>
    !t.escalation
      ? 'இந்தக் காலத்தில் உரிமக் கட்டணம் மாறாது.'
      : t.escalation.type === 'percentage'
        ? `உரிமக் கட்டணம் ஒவ்வொரு ${t.escalation.everyMonths} மாதங்களுக்கும் ${t.escalation.value}% உயரும்.`
        : `உரிமக் கட்டணம் ஒவ்வொரு ${t.escalation.everyMonths} மாதங்களுக்கும் ${rupees(t.escalation.value)} உயரும்.`,
  lockInHeading: '6. லாக்-இன் மற்றும் அறிவிப்பு',
  lockIn: (t) =>
    `${
      t.lockInMonths > 0
        ? `முதல் ${t.lockInMonths} மாதங்களில் (லாக்-இன்) எந்தத் தரப்பும் இந்த ஒப்பந்தத்தை முடிக்கக் கூடாது. அதன் பிறகு,`
        : 'லாக்-இன் காலம் இல்லை.'
    } எந்தத் தரப்பும் ${t.noticeMonths} மாத எழுத்துப்பூர்வ அறிவிப்புடன் இதை முடிக்கலாம்.`,
  rulesHeading: '7. வீட்டு விதிகள்',
  noRules: 'பட்டியலில் வீட்டு விதிகள் எதுவும் குறிப்பிடப்படவில்லை.',
  clausesHeading: '8. பிற நிபந்தனைகள்',
  licence:
    'இது ஒரு உரிமம், குத்தகை அல்ல: இது உரிமம் பெறுபவருக்கு வளாகத்தில் எந்த உரிமையையும் தராது; காலம் முடிந்ததும் உரிமம் பெறுபவர் வளாகத்தைக் காலி செய்ய வேண்டும்.',
  stampHeading: 'மின்-முத்திரையிடப்படவில்லை',
  stamp:
    'Nivaas இல் செய்யப்பட்ட இந்த ஒப்பந்தம் மின்-முத்திரையிடப்படவோ பதிவு செய்யப்படவோ இல்லை. இதைச் சான்றாக ஏற்கத்தக்கதாக்க, தரப்பினர் தங்கள் மாநில முத்திரைச் சட்டம் நிர்ணயிக்கும் முத்திரைக் கட்டணத்தை (முத்திரைத் தாளில் அல்லது மாநிலத்தின் மின்-முத்திரை முறை மூலம்) செலுத்தி, மாநிலம் கோரும் இடங்களில் (மகாராஷ்டிராவில் ஒவ்வொரு லீவ் அண்ட் லைசென்ஸ் ஒப்பந்தத்திற்கும்) வளாகம் அமைந்துள்ள பகுதியின் சார்-பதிவாளர் அலுவலகத்தில் அதைப் பதிவு செய்கின்றனர்.',
  signatures: 'இரு தரப்பினரும் Nivaas செயலியில் ஏற்றுக்கொண்டனர்: தணிக்கைப் பக்கத்தைப் பார்க்கவும்.',
  auditTitle: 'தணிக்கைப் பக்கம்',
  auditIntro: (id, version) =>
    `ஒப்பந்தம் ${id}, பதிப்பு ${version}. கீழே உள்ள ஒவ்வொரு ஏற்பும், அது காட்டும் SHA-256 கொண்ட பதிப்புக்கானது.`,
  hash: 'இந்தப் பதிப்பின் SHA-256',
  party: 'தரப்பு',
  name: 'பெயர்',
  acceptedAt: 'ஏற்றுக்கொண்ட நேரம்',
  ip: 'IP முகவரி',
  licensor: 'உரிமம் வழங்குபவர் (உரிமையாளர்)',
  licensee: 'உரிமம் பெறுபவர் (வாடகைதாரர்)',
  notAccepted: 'இன்னும் ஏற்கப்படவில்லை',
  hashNote:
    'SHA-256 என்பது Nivaas பதிவுசெய்த ஒப்பந்த நிபந்தனைகளுடையது (அதன் id, பதிப்பு மற்றும் நிபந்தனைகள், கேனானிக்கல் JSON இல்); ஒரு நகல் அதனுடன் பொருந்துகிறதா என்பதை Nivaas உறுதிப்படுத்த முடியும்.',
  madeAt: (at) => `Nivaas உருவாக்கிய நேரம்: ${at}.`,
  defaultClauses: [
    'உரிமம் பெறுபவர் வளாகத்தைக் குடியிருப்புக்கு மட்டுமே பயன்படுத்த வேண்டும்; அதை உள்-வாடகைக்கு விடக் கூடாது.',
    'மின்சாரம், தண்ணீர், எரிவாயுக் கட்டணங்களை மீட்டர் அளவின்படி உரிமம் பெறுபவர் செலுத்துவார்; சொசைட்டி பராமரிப்புக் கட்டணத்தை உரிமம் வழங்குபவர் செலுத்துவார்.',
    'உரிமம் பெறுபவர் வளாகத்தைச் சுத்தமாக வைத்து, இயல்பான தேய்மானம் தவிர, அதே நிலையில் திருப்பி ஒப்படைக்க வேண்டும்.',
  ],
};

const TEXTS: Record<DocumentLanguage, AgreementTexts> = { en, hi, te, ta };

/** An agreement's fixed wording in one of the document languages. */
export const agreementTexts = (language: DocumentLanguage): AgreementTexts => TEXTS[language];

/** A free clause as printed: the template's own clauses in the document's words, others as written. */
export function clauseText(texts: AgreementTexts, clause: string): string {
  const index = (DEFAULT_AGREEMENT_CLAUSES as readonly string[]).indexOf(clause);
  return index >= 0 ? (texts.defaultClauses[index] ?? clause) : clause;
}
