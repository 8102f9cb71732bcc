import type { FastifyInstance } from 'fastify';
import { userRoom, type ChatMessage, type DomainEvents } from '@nivaas/shared';

/**
 * Both participants hear of a new message in their own rooms (every tab and device of each);
 * a room per conversation is not needed when a thread has exactly two people.
 * Call only after the transaction has committed.
 */
export async function publishMessageCreated(
  app: FastifyInstance,
  message: ChatMessage,
): Promise<void> {
  app.events.publish('message.created', { conversationId: message.conversationId, message }, [
    userRoom(message.senderId),
    userRoom(message.receiverId),
  ]);
}

export function publishToBoth<
  N extends 'message.deleted' | 'conversation.read' | 'conversation.updated',
>(app: FastifyInstance, name: N, payload: DomainEvents[N], participants: [string, string]): void {
  app.events.publish(name, payload, participants.map(userRoom));
}
