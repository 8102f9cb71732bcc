import { describe, expect, it } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import en from '../../../locales/en/messages.json';
import { conversationKeys } from './conversations';
import { catchUpMessages } from './use-sync-on-reconnect';

/** The inbox and an open thread on screen, whose server answers as `up` says at each read. */
async function screen(up: { inbox: boolean; thread: boolean }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const answer = (ok: () => boolean) => () =>
    ok() ? Promise.resolve({ ok: true }) : Promise.reject(new Error('Failed to fetch'));
  for (const [queryKey, ok] of [
    [conversationKeys.inbox, () => up.inbox],
    [conversationKeys.messages('c1'), () => up.thread],
    [conversationKeys.detail('c1'), () => up.thread],
  ] as const) {
    const observer = new QueryObserver(client, { queryKey, queryFn: answer(ok) });
    observer.subscribe(() => {});
    await observer.refetch();
  }
  return client;
}

describe('catching up on messages after the connection comes back', () => {
  it('reads the inbox and the open thread again', async () => {
    const up = { inbox: true, thread: true };
    expect(await catchUpMessages(await screen(up), 'c1')).toBe(true);
  });

  it('reports a thread that could not be read, for "Failed to process messages"', async () => {
    const up = { inbox: true, thread: true };
    const client = await screen(up);
    up.thread = false;
    expect(await catchUpMessages(client, 'c1')).toBe(false);
    expect(en.errors.server.processMessages).toBe('Failed to process messages');
  });
});
