import { EventEmitter } from 'node:events';

/**
 * Test stand-in for socket.io-client's Socket: records connect() calls and lets a test decide
 * each outcome. Node-only (unit tests).
 */
export class FakeSocket extends EventEmitter {
  connected = false;
  connectCalls: number[] = [];
  connect() {
    this.connectCalls.push(Date.now());
  }
  disconnect() {
    if (!this.connected) return;
    this.connected = false;
    this.emit('disconnect', 'io client disconnect');
  }
  succeed() {
    this.connected = true;
    this.emit('connect');
  }
  fail(message = 'websocket error') {
    this.emit('connect_error', new Error(message));
  }
  drop(reason = 'transport close') {
    this.connected = false;
    this.emit('disconnect', reason);
  }
}
