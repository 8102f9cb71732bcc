import { Writable } from 'node:stream';
import pino from 'pino';

/** A real pino logger whose lines (JSON text) land in an array. */
export function capturingLogger(level: pino.Level = 'info') {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { log: pino({ level }, stream), lines };
}

/** The `msg` of each captured line. */
export const messagesOf = (lines: readonly string[]): string[] =>
  lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
