declare module '../../plugins/events/app-events' {
  interface AppEventMap {
    /** A listing's application form was saved. */
    'application-form.saved': { propertyId: string; ownerId: string };
  }
}

export {};
