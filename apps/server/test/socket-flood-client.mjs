// A separate process that floods a realtime socket, so the server under test shares its event
// loop and memory with nobody: node socket-flood-client.mjs URL ORIGIN COOKIE EVENT COUNT
// Prints 'ready' once connected and floods when it reads a line on stdin (so the measurement
// leaves out starting Node), then one JSON line: whether the server said 'rate-limited', and how
// the socket ended.
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { io } from 'socket.io-client';

const [url, origin, cookie, event, count] = process.argv.slice(2);
const socket = io(url, {
  path: '/socket.io',
  transports: ['websocket'],
  extraHeaders: { origin, cookie },
  reconnection: false,
  forceNew: true,
});
const result = { connected: false, told: null, reason: null, sent: 0 };
const finish = () => {
  process.stdout.write(`${JSON.stringify(result)}\n`);
  process.stdin.destroy();
  process.exit(0);
};
socket.on('connect_error', (err) => {
  result.reason = `connect_error: ${err.message}`;
  finish();
});
socket.on('rate-limited', (payload) => {
  result.told = payload;
});
socket.on('disconnect', (reason) => {
  result.reason = reason;
  finish();
});
const go = new Promise((resolve) => process.stdin.once('data', resolve));
socket.on('connect', async () => {
  result.connected = true;
  process.stdout.write('ready\n');
  await go;
  for (let i = 0; i < Number(count) && socket.connected; i++) {
    socket.emit(event, { conversationId: `flood-${i}` });
    result.sent = i + 1;
    if (i % 1000 === 999) await yieldToLoop();
  }
  // Still connected after sending everything: the server let the whole flood through.
  setTimeout(finish, 3000);
});
