import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { VISIT_SLOT_MINUTES } from '@nivaas/shared';
import { languageOf, textsFor } from '../../lib/texts/translate';
import { loadSiteVisit } from './load-site-visit';
import { readerLanguage } from './site-visits.repository';

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

/**
 * A confirmed visit as an iCalendar file, for its seeker or the listing's owner, worded in the
 * reader's stored language (the calendar shows its title and text as they are).
 */
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
  const lang = languageOf(await readerLanguage(deps.db, caller.userId));
  const t = textsFor(lang);
  const names = {
    property: v.propertyTitle,
    visitor: `${v.seekerFirstName} ${v.seekerLastName}`.trim(),
    owner: `${v.ownerFirstName} ${v.ownerLastName}`.trim(),
  };
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
    `SUMMARY;LANGUAGE=${lang}:${escapeText(t('calendar.visitSummary', names))}`,
    `DESCRIPTION;LANGUAGE=${lang}:${escapeText(t('calendar.visitDescription', names))}`,
    `URL:${origin}/properties/${encodeURIComponent(v.propertyId)}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return { fileName: `site-visit-${v.date}`, ics: lines.map(fold).join('\r\n') + '\r\n' };
}
