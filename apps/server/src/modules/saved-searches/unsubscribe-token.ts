import { createHmac, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'saved-search-unsubscribe:';

const mac = (secret: string, id: string) =>
  createHmac('sha256', secret)
    .update(PURPOSE + id)
    .digest('base64url');

/** A digest mail's unsubscribe link: the search's id, signed, so it needs no sign-in. */
export const unsubscribeToken = (secret: string, savedSearchId: string): string =>
  `${Buffer.from(savedSearchId).toString('base64url')}.${mac(secret, savedSearchId)}`;

/** The saved search a token is for, or null when it was not signed by us. */
export function readUnsubscribeToken(secret: string, token: string): string | null {
  const [idPart, sig, ...rest] = token.split('.');
  if (!idPart || !sig || rest.length > 0) return null;
  const id = Buffer.from(idPart, 'base64url').toString('utf8');
  const expected = Buffer.from(mac(secret, id));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
