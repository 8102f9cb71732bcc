import type { Texts } from './en';

/** The server's words in Hindi (see en.ts). */
export const hi: Texts = {
  mail: {
    greeting: 'नमस्ते {{name}},',
    greetingNoName: 'नमस्ते,',
    fallbackLink: 'अगर बटन काम न करे, तो यह लिंक खोलें: {{link}}',
    subject: '{{title}} - Nivaas',
    open: 'Nivaas खोलें',
    verify: {
      subject: 'Nivaas के लिए अपना ईमेल सत्यापित करें',
      title: 'अपना ईमेल सत्यापित करें',
      body: 'अपना Nivaas खाता पूरा करने के लिए अपने ईमेल पते की पुष्टि करें।',
      cta: 'ईमेल सत्यापित करें',
    },
    reset: {
      subject: 'अपना Nivaas पासवर्ड रीसेट करें',
      title: 'अपना पासवर्ड रीसेट करें',
      body: 'हमें आपका Nivaas पासवर्ड रीसेट करने का अनुरोध मिला है। यह लिंक एक घंटे तक मान्य है। अगर आपने यह अनुरोध नहीं किया, तो इस मेल को अनदेखा करें।',
      cta: 'नया पासवर्ड चुनें',
    },
    changeEmail: {
      subject: 'Nivaas के लिए अपने नए ईमेल की पुष्टि करें',
      title: 'ईमेल बदलने की पुष्टि करें',
      body: 'पुष्टि करें कि आप अपने Nivaas खाते का ईमेल पता बदलना चाहते हैं।',
      cta: 'पुष्टि करें',
    },
    digest: {
      title: 'आपकी सहेजी गई खोजों के लिए नई लिस्टिंग',
      intro_one: 'एक नई लिस्टिंग आपकी सहेजी गई खोजों से मेल खाती है।',
      intro_other: '{{count}} नई लिस्टिंग आपकी सहेजी गई खोजों से मेल खाती हैं।',
      subject_one: 'एक नई लिस्टिंग आपकी सहेजी गई खोजों से मेल खाती है - Nivaas',
      subject_other: '{{count}} नई लिस्टिंग आपकी सहेजी गई खोजों से मेल खाती हैं - Nivaas',
      all: 'आपकी सहेजी गई खोजें',
      stop: '“{{name}}” के अलर्ट बंद करें',
    },
  },
  /** A confirmed site visit's calendar file (.ics). */
  calendar: {
    visitSummary: 'साइट विज़िट: {{property}}',
    visitDescription: '{{visitor}} {{property}} देखने आएँगे (मालिक: {{owner}})।',
  },
  sms: {
    code: '{{code}} आपका Nivaas कोड है। यह {{minutes}} मिनट में समाप्त हो जाएगा। इसे किसी के साथ साझा न करें।',
  },
  notifications: {
    someone: 'कोई',
    someProperty: 'आपकी पसंद की एक प्रॉपर्टी',
    /** A listing's status, as the web app's property texts name it. */
    status: {
      available: 'उपलब्ध',
      vacant: 'खाली',
      rented: 'किराये पर दिया',
      sold: 'बिक गया',
      inactive: 'निष्क्रिय',
    },
    types: {
      property_available: {
        title: 'प्रॉपर्टी उपलब्ध',
        body: '{{property}} अब उपलब्ध है।',
      },
      relisted: {
        title: 'फिर से लिस्ट हुई',
        body: '{{property}} फिर से निवास पर है।',
      },
      priceChange: {
        title: 'कीमत बदली',
        titleDown: 'कीमत घटी',
        titleUp: 'कीमत बढ़ी',
        body: '{{property}}: कीमत {{oldPrice}} से बदलकर {{newPrice}} हो गई।',
        bodyNoPrices: '{{property}}: कीमत बदल गई है।',
      },
      statusChange: {
        title: 'स्थिति बदली',
        body: '{{property}} अब {{newStatus}} है (पहले: {{oldStatus}})।',
        bodyNoOld: '{{property}} अब {{newStatus}} है।',
        bodyNoStatus: '{{property}}: स्थिति बदल गई है।',
      },
      message: {
        title: '{{sender}} का नया संदेश',
        body: '{{preview}}',
        bodyEmpty: 'पढ़ने के लिए बातचीत खोलें।',
      },
      applicationSubmitted: {
        title: 'नया आवेदन',
        body: '{{applicant}} ने {{property}} के लिए आवेदन किया।',
      },
      applicationApproved: {
        title: 'आवेदन स्वीकृत',
        body: '{{property}} के लिए आपका आवेदन स्वीकार कर लिया गया।',
      },
      applicationRejected: {
        title: 'आवेदन अस्वीकृत',
        body: '{{property}} के लिए आपका आवेदन अस्वीकार कर दिया गया।',
        bodyReason: '{{property}} के लिए आपका आवेदन अस्वीकार कर दिया गया। कारण: {{reason}}',
      },
      bookingRequested: {
        title: 'नया बुकिंग अनुरोध',
        body: '{{property}} में {{start}} से {{end}} तक का ठहराव आपकी पुष्टि का इंतज़ार कर रहा है।',
        bodyNoDates: '{{property}} में एक ठहराव आपकी पुष्टि का इंतज़ार कर रहा है।',
      },
      bookingConfirmed: {
        title: 'बुकिंग पक्की',
        body: '{{property}} में {{start}} से {{end}} तक का आपका ठहराव पक्का हो गया।',
        bodyNoDates: '{{property}} में आपका ठहराव पक्का हो गया।',
      },
      bookingCancelled: {
        title: 'बुकिंग रद्द',
        title_tenant: 'किरायेदार ने बुकिंग रद्द की',
        title_owner: 'मालिक ने बुकिंग रद्द की',
        body: '{{property}} में {{start}} से {{end}} तक का ठहराव रद्द हो गया।',
        bodyNoDates: '{{property}} में ठहराव रद्द हो गया।',
      },
      rentEscalationDue: {
        title: 'किराया बढ़ने वाला है',
        body: '{{date}} को {{property}} का किराया {{from}} से बढ़कर {{to}} होगा।',
        bodyShort: '{{property}} का किराया जल्द बढ़ेगा।',
      },
      rentEscalationApplied: {
        title: 'किराया बढ़ गया',
        body: '{{date}} को {{property}} का किराया {{from}} से बढ़कर {{to}} हो गया।',
        bodyShort: '{{property}} का किराया बढ़ गया है।',
      },
      rentDueReminder: {
        title: 'किराया जल्द देय है',
        titleToday: 'किराया आज देय है',
        body: '{{property}} का आपका {{amount}} किराया {{date}} को देय है।',
        bodyToday: '{{property}} का आपका {{amount}} किराया आज ({{date}}) देय है।',
        bodyShort: '{{property}} का आपका किराया जल्द देय है।',
      },
      roommateRequestReceived: {
        title: 'नया रूममेट अनुरोध',
        body: '{{name}} आपके रूममेट बनना चाहते हैं।',
      },
      roommateRequestAccepted: {
        title: 'रूममेट अनुरोध स्वीकार हुआ',
        body: '{{name}} ने आपका रूममेट अनुरोध स्वीकार कर लिया। अब आप चैट कर सकते हैं।',
      },
      roommateRequestDeclined: {
        title: 'रूममेट अनुरोध अस्वीकार हुआ',
        body: '{{name}} ने आपका रूममेट अनुरोध अस्वीकार कर दिया।',
      },
      reportHandled: {
        title: 'आपकी रिपोर्ट पर कार्रवाई हुई',
        what: {
          listing: 'लिस्टिंग',
          service: 'सेवा',
          'roommate-profile': 'रूममेट प्रोफ़ाइल',
          user: 'सदस्य',
          comment: 'टिप्पणी',
          message: 'संदेश',
          item: 'चीज़',
        },
        named: '{{what}} “{{title}}”',
        bodyResolved: 'धन्यवाद। एक एडमिन ने {{what}} की आपकी रिपोर्ट देखी और कार्रवाई की।',
        bodyDismissed:
          'धन्यवाद। एक एडमिन ने {{what}} की आपकी रिपोर्ट देखी और इसमें हमारे नियमों के खिलाफ़ कुछ नहीं पाया।',
      },
      contentModerated: {
        listing: 'आपकी लिस्टिंग',
        roommate: 'आपकी रूममेट प्रोफ़ाइल',
        title_listing_hidden: 'एक एडमिन ने आपकी लिस्टिंग छिपा दी',
        title_listing_unhidden: 'एक एडमिन ने आपकी लिस्टिंग फिर दिखा दी',
        title_listing_deleted: 'एक एडमिन ने आपकी लिस्टिंग हटा दी',
        title_roommate_hidden: 'एक एडमिन ने आपकी रूममेट प्रोफ़ाइल छिपा दी',
        title_roommate_unhidden: 'एक एडमिन ने आपकी रूममेट प्रोफ़ाइल फिर दिखा दी',
        title_roommate_deleted: 'एक एडमिन ने आपकी रूममेट प्रोफ़ाइल हटा दी',
        bodyReason: '“{{title}}”। कारण: {{reason}}',
        body: '“{{title}}”।',
      },
      serviceBookingRequested: {
        title: 'नई सेवा बुकिंग का अनुरोध',
        body: '{{name}} ने {{date}} को {{time}} बजे "{{service}}" का अनुरोध किया।',
      },
      serviceBookingConfirmed: {
        title: 'सेवा बुकिंग की पुष्टि हुई',
        body: '{{name}} ने {{date}} को {{time}} बजे "{{service}}" की पुष्टि की।',
      },
      serviceBookingDeclined: {
        title: 'सेवा बुकिंग अस्वीकार हुई',
        body: '{{name}} ने {{date}} को {{time}} बजे "{{service}}" अस्वीकार किया।',
      },
      serviceBookingCancelled: {
        title: 'सेवा बुकिंग रद्द हुई',
        body: '{{name}} ने {{date}} को {{time}} बजे "{{service}}" रद्द किया।',
      },
      serviceBookingCompleted: {
        title: 'सेवा पूरी हुई',
        body: '{{name}} ने {{date}} की "{{service}}" को पूरा बताया। आप समीक्षा लिख सकते हैं।',
      },
      savedSearchMatch: {
        title: 'आपकी सहेजी गई खोज के लिए नया घर',
        body: '{{property}} आपकी सहेजी गई खोज “{{search}}” से मेल खाता है।',
        someSearch: 'एक सहेजी गई खोज',
      },
      savedSearchDigest: {
        title: 'आपकी सहेजी गई खोज के लिए नए घर',
        body: '{{homes}} नए घर आपकी सहेजी गई खोज “{{search}}” से मेल खाते हैं।',
        bodyOne: '1 नया घर आपकी सहेजी गई खोज “{{search}}” से मेल खाता है।',
        bodyMany: '{{homes}} नए घर आपकी {{searches}} सहेजी गई खोजों से मेल खाते हैं।',
      },
      siteVisitRequested: {
        title: 'विज़िट का अनुरोध',
        body: '{{name}} {{date}} को {{time}} बजे {{property}} देखने आना चाहते हैं।',
      },
      siteVisitConfirmed: {
        title: 'विज़िट की पुष्टि हुई',
        body: '{{date}} को {{time}} बजे {{property}} की विज़िट की पुष्टि हो गई है।',
      },
      siteVisitDeclined: {
        title: 'विज़िट के लिए मना किया गया',
        body: '{{name}} ने {{property}} की विज़िट के लिए मना कर दिया।',
      },
      siteVisitProposed: {
        title: 'दूसरा समय सुझाया गया',
        body: '{{name}} ने {{property}} की विज़िट के लिए {{date}} को {{time}} बजे का समय सुझाया है।',
      },
      siteVisitReminder: {
        title_evening: 'कल साइट विज़िट',
        title_soon: 'आज साइट विज़िट',
        body_seeker: '{{property}} पर आपकी विज़िट {{date}} को {{time}} बजे है।',
        body_owner: '{{name}} {{date}} को {{time}} बजे {{property}} देखने आएँगे।',
      },
      verificationApproved: {
        title_listing: 'आप सत्यापित मालिक हैं',
        title_provider: 'आप सत्यापित सेवा प्रदाता हैं',
        body_listing: 'एक एडमिन ने “{{title}}” के लिए आपका दस्तावेज़ स्वीकार कर लिया।',
        body_provider:
          'एक एडमिन ने आपका दस्तावेज़ स्वीकार कर लिया। अब आपके पेज पर “सत्यापित सेवा प्रदाता” दिखता है।',
      },
      verificationRejected: {
        title: 'आपका सत्यापन दस्तावेज़ अस्वीकार कर दिया गया',
        body_listing: '“{{title}}”। कारण: {{reason}}',
        body_provider: 'कारण: {{reason}}',
      },
    },
  },
};
