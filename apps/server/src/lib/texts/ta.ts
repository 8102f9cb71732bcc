import type { Texts } from './en';

/** The server's words in Tamil (see en.ts). */
export const ta: Texts = {
  mail: {
    greeting: 'வணக்கம் {{name}},',
    greetingNoName: 'வணக்கம்,',
    fallbackLink: 'பொத்தான் வேலை செய்யவில்லை என்றால், இந்த இணைப்பைத் திறக்கவும்: {{link}}',
    subject: '{{title}} - Nivaas',
    open: 'Nivaas ஐத் திறக்கவும்',
    verify: {
      subject: 'Nivaas க்கான உங்கள் மின்னஞ்சலைச் சரிபார்க்கவும்',
      title: 'உங்கள் மின்னஞ்சலைச் சரிபார்க்கவும்',
      body: 'உங்கள் Nivaas கணக்கை அமைத்து முடிக்க உங்கள் மின்னஞ்சல் முகவரியை உறுதிப்படுத்தவும்.',
      cta: 'மின்னஞ்சலைச் சரிபார்க்கவும்',
    },
    reset: {
      subject: 'உங்கள் Nivaas கடவுச்சொல்லை மீட்டமைக்கவும்',
      title: 'உங்கள் கடவுச்சொல்லை மீட்டமைக்கவும்',
      body: 'உங்கள் Nivaas கடவுச்சொல்லை மீட்டமைக்க ஒரு கோரிக்கை வந்தது. இந்த இணைப்பு ஒரு மணி நேரம் செல்லுபடியாகும். நீங்கள் கேட்கவில்லை என்றால், இந்த அஞ்சலைப் புறக்கணிக்கவும்.',
      cta: 'புதிய கடவுச்சொல்லைத் தேர்ந்தெடுக்கவும்',
    },
    changeEmail: {
      subject: 'Nivaas க்கான உங்கள் புதிய மின்னஞ்சலை உறுதிப்படுத்தவும்',
      title: 'மின்னஞ்சல் மாற்றத்தை உறுதிப்படுத்தவும்',
      body: 'உங்கள் Nivaas கணக்கின் மின்னஞ்சல் முகவரியை மாற்ற விரும்புகிறீர்கள் என்பதை உறுதிப்படுத்தவும்.',
      cta: 'உறுதிப்படுத்தவும்',
    },
    digest: {
      title: 'உங்கள் சேமித்த தேடல்களுக்கான புதிய பட்டியல்கள்',
      intro_one: 'ஒரு புதிய பட்டியல் உங்கள் சேமித்த தேடல்களுடன் பொருந்துகிறது.',
      intro_other: '{{count}} புதிய பட்டியல்கள் உங்கள் சேமித்த தேடல்களுடன் பொருந்துகின்றன.',
      subject_one: 'ஒரு புதிய பட்டியல் உங்கள் சேமித்த தேடல்களுடன் பொருந்துகிறது - Nivaas',
      subject_other: '{{count}} புதிய பட்டியல்கள் உங்கள் சேமித்த தேடல்களுடன் பொருந்துகின்றன - Nivaas',
      all: 'உங்கள் சேமித்த தேடல்கள்',
      stop: '“{{name}}” க்கான எச்சரிக்கைகளை நிறுத்தவும்',
    },
  },
  /** A confirmed site visit's calendar file (.ics). */
  calendar: {
    visitSummary: 'இட வருகை: {{property}}',
    visitDescription: '{{visitor}} {{property}} ஐப் பார்வையிடுவார் (உரிமையாளர்: {{owner}}).',
  },
  sms: {
    code: '{{code}} உங்கள் Nivaas குறியீடு. இது {{minutes}} நிமிடங்களில் காலாவதியாகும். இதை யாருடனும் பகிர வேண்டாம்.',
  },
  notifications: {
    someone: 'ஒருவர்',
    someProperty: 'நீங்கள் பின்தொடரும் ஒரு சொத்து',
    /** A listing's status, as the web app's property texts name it. */
    status: {
      available: 'கிடைக்கிறது',
      vacant: 'காலியாக உள்ளது',
      rented: 'வாடகைக்கு விடப்பட்டது',
      sold: 'விற்கப்பட்டது',
      inactive: 'செயலில் இல்லை',
    },
    types: {
      property_available: {
        title: 'சொத்து கிடைக்கிறது',
        body: '{{property}} இப்போது கிடைக்கிறது.',
      },
      relisted: {
        title: 'மீண்டும் பட்டியலிடப்பட்டது',
        body: '{{property}} மீண்டும் Nivaas-இல் உள்ளது.',
      },
      priceChange: {
        title: 'விலை மாறியது',
        titleDown: 'விலை குறைந்தது',
        titleUp: 'விலை உயர்ந்தது',
        body: '{{property}}: விலை {{oldPrice}}-இலிருந்து {{newPrice}} ஆக மாறியது.',
        bodyNoPrices: '{{property}}: விலை மாறியுள்ளது.',
      },
      statusChange: {
        title: 'நிலை மாறியது',
        body: '{{property}} இப்போது {{newStatus}} (முன்பு {{oldStatus}}).',
        bodyNoOld: '{{property}} இப்போது {{newStatus}}.',
        bodyNoStatus: '{{property}}: நிலை மாறியுள்ளது.',
      },
      message: {
        title: '{{sender}}-இடமிருந்து புதிய செய்தி',
        body: '{{preview}}',
        bodyEmpty: 'படிக்க உரையாடலைத் திறக்கவும்.',
      },
      applicationSubmitted: {
        title: 'புதிய விண்ணப்பம்',
        body: '{{applicant}} {{property}}-க்கு விண்ணப்பித்தார்.',
      },
      applicationApproved: {
        title: 'விண்ணப்பம் அங்கீகரிக்கப்பட்டது',
        body: '{{property}}-க்கான உங்கள் விண்ணப்பம் அங்கீகரிக்கப்பட்டது.',
      },
      applicationRejected: {
        title: 'விண்ணப்பம் நிராகரிக்கப்பட்டது',
        body: '{{property}}-க்கான உங்கள் விண்ணப்பம் நிராகரிக்கப்பட்டது.',
        bodyReason: '{{property}}-க்கான உங்கள் விண்ணப்பம் நிராகரிக்கப்பட்டது. காரணம்: {{reason}}',
      },
      bookingRequested: {
        title: 'புதிய முன்பதிவுக் கோரிக்கை',
        body: '{{property}}-இல் {{start}} முதல் {{end}} வரையிலான தங்குதல் உங்கள் உறுதிப்படுத்தலுக்காகக் காத்திருக்கிறது.',
        bodyNoDates: '{{property}}-இல் ஒரு தங்குதல் உங்கள் உறுதிப்படுத்தலுக்காகக் காத்திருக்கிறது.',
      },
      bookingConfirmed: {
        title: 'முன்பதிவு உறுதிசெய்யப்பட்டது',
        body: '{{property}}-இல் {{start}} முதல் {{end}} வரையிலான உங்கள் தங்குதல் உறுதிசெய்யப்பட்டது.',
        bodyNoDates: '{{property}}-இல் உங்கள் தங்குதல் உறுதிசெய்யப்பட்டது.',
      },
      bookingCancelled: {
        title: 'முன்பதிவு ரத்துசெய்யப்பட்டது',
        title_tenant: 'குத்தகைதாரர் முன்பதிவை ரத்துசெய்தார்',
        title_owner: 'உரிமையாளர் முன்பதிவை ரத்துசெய்தார்',
        body: '{{property}}-இல் {{start}} முதல் {{end}} வரையிலான தங்குதல் ரத்துசெய்யப்பட்டது.',
        bodyNoDates: '{{property}}-இல் தங்குதல் ரத்துசெய்யப்பட்டது.',
      },
      rentEscalationDue: {
        title: 'வாடகை உயர்வு வருகிறது',
        body: '{{property}}-இன் வாடகை {{date}} அன்று {{from}}-இலிருந்து {{to}} ஆக உயரும்.',
        bodyShort: '{{property}}-இன் வாடகை விரைவில் உயரும்.',
      },
      rentEscalationApplied: {
        title: 'வாடகை உயர்த்தப்பட்டது',
        body: '{{property}}-இன் வாடகை {{date}} அன்று {{from}}-இலிருந்து {{to}} ஆக உயர்ந்தது.',
        bodyShort: '{{property}}-இன் வாடகை உயர்ந்துள்ளது.',
      },
      rentDueReminder: {
        title: 'வாடகை விரைவில் செலுத்த வேண்டும்',
        titleToday: 'வாடகை இன்று செலுத்த வேண்டும்',
        body: '{{property}}-க்கான உங்கள் {{amount}} வாடகை {{date}} அன்று செலுத்த வேண்டும்.',
        bodyToday: '{{property}}-க்கான உங்கள் {{amount}} வாடகை இன்று ({{date}}) செலுத்த வேண்டும்.',
        bodyShort: '{{property}}-க்கான உங்கள் வாடகை விரைவில் செலுத்த வேண்டும்.',
      },
      roommateRequestReceived: {
        title: 'புதிய அறைத் தோழர் கோரிக்கை',
        body: '{{name}} உங்கள் அறைத் தோழராக இருக்க விரும்புகிறார்.',
      },
      roommateRequestAccepted: {
        title: 'அறைத் தோழர் கோரிக்கை ஏற்கப்பட்டது',
        body: '{{name}} உங்கள் அறைத் தோழர் கோரிக்கையை ஏற்றுக்கொண்டார். இப்போது அரட்டை அடிக்கலாம்.',
      },
      roommateRequestDeclined: {
        title: 'அறைத் தோழர் கோரிக்கை நிராகரிக்கப்பட்டது',
        body: '{{name}} உங்கள் அறைத் தோழர் கோரிக்கையை நிராகரித்தார்.',
      },
      reportHandled: {
        title: 'உங்கள் புகார் கையாளப்பட்டது',
        what: {
          listing: 'பட்டியல்',
          service: 'சேவை',
          'roommate-profile': 'அறைத் தோழர் சுயவிவரம்',
          user: 'உறுப்பினர்',
          comment: 'கருத்து',
          message: 'செய்தி',
          item: 'உருப்படி',
        },
        named: '“{{title}}” {{what}}',
        bodyResolved: 'நன்றி. {{what}} பற்றிய உங்கள் புகாரை ஒரு நிர்வாகி பரிசீலித்து நடவடிக்கை எடுத்தார்.',
        bodyDismissed:
          'நன்றி. {{what}} பற்றிய உங்கள் புகாரை ஒரு நிர்வாகி பரிசீலித்தார், எங்கள் விதிகளுக்கு எதிராக எதுவும் கண்டறியப்படவில்லை.',
      },
      contentModerated: {
        listing: 'உங்கள் பட்டியல்',
        roommate: 'உங்கள் அறைத் தோழர் சுயவிவரம்',
        title_listing_hidden: 'உங்கள் பட்டியல் ஒரு நிர்வாகியால் மறைக்கப்பட்டது',
        title_listing_unhidden: 'உங்கள் பட்டியல் ஒரு நிர்வாகியால் மீண்டும் காட்டப்பட்டது',
        title_listing_deleted: 'உங்கள் பட்டியல் ஒரு நிர்வாகியால் நீக்கப்பட்டது',
        title_roommate_hidden: 'உங்கள் அறைத் தோழர் சுயவிவரம் ஒரு நிர்வாகியால் மறைக்கப்பட்டது',
        title_roommate_unhidden: 'உங்கள் அறைத் தோழர் சுயவிவரம் ஒரு நிர்வாகியால் மீண்டும் காட்டப்பட்டது',
        title_roommate_deleted: 'உங்கள் அறைத் தோழர் சுயவிவரம் ஒரு நிர்வாகியால் நீக்கப்பட்டது',
        bodyReason: '“{{title}}”. காரணம்: {{reason}}',
        body: '“{{title}}”.',
      },
      serviceBookingRequested: {
        title: 'புதிய சேவை முன்பதிவுக் கோரிக்கை',
        body: '{{name}} {{date}} அன்று {{time}}-க்கு "{{service}}" கோரியுள்ளார்.',
      },
      serviceBookingConfirmed: {
        title: 'சேவை முன்பதிவு உறுதிசெய்யப்பட்டது',
        body: '{{date}} அன்று {{time}}-க்கு "{{service}}"-ஐ {{name}} உறுதிப்படுத்தினார்.',
      },
      serviceBookingDeclined: {
        title: 'சேவை முன்பதிவு நிராகரிக்கப்பட்டது',
        body: '{{date}} அன்று {{time}}-க்கு "{{service}}"-ஐ {{name}} நிராகரித்தார்.',
      },
      serviceBookingCancelled: {
        title: 'சேவை முன்பதிவு ரத்துசெய்யப்பட்டது',
        body: '{{date}} அன்று {{time}}-க்கு "{{service}}"-ஐ {{name}} ரத்துசெய்தார்.',
      },
      serviceBookingCompleted: {
        title: 'சேவை முடிந்தது',
        body: '{{date}} அன்றைய "{{service}}" முடிந்ததாக {{name}} குறித்தார். நீங்கள் ஒரு மதிப்பாய்வு எழுதலாம்.',
      },
      savedSearchMatch: {
        title: 'உங்கள் சேமித்த தேடலுக்கு ஒரு புதிய வீடு',
        body: '{{property}} உங்கள் சேமித்த தேடல் “{{search}}” உடன் பொருந்துகிறது.',
        someSearch: 'ஒரு சேமித்த தேடல்',
      },
      savedSearchDigest: {
        title: 'உங்கள் சேமித்த தேடலுக்கு புதிய வீடுகள்',
        body: '{{homes}} புதிய வீடுகள் உங்கள் சேமித்த தேடல் “{{search}}” உடன் பொருந்துகின்றன.',
        bodyOne: '1 புதிய வீடு உங்கள் சேமித்த தேடல் “{{search}}” உடன் பொருந்துகிறது.',
        bodyMany: '{{homes}} புதிய வீடுகள் உங்கள் {{searches}} சேமித்த தேடல்களுடன் பொருந்துகின்றன.',
      },
      siteVisitRequested: {
        title: 'வருகைக் கோரிக்கை',
        body: '{{name}} {{date}} அன்று {{time}} மணிக்கு {{property}} பார்வையிட விரும்புகிறார்.',
      },
      siteVisitConfirmed: {
        title: 'வருகை உறுதிசெய்யப்பட்டது',
        body: '{{date}} அன்று {{time}} மணிக்கு {{property}} வருகை உறுதிசெய்யப்பட்டது.',
      },
      siteVisitDeclined: {
        title: 'வருகை மறுக்கப்பட்டது',
        body: '{{name}} {{property}} வருகையை மறுத்தார்.',
      },
      siteVisitProposed: {
        title: 'வேறு நேரம் பரிந்துரைக்கப்பட்டது',
        body: '{{name}} {{property}} வருகைக்கு {{date}} அன்று {{time}} மணியைப் பரிந்துரைத்தார்.',
      },
      siteVisitReminder: {
        title_evening: 'நாளை இட வருகை',
        title_soon: 'இன்று இட வருகை',
        body_seeker: '{{property}} க்கு உங்கள் வருகை {{date}} அன்று {{time}} மணிக்கு.',
        body_owner: '{{name}} {{date}} அன்று {{time}} மணிக்கு {{property}} ஐப் பார்வையிடுவார்.',
      },
      verificationApproved: {
        title_listing: 'நீங்கள் சரிபார்க்கப்பட்ட உரிமையாளர்',
        title_provider: 'நீங்கள் சரிபார்க்கப்பட்ட சேவை வழங்குநர்',
        body_listing: '“{{title}}” க்கான உங்கள் ஆவணத்தை ஒரு நிர்வாகி ஏற்றுக்கொண்டார்.',
        body_provider:
          'உங்கள் ஆவணத்தை ஒரு நிர்வாகி ஏற்றுக்கொண்டார். உங்கள் பக்கத்தில் இப்போது “சரிபார்க்கப்பட்ட சேவை வழங்குநர்” தெரியும்.',
      },
      verificationRejected: {
        title: 'உங்கள் சரிபார்ப்பு ஆவணம் நிராகரிக்கப்பட்டது',
        body_listing: '“{{title}}”. காரணம்: {{reason}}',
        body_provider: 'காரணம்: {{reason}}',
      },
    },
  },
};
