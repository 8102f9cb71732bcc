import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CHAT_MESSAGES, conversationEndpoints as endpoints } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { cleanPlainText } from '../../lib/plain-text';
import { routeEndpoint } from '../../plugins/endpoints/route-endpoint';
import { setConversationBlocked } from './block-conversation';
import { deleteMessage } from './delete-message';
import { openConversation } from './open-conversation';
import {
  getConversation,
  listConversations,
  listMessages,
  readConversation,
} from './read-conversation';
import { sendAttachment } from './send-attachment';
import { sendMessage } from './send-message';
import { relayTyping } from './typing-relay';
import { protectAttachments } from './attachment-access';

const senders = new WeakMap<FastifyRequest, string>();

/** Conversations: the inbox, a thread's messages, sending, reading, blocking (spec sections 3–9). */
export async function conversationsRoutes(root: FastifyInstance) {
  const deps = root.deps;
  relayTyping(root);
  protectAttachments(root);
  // Per person, not per address: people behind one mobile carrier's NAT share addresses.
  const sendLimit = root.rateLimit({
    max: root.config.chatSendsPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `chat-send:${senders.get(request) ?? request.ip}`,
    errorResponseBuilder: () => new AppError('chat.too-fast'),
  });
  const sending = {
    guard: async ({ caller, request }: { caller: { userId: string }; request: FastifyRequest }) => {
      senders.set(request, caller.userId);
    },
    // After validation: a refused body costs nothing of the allowance.
    preHandler: sendLimit,
  };

  routeEndpoint(root, endpoints.inbox, async ({ caller }) => ({
    conversations: await listConversations(deps, caller),
  }));

  routeEndpoint(root, endpoints.open, async ({ caller, body, reply }) => {
    const { conversation, created } = await openConversation(deps, caller, body);
    reply.status(created ? 201 : 200);
    return { conversation };
  });

  routeEndpoint(root, endpoints.get, async ({ caller, params }) => ({
    conversation: await getConversation(deps, caller, params.id),
  }));

  routeEndpoint(root, endpoints.messages, ({ caller, params, query }) =>
    listMessages(deps, caller, params.id, query),
  );

  routeEndpoint(
    root,
    endpoints.send,
    async ({ caller, params, body, reply }) => {
      const content = cleanPlainText(body.content);
      if (!content) {
        throw new AppError('invalid-argument', undefined, {
          content: CHAT_MESSAGES.contentRequired,
        });
      }
      const { message, created } = await sendMessage(deps, caller, params.id, {
        content,
        clientKey: body.clientKey,
        type: 'text',
      });
      reply.status(created ? 201 : 200);
      return { message };
    },
    sending,
  );

  routeEndpoint(
    root,
    endpoints.sendAttachment,
    async ({ caller, params, query, request, reply }) => {
      const { message, created } = await sendAttachment(
        deps,
        caller,
        params.id,
        query.clientKey,
        request,
      );
      reply.status(created ? 201 : 200);
      return { message };
    },
    sending,
  );

  routeEndpoint(root, endpoints.read, ({ caller, params }) =>
    readConversation(deps, caller, params.id),
  );

  routeEndpoint(root, endpoints.block, async ({ caller, params }) => ({
    conversation: await setConversationBlocked(deps, caller, params.id, true),
  }));

  routeEndpoint(root, endpoints.unblock, async ({ caller, params }) => ({
    conversation: await setConversationBlocked(deps, caller, params.id, false),
  }));

  routeEndpoint(root, endpoints.deleteMessage, async ({ caller, params }) => {
    await deleteMessage(deps, caller, params.id, params.messageId);
    return null;
  });
}
