/**
 * The server's own words in English: mails, SMS, and the push and mail text of notifications
 * (their `notifications` part says the same as the web app's notifications namespace).
 */
export const en = {
  mail: {
    greeting: 'Hi {{name}},',
    greetingNoName: 'Hi,',
    fallbackLink: 'If the button does not work, open this link: {{link}}',
    subject: '{{title}} - Nivaas',
    open: 'Open Nivaas',
    verify: {
      subject: 'Verify your email for Nivaas',
      title: 'Verify your email',
      body: 'confirm your email address to finish setting up your Nivaas account.',
      cta: 'Verify email',
    },
    reset: {
      subject: 'Reset your Nivaas password',
      title: 'Reset your password',
      body: 'We received a request to reset your Nivaas password. The link is valid for one hour. If you did not ask for it, ignore this mail.',
      cta: 'Choose a new password',
    },
    changeEmail: {
      subject: 'Confirm your new email for Nivaas',
      title: 'Confirm email change',
      body: 'Confirm that you want to change the email address of your Nivaas account.',
      cta: 'Confirm',
    },
    digest: {
      title: 'New listings for your saved searches',
      intro_one: 'a new listing matches your saved searches.',
      intro_other: '{{count}} new listings match your saved searches.',
      subject_one: 'A new listing matches your saved searches - Nivaas',
      subject_other: '{{count}} new listings match your saved searches - Nivaas',
      all: 'Your saved searches',
      stop: 'Stop alerts for “{{name}}”',
    },
  },
  /** A confirmed site visit's calendar file (.ics). */
  calendar: {
    visitSummary: 'Site visit: {{property}}',
    visitDescription: '{{visitor}} visits {{property}} (owner: {{owner}}).',
  },
  sms: {
    code: '{{code}} is your Nivaas code. It expires in {{minutes}} minutes. Do not share it with anyone.',
  },
  notifications: {
    someone: 'Someone',
    someProperty: 'A property you follow',
    /** A listing's status, as the web app's property texts name it. */
    status: {
      available: 'Available',
      vacant: 'Vacant',
      rented: 'Rented',
      sold: 'Sold',
      inactive: 'Inactive',
    },
    types: {
      property_available: {
        title: 'Property available',
        body: '{{property}} is available now.',
      },
      relisted: {
        title: 'Listed again',
        body: '{{property}} is back on Nivaas.',
      },
      priceChange: {
        title: 'Price changed',
        titleDown: 'Price dropped',
        titleUp: 'Price went up',
        body: '{{property}}: price changed from {{oldPrice}} to {{newPrice}}.',
        bodyNoPrices: '{{property}}: the price has changed.',
      },
      statusChange: {
        title: 'Status changed',
        body: '{{property}} is now {{newStatus}} (was {{oldStatus}}).',
        bodyNoOld: '{{property}} is now {{newStatus}}.',
        bodyNoStatus: '{{property}}: the status has changed.',
      },
      message: {
        title: 'New message from {{sender}}',
        body: '{{preview}}',
        bodyEmpty: 'Open the conversation to read it.',
      },
      applicationSubmitted: {
        title: 'New application',
        body: '{{applicant}} applied for {{property}}.',
      },
      applicationApproved: {
        title: 'Application approved',
        body: 'Your application for {{property}} was approved.',
      },
      applicationRejected: {
        title: 'Application rejected',
        body: 'Your application for {{property}} was rejected.',
        bodyReason: 'Your application for {{property}} was rejected. Reason: {{reason}}',
      },
      bookingRequested: {
        title: 'New booking request',
        body: 'A stay at {{property}} from {{start}} to {{end}} is waiting for you to confirm.',
        bodyNoDates: 'A stay at {{property}} is waiting for you to confirm.',
      },
      bookingConfirmed: {
        title: 'Booking confirmed',
        body: 'Your stay at {{property}} from {{start}} to {{end}} is confirmed.',
        bodyNoDates: 'Your stay at {{property}} is confirmed.',
      },
      bookingCancelled: {
        title: 'Booking cancelled',
        title_tenant: 'Booking cancelled by the tenant',
        title_owner: 'Booking cancelled by the owner',
        body: 'The stay at {{property}} from {{start}} to {{end}} was cancelled.',
        bodyNoDates: 'The stay at {{property}} was cancelled.',
      },
      rentEscalationDue: {
        title: 'Rent increase coming',
        body: 'The rent of {{property}} rises from {{from}} to {{to}} on {{date}}.',
        bodyShort: 'The rent of {{property}} rises soon.',
      },
      rentEscalationApplied: {
        title: 'Rent increased',
        body: 'The rent of {{property}} rose from {{from}} to {{to}} on {{date}}.',
        bodyShort: 'The rent of {{property}} has risen.',
      },
      rentDueReminder: {
        title: 'Rent due soon',
        titleToday: 'Rent due today',
        body: 'Your rent of {{amount}} for {{property}} is due on {{date}}.',
        bodyToday: 'Your rent of {{amount}} for {{property}} is due today ({{date}}).',
        bodyShort: 'Your rent for {{property}} is due soon.',
      },
      roommateRequestReceived: {
        title: 'New roommate request',
        body: '{{name}} would like to be your roommate.',
      },
      roommateRequestAccepted: {
        title: 'Roommate request accepted',
        body: '{{name}} accepted your roommate request. You can chat now.',
      },
      roommateRequestDeclined: {
        title: 'Roommate request declined',
        body: '{{name}} declined your roommate request.',
      },
      reportHandled: {
        title: 'Your report was handled',
        what: {
          listing: 'the listing',
          service: 'the service',
          'roommate-profile': 'the roommate profile',
          user: 'the member',
          comment: 'the comment',
          message: 'the message',
          item: 'the item',
        },
        named: '{{what}} “{{title}}”',
        bodyResolved: 'Thank you. An admin reviewed your report of {{what}} and took action.',
        bodyDismissed:
          'Thank you. An admin reviewed your report of {{what}} and found nothing against our rules.',
      },
      contentModerated: {
        listing: 'Your listing',
        roommate: 'Your roommate profile',
        title_listing_hidden: 'Your listing was hidden by an admin',
        title_listing_unhidden: 'Your listing was shown again by an admin',
        title_listing_deleted: 'Your listing was removed by an admin',
        title_roommate_hidden: 'Your roommate profile was hidden by an admin',
        title_roommate_unhidden: 'Your roommate profile was shown again by an admin',
        title_roommate_deleted: 'Your roommate profile was removed by an admin',
        bodyReason: '“{{title}}”. Reason: {{reason}}',
        body: '“{{title}}”.',
      },
      serviceBookingRequested: {
        title: 'New service booking request',
        body: '{{name}} asked for "{{service}}" on {{date}} at {{time}}.',
      },
      serviceBookingConfirmed: {
        title: 'Service booking confirmed',
        body: '{{name}} confirmed "{{service}}" on {{date}} at {{time}}.',
      },
      serviceBookingDeclined: {
        title: 'Service booking declined',
        body: '{{name}} declined "{{service}}" on {{date}} at {{time}}.',
      },
      serviceBookingCancelled: {
        title: 'Service booking cancelled',
        body: '{{name}} cancelled "{{service}}" on {{date}} at {{time}}.',
      },
      serviceBookingCompleted: {
        title: 'Service completed',
        body: '{{name}} marked "{{service}}" of {{date}} as completed. You can leave a review.',
      },
      savedSearchMatch: {
        title: 'New home for your saved search',
        body: '{{property}} matches your saved search “{{search}}”.',
        someSearch: 'a saved search',
      },
      savedSearchDigest: {
        title: 'New homes for your saved search',
        body: '{{homes}} new homes match your saved search “{{search}}”.',
        bodyOne: '1 new home matches your saved search “{{search}}”.',
        bodyMany: '{{homes}} new homes match {{searches}} of your saved searches.',
      },
      siteVisitRequested: {
        title: 'Visit requested',
        body: '{{name}} would like to visit {{property}} on {{date}} at {{time}}.',
      },
      siteVisitConfirmed: {
        title: 'Visit confirmed',
        body: 'The visit to {{property}} on {{date}} at {{time}} is confirmed.',
      },
      siteVisitDeclined: {
        title: 'Visit declined',
        body: '{{name}} declined the visit to {{property}}.',
      },
      siteVisitProposed: {
        title: 'Another time proposed',
        body: '{{name}} proposed {{date}} at {{time}} for the visit to {{property}}.',
      },
      siteVisitReminder: {
        title_evening: 'Site visit tomorrow',
        title_soon: 'Site visit today',
        body_seeker: 'Your visit to {{property}} is on {{date}} at {{time}}.',
        body_owner: '{{name}} visits {{property}} on {{date}} at {{time}}.',
      },
      verificationApproved: {
        title_listing: 'You are a verified owner',
        title_provider: 'You are a verified provider',
        body_listing: 'An admin approved your document for “{{title}}”.',
        body_provider:
          'An admin approved your document. Your provider page now shows “Verified provider”.',
      },
      verificationRejected: {
        title: 'Your verification document was rejected',
        body_listing: '“{{title}}”. Reason: {{reason}}',
        body_provider: 'Reason: {{reason}}',
      },
    },
  },
} as const;

/** The shape every language's texts follow (its leaves are strings). */
export type Texts = DeepStrings<typeof en>;
type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
