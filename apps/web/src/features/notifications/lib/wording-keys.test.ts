import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_TYPES,
  notificationWording,
  wordsText,
  type WordingFormats,
  type Words,
} from '@nivaas/shared';
import en from '../../../locales/en/notifications.json';

/**
 * The keys @nivaas/shared words a notification with are strings to the compiler (the package
 * cannot know the web's texts): each must be a text of the notifications namespace.
 */
const FORMATS: WordingFormats = {
  date: (v) => v,
  dueDate: (v) => v,
  time: (v) => v,
  slot: (v) => v,
  status: (v) => v,
};

/** Values for the data a wording reads, so the longer sentences are worded too. */
const FULL = Object.fromEntries(
  [
    'amountPaise',
    'applicantName',
    'date',
    'dueAt',
    'dueDate',
    'endDate',
    'moment',
    'name',
    'newPrice',
    'newRent',
    'oldPrice',
    'preview',
    'previousRent',
    'propertyTitle',
    'reason',
    'searchName',
    'senderName',
    'service',
    'startDate',
    'startsAt',
    'time',
    'title',
  ].map((field) => [
    field,
    field.endsWith('Price') || field.endsWith('Rent') ? 1000 : '2026-12-05',
  ]),
);

function keysOf(w: Words): string[] {
  const keys: string[] = [];
  wordsText(w, (key, _vars, orKey) => {
    keys.push(key, ...(orKey ? [orKey] : []));
    return key;
  });
  return keys;
}

function hasText(key: string): boolean {
  let node: unknown = en;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string';
}

describe('notification wording keys', () => {
  it.each(NOTIFICATION_TYPES)('%s reads texts the notifications namespace has', (type) => {
    for (const data of [{}, FULL]) {
      const w = notificationWording({ type, data }, FORMATS);
      const missing = [...keysOf(w.title), ...keysOf(w.body)].filter((k) => !hasText(k));
      expect(missing).toEqual([]);
    }
  });
});
