declare module '../../plugins/events/app-events' {
  interface AppEventMap {
    /** Someone said "I'm interested" for the first time; `interestedCount` is the new total. */
    'interest.added': {
      propertyId: string;
      ownerId: string;
      userId: string;
      interestedCount: number;
    };
    /** Someone took their interest back; `interestedCount` is the new total. */
    'interest.removed': {
      propertyId: string;
      ownerId: string;
      userId: string;
      interestedCount: number;
    };
  }
}

export {};
