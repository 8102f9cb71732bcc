/** What an owner is told when an admin hides, shows again or deletes their item. */
export interface ContentModeratedEvent {
  ownerId: string;
  contentType: 'listing' | 'roommate-profile' | 'service';
  contentId: string;
  change: 'hidden' | 'unhidden' | 'deleted';
  title: string;
  reason: string;
  at: string;
}

declare module '../../plugins/events/app-events' {
  interface AppEventMap {
    /** An admin hid, showed again or deleted someone's listing, roommate profile or service. */
    'content.moderated': ContentModeratedEvent;
  }
}

export {};
