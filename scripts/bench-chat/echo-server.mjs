// The baseline: a bare Socket.IO server with the Redis adapter and nothing else (no framework,
// no auth, no database). It relays a sent message the way Nivaas does: HTTP POST in, one
// 'event' envelope out to the sender's and the receiver's rooms, through Redis.
import { Buffer } from 'node:buffer';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';

const port = Number(process.env.PORT);
const pub = new Redis(process.env.REDIS_URL);
const sub = pub.duplicate();
// Per sender and conversation: each person always sends through the same instance.
const seqs = new Map();
// BENCH_ECHO_FAULTS=1 checks the bench's own counting: of each sender's messages, the 7th is
// dropped, the 5th sent twice, and the 3rd held back until after the 4th (out of order).
const faults = process.env.BENCH_ECHO_FAULTS === '1';
const held = new Map();

const server = createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/health') return void res.end('ok');
  if (req.method !== 'POST' || req.url !== '/send') {
    res.statusCode = 404;
    return void res.end();
  }
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    const counter = `${body.conversationId}:${body.senderId}`;
    const seq = (seqs.get(counter) ?? 0) + 1;
    seqs.set(counter, seq);
    const message = {
      id: randomUUID(),
      conversationId: body.conversationId,
      seq,
      senderId: body.senderId,
      receiverId: body.receiverId,
      content: body.content,
      clientKey: body.clientKey,
      createdAt: new Date().toISOString(),
    };
    const emit = (m) =>
      io.to([`user:${m.senderId}`, `user:${m.receiverId}`]).emit('event', {
        name: 'message.created',
        payload: { conversationId: m.conversationId, message: m },
        id: randomUUID(),
        at: m.createdAt,
      });
    if (!faults) emit(message);
    else if (seq === 3) held.set(counter, message);
    else if (seq !== 7) {
      emit(message);
      if (seq === 5) emit(message);
      if (seq === 4 && held.has(counter)) emit(held.get(counter));
    }
    res.statusCode = 201;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ message }));
  });
});

const io = new Server(server, { path: '/socket.io', serveClient: false });
io.adapter(createAdapter(pub, sub, { key: process.env.ADAPTER_KEY }));
io.on('connection', (socket) => {
  const userId = socket.handshake.auth?.userId;
  if (typeof userId === 'string') void socket.join(`user:${userId}`);
});

server.listen(port, '127.0.0.1', () => console.log('ready'));
const stop = () => {
  io.close();
  void Promise.allSettled([pub.quit(), sub.quit()]).then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
