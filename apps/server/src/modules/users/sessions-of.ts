import type { Deps } from '../../plugins/events/deps';
import { findSessionSummary, sessionsOf } from './users.repository';

/** A person's recent sign-ins known from their sessions, newest first (the admin area's view). */
export const recentSignIns = (deps: Pick<Deps, 'db'>, userId: string, limit: number) =>
  sessionsOf(deps.db, userId, limit);

/** The session behind a request with its person's email; null when it has gone meanwhile. */
export const sessionSummary = (deps: Pick<Deps, 'db'>, sessionId: string) =>
  findSessionSummary(deps.db, sessionId);
