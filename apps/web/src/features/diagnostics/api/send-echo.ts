import { useMutation } from '@tanstack/react-query';
import type { EchoRequest, EchoResponse } from '@nivaas/shared';
import { api } from '../../../lib/api-client';

/** POST /api/dev/echo: the server publishes the text back to this person through the event bus. */
export const sendEcho = (input: EchoRequest) =>
  api<EchoResponse>('/api/dev/echo', { method: 'POST', body: input });

export const useSendEcho = () => useMutation({ mutationFn: sendEcho });
