import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TRANSLATION_KEYS_FILE, translationKeysSource } from '../../translation-keys';

/**
 * The keys `t()` accepts are the English texts' keys: src/lib/translation-keys.ts is written from
 * en/*.json and must not lag behind it (`npm run i18n:keys` rewrites it).
 */
describe('translation keys', () => {
  it('src/lib/translation-keys.ts lists the keys of en/*.json (npm run i18n:keys)', async () => {
    expect(readFileSync(TRANSLATION_KEYS_FILE, 'utf8')).toBe(await translationKeysSource());
  });
});
