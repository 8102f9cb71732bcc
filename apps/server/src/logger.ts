import {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import pretty from 'pino-pretty';
import type { Env } from './config';

export type LogFormat = 'pretty' | 'json';

/** JSON for machines (production, or LOG_FORMAT=json); lines a person reads everywhere else. */
export const logFormatOf = (env: Pick<Env, 'APP_ENV' | 'LOG_FORMAT'>): LogFormat =>
  env.LOG_FORMAT ?? (env.APP_ENV === 'production' ? 'json' : 'pretty');

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * Fastify's logger options. The pretty stream writes synchronously in this thread (not a pino
 * transport's worker), so what the server prints itself, such as the start banner, comes after
 * the log lines before it. `destination` is stdout unless a test reads the lines.
 */
export function loggerOptions(
  env: Pick<Env, 'APP_ENV' | 'LOG_FORMAT' | 'LOG_LEVEL'>,
  destination?: NodeJS.WritableStream,
): LoggerOptions {
  const base = {
    level: env.LOG_LEVEL,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  };
  if (logFormatOf(env) === 'json') return destination ? { ...base, stream: destination } : base;
  return {
    ...base,
    stream: pretty({
      sync: true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname',
      singleLine: true,
      destination: destination ?? 1,
      ...(destination ? { colorize: false } : {}),
    }),
  };
}

/** On a console a person reads: one short line a request ("GET /api/session 200 3 ms"). */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = `${request.method} ${request.url} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    if (error) reply.log.error({ err: error }, line);
    else reply.log.info(line);
  }
}

/** The request lines for the format: Fastify's own pair of JSON lines unless read by a person. */
export const logControllerFor = (env: Pick<Env, 'APP_ENV' | 'LOG_FORMAT'>) =>
  logFormatOf(env) === 'pretty' ? new OneLinePerRequest() : undefined;
