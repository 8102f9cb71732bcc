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
  }
}

export {};
