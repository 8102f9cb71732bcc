import type { Kysely } from 'kysely';
import type { Role } from '@nivaas/shared';
import type { Database } from '../../db/schema';
import { revokeSessions, setRole, setSuspension } from './users.repository';

type Trx = Kysely<Database>;

/**
 * What the admin area and the command line change of an account, inside their own transaction
 * (`trx`, beside their audit entry): its suspension, its role, its sessions. The admin module
 * decides who may do it; the rows are the users module's.
 */
export const setAccountSuspension = (
  trx: Trx,
  userId: string,
  suspension: { at: string; reason: string; by: string | null } | null,
) => setSuspension(trx, userId, suspension);

/** The role, with the service-provider flag that follows it. */
export const setAccountRole = (trx: Trx, userId: string, role: Role, at: string) =>
  setRole(trx, userId, role, at);

/** Ends every session of the person at once; answers the ids so their sockets can be closed. */
export const endAllSessions = (trx: Trx, userId: string): Promise<string[]> =>
  revokeSessions(trx, userId);
