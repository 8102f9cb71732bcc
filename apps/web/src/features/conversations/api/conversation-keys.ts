/** Query keys of this feature; invalidating `all` refreshes the inbox and every thread. */
export const conversationKeys = {
  all: ['conversations'] as const,
  inbox: ['conversations', 'inbox'] as const,
  detail: (id: string) => ['conversations', 'detail', id] as const,
  messages: (id: string) => ['conversations', 'messages', id] as const,
  open: (userId: string, propertyId: string | null) =>
    ['conversations', 'open', userId, propertyId ?? ''] as const,
};

export const conversationPath = (id: string) => `/api/conversations/${encodeURIComponent(id)}`;
