declare module '../../plugins/events/app-events' {
  interface AppEventMap {
    /**
     * A new or newly available listing matched saved searches with instant alerts (in the
     * listing's transaction): each person hears of it once, by bell and mail.
     */
    'saved-search.matched': {
      propertyId: string;
      propertyTitle: string;
      city: string;
      at: string;
      /** One entry per person: the first of their searches it matched. */
      matches: { userId: string; savedSearchId: string; searchName: string }[];
    };
    /**
     * The day's digest of a person's daily searches is due (in the transaction that marks its
     * alerts handled): one bell notification, and push, summing it up. The mail, for a person
     * with an address, is sent by the digest itself.
     */
    'saved-search.digest-due': {
      userId: string;
      at: string;
      /** New homes in all (a home two searches found counts once). */
      homes: number;
      /** The searches with new homes, each with how many; the query runs it on the search page. */
      searches: { savedSearchId: string; searchName: string; query: string; homes: number }[];
    };
  }
}

export {};
