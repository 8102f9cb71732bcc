import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CHAT_MESSAGES,
  apiErrorSchema,
  chatMessageListSchema,
  chatMessageResultSchema,
  chatMessagesQuerySchema,
  conversationListSchema,
  conversationResultSchema,
  openConversationSchema,
  sendMessageSchema,
} from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { cleanPlainText } from '../../lib/plain-text';
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

const tags = ['conversations'];
const params = z.object({ id: z.string().min(1).max(64) });
const messageParams = params.extend({ messageId: z.string().min(1).max(64) });
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};
const senders = new WeakMap<FastifyRequest, string>();

/** Conversations: the inbox, a thread's messages, sending, reading, blocking (spec sections 3–9). */
export async function conversationsRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  relayTyping(root);
  protectAttachments(root);
  const signedIn = async (request: FastifyRequest) => {
    senders.set(request, (await root.requireUser(request)).userId);
  };
  // Per person, not per address: people behind one mobile carrier's NAT share addresses.
  const sendLimit = root.rateLimit({
    max: root.config.chatSendsPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `chat-send:${senders.get(request) ?? request.ip}`,
    errorResponseBuilder: () => new AppError('chat.too-fast'),
  });
  const sending = { onRequest: signedIn, preHandler: sendLimit };

  app.get(
    '/api/conversations',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'My inbox, newest activity first',
        response: { 200: conversationListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({
      conversations: await listConversations(root.deps, await root.requireUser(request)),
    }),
  );

  app.post(
    '/api/conversations',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Open (or start) a thread with a person or about a listing',
        body: openConversationSchema,
        response: { 200: conversationResultSchema, 201: conversationResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { conversation, created } = await openConversation(
        root.deps,
        await root.requireUser(request),
        request.body,
      );
      return reply.status(created ? 201 : 200).send({ conversation });
    },
  );

  app.get(
    '/api/conversations/:id',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'One thread',
        params,
        response: { 200: conversationResultSchema, ...errors },
      },
    },
    async (request) => ({
      conversation: await getConversation(
        root.deps,
        await root.requireUser(request),
        request.params.id,
      ),
    }),
  );

  app.get(
    '/api/conversations/:id/messages',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "A thread's messages in order",
        params,
        querystring: chatMessagesQuerySchema,
        response: { 200: chatMessageListSchema, ...errors },
      },
    },
    async (request) =>
      listMessages(root.deps, await root.requireUser(request), request.params.id, request.query),
  );

  app.post(
    '/api/conversations/:id/messages',
    {
      ...sending,
      schema: {
        tags,
        summary: 'Send a text message (idempotent by clientKey)',
        params,
        body: sendMessageSchema,
        response: {
          200: chatMessageResultSchema,
          201: chatMessageResultSchema,
          429: apiErrorSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const content = cleanPlainText(request.body.content);
      if (!content) {
        throw new AppError('invalid-argument', undefined, {
          content: CHAT_MESSAGES.contentRequired,
        });
      }
      const { message, created } = await sendMessage(
        root.deps,
        await root.requireUser(request),
        request.params.id,
        { content, clientKey: request.body.clientKey, type: 'text' },
      );
      return reply.status(created ? 201 : 200).send({ message });
    },
  );

  app.post(
    '/api/conversations/:id/attachments',
    {
      ...sending,
      schema: {
        tags,
        summary: 'Send an image or PDF (multipart field "file"; idempotent by clientKey)',
        params,
        querystring: z.object({ clientKey: sendMessageSchema.shape.clientKey }),
        response: {
          200: chatMessageResultSchema,
          201: chatMessageResultSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          429: apiErrorSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { message, created } = await sendAttachment(
        root.deps,
        await root.requireUser(request),
        request.params.id,
        request.query.clientKey,
        request,
      );
      return reply.status(created ? 201 : 200).send({ message });
    },
  );

  app.post(
    '/api/conversations/:id/read',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Mark the thread read up to its latest message',
        params,
        response: { 200: z.object({ readSeq: z.number() }), ...errors },
      },
    },
    async (request) =>
      readConversation(root.deps, await root.requireUser(request), request.params.id),
  );

  app.put(
    '/api/conversations/:id/block',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Block the conversation (either participant)',
        params,
        response: { 200: conversationResultSchema, ...errors },
      },
    },
    async (request) => ({
      conversation: await setConversationBlocked(
        root.deps,
        await root.requireUser(request),
        request.params.id,
        true,
      ),
    }),
  );

  app.delete(
    '/api/conversations/:id/block',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Unblock the conversation (either participant)',
        params,
        response: { 200: conversationResultSchema, ...errors },
      },
    },
    async (request) => ({
      conversation: await setConversationBlocked(
        root.deps,
        await root.requireUser(request),
        request.params.id,
        false,
      ),
    }),
  );

  app.delete(
    '/api/conversations/:id/messages/:messageId',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Delete my own message',
        params: messageParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteMessage(
        root.deps,
        await root.requireUser(request),
        request.params.id,
        request.params.messageId,
      );
      return reply.status(204).send(null);
    },
  );
}
