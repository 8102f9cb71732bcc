import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { VISIT_SLOT_MINUTES } from '@nivaas/shared';
import { loadSiteVisit } from './load-site-visit';

/** RFC 5545 text: backslash, semicolon, comma and newlines escaped. */
const escapeText = (s: string) =>
  s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** `20261201T043000Z` */
const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** Lines longer than 75 octets are folded (RFC 5545 3.1), never inside a character. */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    if (octets + size > (out.length ? 74 : 75)) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** A confirmed visit as an iCalendar file, for its seeker or the listing's owner. */
export async function visitCalendarFile(
  deps: Pick<Deps, 'db' | 'clock'>,
  caller: RequestAuth,
  id: string,
  origin: string,
): Promise<{ fileName: string; ics: string }> {
  const v = await loadSiteVisit(deps, caller, id);
  if (v.status !== 'confirmed') throw new AppError('site-visit.not-confirmed');
  const start = new Date(v.startsAt);
  const end = new Date(start.getTime() + VISIT_SLOT_MINUTES * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Nivaas//Site visits//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:site-visit-${v.id}@nivaas`,
    `DTSTAMP:${stamp(deps.clock.now().toISOString())}`,
    `DTSTART:${stamp(start.toISOString())}`,
    `DTEND:${stamp(end.toISOString())}`,
    `SUMMARY:${escapeText(`Site visit: ${v.propertyTitle}`)}`,
    `DESCRIPTION:${escapeText(
      `${v.seekerFirstName} ${v.seekerLastName} visits ${v.propertyTitle} (owner: ${v.ownerFirstName} ${v.ownerLastName}).`,
    )}`,
    `URL:${origin}/properties/${encodeURIComponent(v.propertyId)}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return { fileName: `site-visit-${v.date}`, ics: lines.map(fold).join('\r\n') + '\r\n' };
}
