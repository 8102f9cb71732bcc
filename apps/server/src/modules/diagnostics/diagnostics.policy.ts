import { userRoom } from '@nivaas/shared';
import type { Config } from '../../config';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';

/** Diagnostics exist in development, demo and test; in production the routes are never registered. */
export const diagnosticsEnabled = (config: Config): boolean => config.diagnostics;

/**
 * An echo goes back to the caller and nobody else: the diagnostics pages must not become a way
 * to push text at other people.
 */
export const echoRooms = (caller: RequestAuth): string[] => [userRoom(caller.userId)];
