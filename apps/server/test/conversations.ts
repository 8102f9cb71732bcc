import type { ChatMessage, Conversation } from '@nivaas/shared';
import { newId } from '../src/lib/ids';
import { as, type TestUser } from './accounts';
import type { TestAppContext } from './use-test-app';

/** A conversation opened by `user` (with a person, or about a listing), failing loudly. */
export async function openThread(
  t: Pick<TestAppContext, 'app'>,
  user: TestUser,
  body: { userId?: string; propertyId?: string },
): Promise<Conversation> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: as(user),
    payload: body,
  });
  if (res.statusCode !== 201 && res.statusCode !== 200) {
    throw new Error(`open failed: ${res.statusCode} ${res.body}`);
  }
  return res.json<{ conversation: Conversation }>().conversation;
}

export const send = (
  t: Pick<TestAppContext, 'app'>,
  user: TestUser | null,
  conversationId: string,
  content: string,
  clientKey = newId(),
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/conversations/${conversationId}/messages`,
    headers: as(user),
    payload: { content, clientKey },
  });

export async function sendOk(
  t: Pick<TestAppContext, 'app'>,
  user: TestUser,
  conversationId: string,
  content: string,
): Promise<ChatMessage> {
  const res = await send(t, user, conversationId, content);
  if (res.statusCode !== 201) throw new Error(`send failed: ${res.statusCode} ${res.body}`);
  return res.json<{ message: ChatMessage }>().message;
}
