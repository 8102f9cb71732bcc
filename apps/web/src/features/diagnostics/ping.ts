import type { NivaasSocket } from '../../lib/realtime/socket';

export interface PingResult {
  roundTripMs: number;
  serverInstance: string;
  at: number;
}

const PING_TIMEOUT_MS = 5000;

/** One ping through the socket, timed from send to acknowledgement. */
export async function pingServer(socket: NivaasSocket): Promise<PingResult> {
  const sentAt = Date.now();
  const nonce = Math.random().toString(36).slice(2, 12);
  const started = performance.now();
  const pong = await socket.timeout(PING_TIMEOUT_MS).emitWithAck('ping', { nonce, sentAt });
  return {
    roundTripMs: Math.round(performance.now() - started),
    serverInstance: pong.serverInstance,
    at: sentAt,
  };
}
