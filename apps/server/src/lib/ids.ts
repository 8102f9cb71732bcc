import { randomBytes } from 'node:crypto';

/** Portable, URL-safe ids made by the application (22 characters, 128 bits). */
export const newId = (): string => randomBytes(16).toString('base64url');
