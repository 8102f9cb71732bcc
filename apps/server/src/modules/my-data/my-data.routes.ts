import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { myDataEndpoints as endpoints } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { routeEndpoint } from '../../plugins/endpoints/route-endpoint';
import { myDataBackground } from './background-jobs';
import { checkAccountDeletion } from './check-account-deletion';
import { deleteAccount } from './delete-account';
import { downloadDataExport, getDataExportState } from './read-data-export';
import { requestDataExport } from './request-data-export';
import { sendDeletionCode } from './send-deletion-code';

/** Password or code guesses per person per minute when confirming a deletion. */
const DELETION_TRIES_PER_MINUTE = 5;
/** Deletion codes sent by SMS per person per 10 minutes (each costs a message). */
const DELETION_CODES_PER_10_MINUTES = 3;

/** A person's own data (decision 041): the copy to download, and deleting the account. */
export async function myDataRoutes(root: FastifyInstance) {
  const deps = root.deps;
  const { runInBackground } = myDataBackground(root, deps);
  const disconnect = (userId: string) => root.realtimeSessions.disconnectUser(userId);

  // Per person, not per address: a confirmation is a password guess like a sign-in.
  const tryKeys = new WeakMap<FastifyRequest, string>();
  const tryLimit = root.rateLimit({
    max: DELETION_TRIES_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `account-deletion:${tryKeys.get(request) ?? request.ip}`,
    errorResponseBuilder: () => new AppError('request.rate-limited'),
  });
  const limitTries = async (request: FastifyRequest, reply: FastifyReply) => {
    const me = await root.readSession(request);
    if (me) tryKeys.set(request, me.userId);
    await tryLimit.call(root, request, reply);
  };

  const codeLimit = root.rateLimit({
    max: DELETION_CODES_PER_10_MINUTES,
    timeWindow: 10 * 60_000,
    keyGenerator: (request) => `account-deletion-code:${tryKeys.get(request) ?? request.ip}`,
    errorResponseBuilder: () => new AppError('phone.too-many-codes'),
  });

  routeEndpoint(root, endpoints.exportState, ({ caller }) =>
    getDataExportState(deps, caller.userId),
  );
  routeEndpoint(root, endpoints.requestExport, ({ caller }) =>
    requestDataExport(deps, runInBackground, caller.userId),
  );
  routeEndpoint(root, endpoints.downloadExport, async ({ caller, params, reply }) => {
    const file = await downloadDataExport(deps, caller.userId, params.token);
    reply
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store');
    return file.content;
  });
  routeEndpoint(root, endpoints.deletionCheck, ({ caller }) =>
    checkAccountDeletion(deps, caller.userId),
  );
  routeEndpoint(
    root,
    endpoints.sendDeletionCode,
    ({ caller }) => sendDeletionCode({ ...deps, auth: root.auth }, caller.userId),
    {
      guard: async ({ caller, request }) => {
        tryKeys.set(request, caller.userId);
      },
      preHandler: codeLimit,
    },
  );
  routeEndpoint(
    root,
    endpoints.deleteAccount,
    async ({ caller, body }) => {
      await deleteAccount({ ...deps, auth: root.auth }, disconnect, caller, body);
      return { deleted: true as const };
    },
    { preValidation: limitTries },
  );
}
