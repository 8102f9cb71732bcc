import { AVATAR_MAX_BYTES } from '@nivaas/shared';

/** What the server accepts; it checks the bytes too, this only saves a pointless upload. */
export const AVATAR_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;

export function avatarFileProblem(file: {
  size: number;
  type: string;
}): 'payload-too-large' | 'unsupported-media-type' | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'unsupported-media-type';
  if (file.size > AVATAR_MAX_BYTES) return 'payload-too-large';
  return null;
}
