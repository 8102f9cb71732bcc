import { useMutation } from '@tanstack/react-query';
import { diagnosticsEndpoints, type EchoRequest } from '@nivaas/shared';
import { call } from '../../../lib/api/call';

/** POST /api/dev/echo: the server publishes the text back to this person through the event bus. */
export const sendEcho = (input: EchoRequest) => call(diagnosticsEndpoints.echo, { body: input });

export const useSendEcho = () => useMutation({ mutationFn: sendEcho });
