declare module '../../plugins/events/app-events' {
  interface AppEventMap {
    /**
     * A person's account is being deleted (decision 041), inside the deletion's transaction:
     * each module erases the rows only that person had in its own tables. Their users row stays,
     * emptied to "Former member", so nothing here may delete it.
     */
    'account.erasing': { userId: string };
  }
}

export {};
