/**
 * The conversation on screen right now, if any, so the app-wide new-message toast stays quiet
 * for the thread the person is already reading.
 */
let openConversationId: string | null = null;

export function setOpenConversation(id: string | null): void {
  openConversationId = id;
}

export const getOpenConversation = (): string | null => openConversationId;
