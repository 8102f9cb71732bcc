import type { FastifyBaseLogger } from 'fastify';
import type { ClientErrorReport } from '@nivaas/shared';

/**
 * One line at `error` level per crash, beside the server's own errors, so the alerts that watch
 * the log see browsers too. The request's id, address and URL come with the request logger.
 */
export function logClientError(log: FastifyBaseLogger, report: ClientErrorReport): void {
  log.error({ clientError: report }, `client error (${report.kind}) on ${report.route}`);
}
