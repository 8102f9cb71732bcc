import { createContext, useContext, type ReactNode } from 'react';

/**
 * A place under each of the other person's messages for actions the page adds (Report): the
 * page provides it, so this feature needs to know nothing of the one that fills it.
 */
export const MessageActionsSlot = createContext<((messageId: string) => ReactNode) | null>(null);

export const useMessageActions = () => useContext(MessageActionsSlot);
