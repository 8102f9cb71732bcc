import type { Texts } from './en';

/** The server's words in Telugu (see en.ts). */
export const te: Texts = {
  mail: {
    greeting: 'నమస్తే {{name}},',
    greetingNoName: 'నమస్తే,',
    fallbackLink: 'బటన్ పని చేయకపోతే, ఈ లింక్‌ను తెరవండి: {{link}}',
    subject: '{{title}} - Nivaas',
    open: 'Nivaas తెరవండి',
    verify: {
      subject: 'Nivaas కోసం మీ ఇమెయిల్‌ను ధృవీకరించండి',
      title: 'మీ ఇమెయిల్‌ను ధృవీకరించండి',
      body: 'మీ Nivaas ఖాతా సెటప్ పూర్తి చేయడానికి మీ ఇమెయిల్ చిరునామాను నిర్ధారించండి.',
      cta: 'ఇమెయిల్ ధృవీకరించండి',
    },
    reset: {
      subject: 'మీ Nivaas పాస్‌వర్డ్‌ను రీసెట్ చేయండి',
      title: 'మీ పాస్‌వర్డ్‌ను రీసెట్ చేయండి',
      body: 'మీ Nivaas పాస్‌వర్డ్‌ను రీసెట్ చేయమని మాకు అభ్యర్థన వచ్చింది. ఈ లింక్ ఒక గంట పాటు చెల్లుతుంది. మీరు అడగకపోతే, ఈ మెయిల్‌ను పట్టించుకోకండి.',
      cta: 'కొత్త పాస్‌వర్డ్ ఎంచుకోండి',
    },
    changeEmail: {
      subject: 'Nivaas కోసం మీ కొత్త ఇమెయిల్‌ను నిర్ధారించండి',
      title: 'ఇమెయిల్ మార్పును నిర్ధారించండి',
      body: 'మీ Nivaas ఖాతా ఇమెయిల్ చిరునామాను మార్చాలనుకుంటున్నారని నిర్ధారించండి.',
      cta: 'నిర్ధారించండి',
    },
    digest: {
      title: 'మీ సేవ్ చేసిన శోధనలకు కొత్త లిస్టింగ్‌లు',
      intro_one: 'ఒక కొత్త లిస్టింగ్ మీ సేవ్ చేసిన శోధనలకు సరిపోతుంది.',
      intro_other: '{{count}} కొత్త లిస్టింగ్‌లు మీ సేవ్ చేసిన శోధనలకు సరిపోతాయి.',
      subject_one: 'ఒక కొత్త లిస్టింగ్ మీ సేవ్ చేసిన శోధనలకు సరిపోతుంది - Nivaas',
      subject_other: '{{count}} కొత్త లిస్టింగ్‌లు మీ సేవ్ చేసిన శోధనలకు సరిపోతాయి - Nivaas',
      all: 'మీ సేవ్ చేసిన శోధనలు',
      stop: '“{{name}}” హెచ్చరికలను ఆపండి',
    },
  },
  /** A confirmed site visit's calendar file (.ics). */
  calendar: {
    visitSummary: 'సైట్ సందర్శన: {{property}}',
    visitDescription: '{{visitor}} {{property}} ని సందర్శిస్తారు (యజమాని: {{owner}}).',
  },
  sms: {
    code: '{{code}} మీ Nivaas కోడ్. ఇది {{minutes}} నిమిషాల్లో ముగుస్తుంది. దీన్ని ఎవరితోనూ పంచుకోకండి.',
  },
  notifications: {
    someone: 'ఎవరో ఒకరు',
    someProperty: 'మీరు ఫాలో అయ్యే ఒక ఆస్తి',
    /** A listing's status, as the web app's property texts name it. */
    status: {
      available: 'అందుబాటులో ఉంది',
      vacant: 'ఖాళీగా ఉంది',
      rented: 'అద్దెకు ఇచ్చేశారు',
      sold: 'అమ్ముడైంది',
      inactive: 'నిష్క్రియం',
    },
    types: {
      property_available: {
        title: 'ఆస్తి అందుబాటులో ఉంది',
        body: '{{property}} ఇప్పుడు అందుబాటులో ఉంది.',
      },
      relisted: {
        title: 'మళ్లీ లిస్ట్ చేశారు',
        body: '{{property}} మళ్లీ నివాస్‌లోకి వచ్చింది.',
      },
      priceChange: {
        title: 'ధర మారింది',
        titleDown: 'ధర తగ్గింది',
        titleUp: 'ధర పెరిగింది',
        body: '{{property}}: ధర {{oldPrice}} నుండి {{newPrice}}కి మారింది.',
        bodyNoPrices: '{{property}}: ధర మారింది.',
      },
      statusChange: {
        title: 'స్థితి మారింది',
        body: '{{property}} ఇప్పుడు {{newStatus}} (ఇంతకు ముందు {{oldStatus}}).',
        bodyNoOld: '{{property}} ఇప్పుడు {{newStatus}}.',
        bodyNoStatus: '{{property}}: స్థితి మారింది.',
      },
      message: {
        title: '{{sender}} నుండి కొత్త సందేశం',
        body: '{{preview}}',
        bodyEmpty: 'చదవడానికి సంభాషణ తెరవండి.',
      },
      applicationSubmitted: {
        title: 'కొత్త దరఖాస్తు',
        body: '{{applicant}} {{property}}కి దరఖాస్తు చేశారు.',
      },
      applicationApproved: {
        title: 'దరఖాస్తు ఆమోదించబడింది',
        body: '{{property}}కి మీ దరఖాస్తు ఆమోదించబడింది.',
      },
      applicationRejected: {
        title: 'దరఖాస్తు తిరస్కరించబడింది',
        body: '{{property}}కి మీ దరఖాస్తు తిరస్కరించబడింది.',
        bodyReason: '{{property}}కి మీ దరఖాస్తు తిరస్కరించబడింది. కారణం: {{reason}}',
      },
      bookingRequested: {
        title: 'కొత్త బుకింగ్ అభ్యర్థన',
        body: '{{property}}లో {{start}} నుండి {{end}} వరకు బస మీ నిర్ధారణ కోసం ఎదురుచూస్తోంది.',
        bodyNoDates: '{{property}}లో ఒక బస మీ నిర్ధారణ కోసం ఎదురుచూస్తోంది.',
      },
      bookingConfirmed: {
        title: 'బుకింగ్ నిర్ధారించబడింది',
        body: '{{property}}లో {{start}} నుండి {{end}} వరకు మీ బస నిర్ధారించబడింది.',
        bodyNoDates: '{{property}}లో మీ బస నిర్ధారించబడింది.',
      },
      bookingCancelled: {
        title: 'బుకింగ్ రద్దయింది',
        title_tenant: 'అద్దెదారు బుకింగ్ రద్దు చేశారు',
        title_owner: 'యజమాని బుకింగ్ రద్దు చేశారు',
        body: '{{property}}లో {{start}} నుండి {{end}} వరకు బస రద్దయింది.',
        bodyNoDates: '{{property}}లో బస రద్దయింది.',
      },
      rentEscalationDue: {
        title: 'అద్దె పెరగబోతోంది',
        body: '{{property}} అద్దె {{date}}న {{from}} నుండి {{to}}కి పెరుగుతుంది.',
        bodyShort: '{{property}} అద్దె త్వరలో పెరుగుతుంది.',
      },
      rentEscalationApplied: {
        title: 'అద్దె పెరిగింది',
        body: '{{property}} అద్దె {{date}}న {{from}} నుండి {{to}}కి పెరిగింది.',
        bodyShort: '{{property}} అద్దె పెరిగింది.',
      },
      rentDueReminder: {
        title: 'అద్దె త్వరలో చెల్లించాలి',
        titleToday: 'అద్దె ఈరోజు చెల్లించాలి',
        body: '{{property}} కోసం మీ {{amount}} అద్దె {{date}}న చెల్లించాలి.',
        bodyToday: '{{property}} కోసం మీ {{amount}} అద్దె ఈరోజు ({{date}}) చెల్లించాలి.',
        bodyShort: '{{property}} కోసం మీ అద్దె త్వరలో చెల్లించాలి.',
      },
      roommateRequestReceived: {
        title: 'కొత్త రూమ్‌మేట్ అభ్యర్థన',
        body: '{{name}} మీ రూమ్‌మేట్ కావాలనుకుంటున్నారు.',
      },
      roommateRequestAccepted: {
        title: 'రూమ్‌మేట్ అభ్యర్థన అంగీకరించబడింది',
        body: '{{name}} మీ రూమ్‌మేట్ అభ్యర్థనను అంగీకరించారు. ఇప్పుడు మీరు చాట్ చేయవచ్చు.',
      },
      roommateRequestDeclined: {
        title: 'రూమ్‌మేట్ అభ్యర్థన తిరస్కరించబడింది',
        body: '{{name}} మీ రూమ్‌మేట్ అభ్యర్థనను తిరస్కరించారు.',
      },
      reportHandled: {
        title: 'మీ రిపోర్ట్‌పై చర్య తీసుకున్నాం',
        what: {
          listing: 'లిస్టింగ్',
          service: 'సేవ',
          'roommate-profile': 'రూమ్‌మేట్ ప్రొఫైల్',
          user: 'సభ్యులు',
          comment: 'వ్యాఖ్య',
          message: 'సందేశం',
          item: 'అంశం',
        },
        named: '{{what}} “{{title}}”',
        bodyResolved: 'ధన్యవాదాలు. {{what}}పై మీ రిపోర్ట్‌ను అడ్మిన్ పరిశీలించి చర్య తీసుకున్నారు.',
        bodyDismissed: 'ధన్యవాదాలు. {{what}}పై మీ రిపోర్ట్‌ను అడ్మిన్ పరిశీలించారు, మా నియమాలకు విరుద్ధంగా ఏమీ కనబడలేదు.',
      },
      contentModerated: {
        listing: 'మీ లిస్టింగ్',
        roommate: 'మీ రూమ్‌మేట్ ప్రొఫైల్',
        title_listing_hidden: 'అడ్మిన్ మీ లిస్టింగ్‌ను దాచారు',
        title_listing_unhidden: 'అడ్మిన్ మీ లిస్టింగ్‌ను మళ్లీ చూపిస్తున్నారు',
        title_listing_deleted: 'అడ్మిన్ మీ లిస్టింగ్‌ను తీసివేశారు',
        title_roommate_hidden: 'అడ్మిన్ మీ రూమ్‌మేట్ ప్రొఫైల్‌ను దాచారు',
        title_roommate_unhidden: 'అడ్మిన్ మీ రూమ్‌మేట్ ప్రొఫైల్‌ను మళ్లీ చూపిస్తున్నారు',
        title_roommate_deleted: 'అడ్మిన్ మీ రూమ్‌మేట్ ప్రొఫైల్‌ను తీసివేశారు',
        bodyReason: '“{{title}}”. కారణం: {{reason}}',
        body: '“{{title}}”.',
      },
      serviceBookingRequested: {
        title: 'కొత్త సేవా బుకింగ్ అభ్యర్థన',
        body: '{{name}} {{date}}న {{time}}కి "{{service}}" కోరారు.',
      },
      serviceBookingConfirmed: {
        title: 'సేవా బుకింగ్ నిర్ధారించబడింది',
        body: '{{name}} {{date}}న {{time}}కి "{{service}}" నిర్ధారించారు.',
      },
      serviceBookingDeclined: {
        title: 'సేవా బుకింగ్ తిరస్కరించబడింది',
        body: '{{name}} {{date}}న {{time}}కి "{{service}}" తిరస్కరించారు.',
      },
      serviceBookingCancelled: {
        title: 'సేవా బుకింగ్ రద్దయింది',
        body: '{{name}} {{date}}న {{time}}కి "{{service}}" రద్దు చేశారు.',
      },
      serviceBookingCompleted: {
        title: 'సేవ పూర్తయింది',
        body: '{{name}} {{date}} నాటి "{{service}}" పూర్తయినట్టు గుర్తించారు. మీరు రివ్యూ ఇవ్వవచ్చు.',
      },
      savedSearchMatch: {
        title: 'మీ సేవ్ చేసిన శోధనకు కొత్త ఇల్లు',
        body: '{{property}} మీ సేవ్ చేసిన శోధన “{{search}}”కు సరిపోతుంది.',
        someSearch: 'ఒక సేవ్ చేసిన శోధన',
      },
      savedSearchDigest: {
        title: 'మీ సేవ్ చేసిన శోధనకు కొత్త ఇళ్లు',
        body: '{{homes}} కొత్త ఇళ్లు మీ సేవ్ చేసిన శోధన “{{search}}”కు సరిపోతున్నాయి.',
        bodyOne: '1 కొత్త ఇల్లు మీ సేవ్ చేసిన శోధన “{{search}}”కు సరిపోతుంది.',
        bodyMany: '{{homes}} కొత్త ఇళ్లు మీ {{searches}} సేవ్ చేసిన శోధనలకు సరిపోతున్నాయి.',
      },
      siteVisitRequested: {
        title: 'సందర్శన అభ్యర్థన',
        body: '{{name}} {{date}} న {{time}} కు {{property}} చూడాలనుకుంటున్నారు.',
      },
      siteVisitConfirmed: {
        title: 'సందర్శన నిర్ధారించబడింది',
        body: '{{date}} న {{time}} కు {{property}} సందర్శన నిర్ధారించబడింది.',
      },
      siteVisitDeclined: {
        title: 'సందర్శన తిరస్కరించబడింది',
        body: '{{name}} {{property}} సందర్శనను తిరస్కరించారు.',
      },
      siteVisitProposed: {
        title: 'మరో సమయం సూచించబడింది',
        body: '{{name}} {{property}} సందర్శనకు {{date}} న {{time}} సమయాన్ని సూచించారు.',
      },
      siteVisitReminder: {
        title_evening: 'రేపు సైట్ సందర్శన',
        title_soon: 'ఈ రోజు సైట్ సందర్శన',
        body_seeker: '{{property}} కి మీ సందర్శన {{date}} న {{time}} కి ఉంది.',
        body_owner: '{{name}} {{date}} న {{time}} కి {{property}} ని సందర్శిస్తారు.',
      },
      verificationApproved: {
        title_listing: 'మీరు ధృవీకరించిన యజమాని',
        title_provider: 'మీరు ధృవీకరించిన సేవా ప్రదాత',
        body_listing: '“{{title}}” కోసం మీ పత్రాన్ని ఒక అడ్మిన్ ఆమోదించారు.',
        body_provider: 'మీ పత్రాన్ని ఒక అడ్మిన్ ఆమోదించారు. మీ పేజీలో ఇప్పుడు “ధృవీకరించిన సేవా ప్రదాత” కనిపిస్తుంది.',
      },
      verificationRejected: {
        title: 'మీ ధృవీకరణ పత్రం తిరస్కరించబడింది',
        body_listing: '“{{title}}”. కారణం: {{reason}}',
        body_provider: 'కారణం: {{reason}}',
      },
    },
  },
};
