import { describe, expect, it } from 'vitest';
import { asLanguage, LANGUAGES } from './languages';

describe('languages', () => {
  it('names each language in its own script', () => {
    expect(LANGUAGES.map((l) => l.label)).toEqual(['English', 'हिन्दी', 'తెలుగు', 'தமிழ்']);
  });

  it('reads a browser language or a saved choice as one of ours', () => {
    expect(asLanguage('te-IN')).toBe('te');
    expect(asLanguage('ta')).toBe('ta');
    expect(asLanguage('hi-IN')).toBe('hi');
    expect(asLanguage('en-GB')).toBe('en');
    expect(asLanguage('kn-IN')).toBeUndefined();
    expect(asLanguage(null)).toBeUndefined();
    expect(asLanguage('')).toBeUndefined();
  });
});
