import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  DEFAULT_MESSAGE_BY_CODE,
  DEFAULT_REASON_BY_CODE,
  ERROR_CODES,
  ERROR_REASON_LIST,
  ERROR_REASONS,
  isErrorReason,
  issuesToFields,
  ROOT_FIELD,
} from './errors';
import { apiErrorSchema } from './schemas/api-error';

describe('error reasons', () => {
  it('are named <slice>.<what> in lower-case kebab words', () => {
    for (const reason of ERROR_REASONS)
      expect(reason).toMatch(/^[a-z]+(-[a-z]+)*\.[a-z]+(-[a-z]+)*$/);
  });

  it('each have a code of the catalogue and an English message', () => {
    for (const reason of ERROR_REASONS) {
      const { code, message } = ERROR_REASON_LIST[reason];
      expect(ERROR_CODES, reason).toContain(code);
      expect(message.trim(), reason).not.toBe('');
    }
  });

  it('give each code a generic reason that says what the code says', () => {
    for (const code of ERROR_CODES) {
      const reason = DEFAULT_REASON_BY_CODE[code];
      expect(ERROR_REASON_LIST[reason]).toEqual({ code, message: DEFAULT_MESSAGE_BY_CODE[code] });
    }
  });

  it('keep the spec texts verbatim (section 8)', () => {
    expect(ERROR_REASON_LIST['property.not-found'].message).toBe('Property not found.');
    expect(ERROR_REASON_LIST['property.not-owner'].message).toBe(
      'Permission denied. You can only update your own properties.',
    );
    expect(ERROR_REASON_LIST['chat.thread-blocked'].message).toBe(
      'This conversation has been blocked',
    );
    expect(ERROR_REASON_LIST['chat.thread-not-found'].message).toBe('Chat thread not found');
    expect(ERROR_REASON_LIST['comment.not-found'].message).toBe('Comment not found');
    expect(ERROR_REASON_LIST['saved-location.not-found'].message).toBe('Location not found');
    expect(ERROR_REASON_LIST['user.not-logged-in'].message).toBe('No user logged in');
  });

  it('are recognised only by their exact name', () => {
    expect(isErrorReason('chat.thread-blocked')).toBe(true);
    expect(isErrorReason('chat.nope')).toBe(false);
    expect(isErrorReason('toString')).toBe(false);
    expect(isErrorReason(undefined)).toBe(false);
  });

  it('are what the error body schema accepts', () => {
    const body = (reason: string) => ({ error: { code: 'not-found', reason, message: 'x' } });
    expect(apiErrorSchema.safeParse(body('property.not-found')).success).toBe(true);
    expect(apiErrorSchema.safeParse(body('property.gone')).success).toBe(false);
    expect(apiErrorSchema.safeParse({ error: { code: 'not-found', message: 'x' } }).success).toBe(
      false,
    );
  });
});

describe('issuesToFields', () => {
  const schema = z
    .object({
      title: z.string().min(1, 'Give it a title'),
      address: z.object({ city: z.string({ error: 'Choose a city' }) }),
      tags: z.array(z.string().min(2, 'Too short')),
      from: z.number(),
      to: z.number(),
    })
    .refine((v) => v.from <= v.to, 'From comes before to');

  it('keys the first message of each field by its dotted path', () => {
    const result = schema.safeParse({
      title: '',
      address: {},
      tags: ['ok', 'x'],
      from: 1,
      to: 2,
    });
    expect(result.success).toBe(false);
    expect(issuesToFields(result.error!)).toEqual({
      title: 'Give it a title',
      'address.city': 'Choose a city',
      'tags.1': 'Too short',
    });
  });

  it('puts a rule about the whole value under the root key', () => {
    const result = schema.safeParse({
      title: 't',
      address: { city: 'c' },
      tags: [],
      from: 3,
      to: 2,
    });
    expect(issuesToFields(result.error!)).toEqual({ [ROOT_FIELD]: 'From comes before to' });
    expect(ROOT_FIELD).toBe('_');
  });

  it('keeps the first of several messages for one field', () => {
    const issues = [
      { path: ['name'], message: 'first' },
      { path: ['name'], message: 'second' },
    ];
    expect(issuesToFields({ issues })).toEqual({ name: 'first' });
  });
});
