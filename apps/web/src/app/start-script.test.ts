import { describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from '@nivaas/shared';
import { START, START_LANGUAGE_KEYS } from '../../start-after-paint-plugin';

describe('the start script', () => {
  it('remembers a language picked before the app starts where the app and the server read it', () => {
    expect(START_LANGUAGE_KEYS).toEqual({ storage: LANGUAGE_STORAGE_KEY, cookie: LANGUAGE_COOKIE });
    expect(START).toContain(`localStorage.setItem('${LANGUAGE_STORAGE_KEY}'`);
    expect(START).toContain(`'${LANGUAGE_COOKIE}=' + target.value`);
  });
});
