import { afterEach, describe, expect, it, vi } from 'vitest';
import { homeCity, readHomeChoice, rememberHomeChoice } from './home-choice';

/** A browser's local storage, as a Map. */
function storage() {
  const items = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  });
  return items;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the city and rent-or-buy chosen on home', () => {
  it('are remembered for the next visit', () => {
    storage();
    expect(readHomeChoice()).toEqual({ city: '', listing: 'rent' });
    rememberHomeChoice({ city: 'chennai', listing: 'buy' });
    expect(readHomeChoice()).toEqual({ city: 'chennai', listing: 'buy' });
  });

  it('fall back to none for a city home does not offer or a damaged entry', () => {
    const items = storage();
    items.set('nivaas.home-choice', JSON.stringify({ city: 'atlantis', listing: 'lease' }));
    expect(readHomeChoice()).toEqual({ city: '', listing: 'rent' });
    items.set('nivaas.home-choice', '{not json');
    expect(readHomeChoice()).toEqual({ city: '', listing: 'rent' });
  });

  it('work without storage (private windows), for the visit only', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    });
    expect(() => rememberHomeChoice({ city: 'pune', listing: 'rent' })).not.toThrow();
    expect(readHomeChoice()).toEqual({ city: '', listing: 'rent' });
  });

  it('show the first featured city until one is chosen', () => {
    expect(homeCity({ city: '', listing: 'rent' })).toBe('hyderabad');
    expect(homeCity({ city: 'pune', listing: 'buy' })).toBe('pune');
  });
});
