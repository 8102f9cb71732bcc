import { describe, expect, it } from 'vitest';
import { fromSlug } from './place-names';

describe('fromSlug', () => {
  it('turns URL slugs into readable names', () => {
    expect(fromSlug('new-delhi')).toBe('New Delhi');
    expect(fromSlug('navi_mumbai')).toBe('Navi Mumbai');
    expect(fromSlug('  pune ')).toBe('Pune');
    expect(fromSlug('iit-hyderabad')).toBe('IIT Hyderabad');
    expect(fromSlug('bits_pilani')).toBe('BITS Pilani');
    expect(fromSlug('osmania-university')).toBe('Osmania University');
    expect(fromSlug('')).toBe('');
  });

  it('leaves scripts without capitals alone', () => {
    expect(fromSlug('हैदराबाद')).toBe('हैदराबाद');
  });
});
