import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findConversation } from './conversations.repository';
import { isParticipant } from './conversations.policy';

/**
 * A thread's files (chat_attachments/{threadId}/…) load only for its two participants (admins
 * do not read chats); a caller with no session is asked to sign in (401), anyone else signed in
 * gets the same 404 as for a file that does not exist. With a bucket too: the folder is private
 * (decision 066), so its files have this server's address only. A PDF is downloaded under the
 * name it was sent with.
 */
export function protectAttachments(app: FastifyInstance): void {
  app.protectUploads('chat_attachments', async (request: FastifyRequest, key: string) => {
    const threadId = key.split('/')[1];
    const caller = await app.readSession(request);
    if (!caller) return 'sign-in';
    if (!threadId) return false;
    const row = await findConversation(app.db, threadId);
    if (row === undefined || !isParticipant(row, caller.userId)) return false;
    if (!key.endsWith('.pdf')) return true;
    const file = await app.db
      .selectFrom('conversation_attachments as a')
      .innerJoin('conversation_messages as m', 'm.id', 'a.messageId')
      .select('a.name')
      .where('m.conversationId', '=', threadId)
      .where('a.storageKey', '=', key)
      .executeTakeFirst();
    return { downloadName: file?.name ?? 'document.pdf' };
  });
}
