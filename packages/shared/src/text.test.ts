import { describe, expect, it } from 'vitest';
import { cleanFileName, cleanText, isInvisibleText, TEXT_MESSAGES } from './text';
import { lineText, multilineText } from './schemas/text';
import { commentInputSchema } from './schemas/comment';
import { profileUpdateSchema, VALIDATION } from './schemas/user';
import { propertyPatchSchema } from './schemas/property';
import { answersSchemaFor } from './schemas/application-forms';
import { sendMessageSchema } from './schemas/conversation';
import { roommateProfileInputSchema } from './schemas/roommates';

const ZERO_WIDTH = '\u200b\u200c\u200d\u2060\ufeff\u00ad';

describe('cleanText', () => {
  it('drops C0 and C1 control characters, NUL included', () => {
    expect(cleanText('Nul\u0000l')).toBe('Null');
    expect(cleanText('a\u0001b\u001bc\u007fd\u0085e\u009ff')).toBe('abcdef');
  });

  it('keeps line breaks and tabs where text has several lines, a space on one line', () => {
    expect(cleanText('one\r\ntwo\rthree\u2028four\tfive', { multiline: true })).toBe(
      'one\ntwo\nthree\nfour\tfive',
    );
    expect(cleanText('Asha\nRao\tK')).toBe('Asha Rao K');
  });

  it('drops bidirectional embeddings, overrides and isolates', () => {
    expect(cleanText('\u202efdp.exe')).toBe('fdp.exe');
    expect(cleanText('a\u202ab\u202bc\u202cd\u202de\u2066f\u2067g\u2068h\u2069')).toBe('abcdefgh');
  });

  it('keeps markup as typed and the joiners Indian scripts need', () => {
    expect(cleanText('<b>Bold</b>')).toBe('<b>Bold</b>');
    expect(cleanText('क्\u200dष')).toBe('क्\u200dष');
  });
});

describe('isInvisibleText', () => {
  it('is true only for text with nothing to see', () => {
    expect(isInvisibleText(ZERO_WIDTH)).toBe(true);
    expect(isInvisibleText('\u3164\u2800\ufe0f ')).toBe(true);
    expect(isInvisibleText('')).toBe(false);
    expect(isInvisibleText('a\u200b')).toBe(false);
    expect(isInvisibleText('नमस्ते')).toBe(false);
  });
});

describe('cleanFileName', () => {
  it('shows a name as it really ends, without slashes, or the fallback', () => {
    expect(cleanFileName('\u202efdp.exe', 'document.pdf')).toBe('fdp.exe');
    expect(cleanFileName('../../etc/passwd', 'document.pdf')).toBe('....etcpasswd');
    expect(cleanFileName('\u0000\u200b', 'document.pdf')).toBe('document.pdf');
    expect(cleanFileName(undefined, 'photo.webp')).toBe('photo.webp');
    expect(cleanFileName('x'.repeat(300), 'document.pdf')).toHaveLength(120);
  });
});

describe('the shared text rule in the schemas', () => {
  it('cleans a value and refuses one of only invisible characters, with the shared message', () => {
    expect(lineText().parse(' Nul\u0000l \u202e')).toBe('Null');
    expect(multilineText().parse('a\r\nb\u0007')).toBe('a\nb');
    const refused = lineText().safeParse(ZERO_WIDTH);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(TEXT_MESSAGES.invisible);
    expect(VALIDATION.invisibleText).toBe(TEXT_MESSAGES.invisible);
  });

  it('applies to profile names and bio', () => {
    expect(
      profileUpdateSchema.parse({ firstName: 'Nul\u0000l', bio: 'Line one\r\nline two\u202e' }),
    ).toEqual({ firstName: 'Null', bio: 'Line one\nline two' });
    const refused = profileUpdateSchema.safeParse({ firstName: ZERO_WIDTH, bio: ZERO_WIDTH });
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['firstName', VALIDATION.invisibleText],
      ['bio', VALIDATION.invisibleText],
    ]);
  });

  it('applies to a listing, a comment, a chat message and a roommate profile', () => {
    expect(
      propertyPatchSchema.parse({
        title: 'Flat\u0000 in \u202eBrodipet',
        description: 'Sunny\r\nquiet\u0085',
        address: '12-3-45\u2066, Main Road',
        amenities: ['Lift\u0000'],
      }),
    ).toEqual({
      title: 'Flat in Brodipet',
      description: 'Sunny\nquiet',
      address: '12-3-45, Main Road',
      amenities: ['Lift'],
    });
    expect(commentInputSchema.safeParse({ content: ZERO_WIDTH, rating: 4 }).success).toBe(false);
    expect(
      sendMessageSchema.safeParse({ content: ZERO_WIDTH, clientKey: 'k'.repeat(8) }).success,
    ).toBe(false);
    const roommate = roommateProfileInputSchema.parse({
      occupation: 'Engineer\u0000',
      bio: 'Hi\u202e\nthere',
    });
    expect(roommate).toMatchObject({ occupation: 'Engineer', bio: 'Hi\nthere' });
  });

  it('applies to application answers: cleaned, a textarea keeps its lines, invisible refused', () => {
    const schema = answersSchemaFor({
      fields: [
        { id: '1', name: 'occupation', type: 'text', required: true, placeholder: '', options: [] },
        { id: '2', name: 'about', type: 'textarea', required: false, placeholder: '', options: [] },
      ],
    });
    expect(schema.parse({ occupation: 'Nurse\u0000\u202e', about: 'a\r\nb' })).toEqual({
      occupation: 'Nurse',
      about: 'a\nb',
    });
    expect(schema.safeParse({ occupation: '\u0000' }).error?.issues[0]?.path).toEqual([
      'occupation',
    ]);
    expect(schema.safeParse({ occupation: ZERO_WIDTH }).error?.issues[0]?.message).toBe(
      TEXT_MESSAGES.invisible,
    );
  });
});
