import { z } from 'zod';
import { apiErrorSchema } from '../schemas/api-error';
import {
  chatMessageListSchema,
  chatMessageResultSchema,
  chatMessagesQuerySchema,
  conversationListSchema,
  conversationResultSchema,
  openConversationSchema,
  sendMessageSchema,
} from '../schemas/conversation';
import { defineEndpoint } from './endpoint';

const tags = ['conversations'];
const id = z.string().min(1).max(64);
const params = z.object({ id });
const member = { access: 'member', tags } as const;
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
} as const;
const conversation = { 200: conversationResultSchema, ...errors } as const;

/** Conversations: the inbox, a thread's messages, sending, reading, blocking (spec sections 3–9). */
export const conversationEndpoints = {
  inbox: defineEndpoint({
    ...member,
    method: 'GET',
    path: '/api/conversations',
    summary: 'My inbox, newest activity first',
    responses: { 200: conversationListSchema, 401: apiErrorSchema },
  }),
  open: defineEndpoint({
    ...member,
    method: 'POST',
    path: '/api/conversations',
    summary: 'Open (or start) a thread with a person or about a listing',
    body: openConversationSchema,
    // 200: the thread that was there; 201: a new one.
    responses: { 200: conversationResultSchema, 201: conversationResultSchema, ...errors },
  }),
  get: defineEndpoint({
    ...member,
    method: 'GET',
    path: '/api/conversations/:id',
    summary: 'One thread',
    params,
    responses: conversation,
  }),
  messages: defineEndpoint({
    ...member,
    method: 'GET',
    path: '/api/conversations/:id/messages',
    summary: "A thread's messages in order",
    params,
    query: chatMessagesQuerySchema,
    responses: { 200: chatMessageListSchema, ...errors },
  }),
  send: defineEndpoint({
    ...member,
    method: 'POST',
    path: '/api/conversations/:id/messages',
    summary: 'Send a text message (idempotent by clientKey)',
    params,
    body: sendMessageSchema,
    // 200: the same clientKey again (the message already stored); 201: stored now.
    responses: {
      200: chatMessageResultSchema,
      201: chatMessageResultSchema,
      ...errors,
      429: apiErrorSchema,
    },
  }),
  sendAttachment: defineEndpoint({
    ...member,
    method: 'POST',
    path: '/api/conversations/:id/attachments',
    summary: 'Send an image or PDF (multipart field "file"; idempotent by clientKey)',
    params,
    query: z.object({ clientKey: sendMessageSchema.shape.clientKey }),
    consumes: ['multipart/form-data'],
    responses: {
      200: chatMessageResultSchema,
      201: chatMessageResultSchema,
      ...errors,
      413: apiErrorSchema,
      415: apiErrorSchema,
      429: apiErrorSchema,
    },
  }),
  read: defineEndpoint({
    ...member,
    method: 'POST',
    path: '/api/conversations/:id/read',
    summary: 'Mark the thread read up to its latest message',
    params,
    responses: { 200: z.object({ readSeq: z.number() }), ...errors },
  }),
  block: defineEndpoint({
    ...member,
    method: 'PUT',
    path: '/api/conversations/:id/block',
    summary: 'Block the conversation (either participant)',
    params,
    responses: conversation,
  }),
  unblock: defineEndpoint({
    ...member,
    method: 'DELETE',
    path: '/api/conversations/:id/block',
    summary: 'Unblock the conversation (either participant)',
    params,
    responses: conversation,
  }),
  deleteMessage: defineEndpoint({
    ...member,
    method: 'DELETE',
    path: '/api/conversations/:id/messages/:messageId',
    summary: 'Delete my own message',
    params: params.extend({ messageId: id }),
    responses: { 204: z.null(), ...errors },
  }),
};
