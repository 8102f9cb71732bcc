import { describe, expect, it } from 'vitest';
import { changePlace, cityOptions, localityOptions, localityPincode, stateOptions } from './places';

describe('place pickers', () => {
  it('list the dataset state by state, city by city', () => {
    expect(stateOptions()).toContain('Karnataka');
    expect(cityOptions('Karnataka')).toContain('Bengaluru');
    expect(cityOptions('')).toEqual([]);
    expect(localityOptions('Karnataka', 'Bengaluru')).toContain('Indiranagar');
    expect(localityOptions('Telangana', 'Bengaluru')).toEqual([]);
  });

  const empty = { state: '', city: '', sublocality: '', pincode: '' };

  it('clear what lies below a changed state or city', () => {
    const chosen = {
      state: 'Karnataka',
      city: 'Bengaluru',
      sublocality: 'Indiranagar',
      pincode: '560038',
    };
    expect(changePlace(chosen, 'state', 'Telangana')).toEqual({
      state: 'Telangana',
      city: '',
      sublocality: '',
      pincode: '560038',
    });
    expect(changePlace(chosen, 'city', 'Mysuru')).toMatchObject({
      city: 'Mysuru',
      sublocality: '',
    });
    expect(changePlace(chosen, 'state', 'Karnataka')).toBe(chosen);
  });

  it('fill the PIN code from the locality unless the owner typed another', () => {
    const city = { ...empty, state: 'Karnataka', city: 'Bengaluru' };
    const first = changePlace(city, 'sublocality', 'Indiranagar');
    expect(first.pincode).toBe(localityPincode('Bengaluru', 'Indiranagar'));
    expect(first.pincode).toMatch(/^\d{6}$/);
    const moved = changePlace(first, 'sublocality', 'Koramangala');
    expect(moved.pincode).toBe(localityPincode('Bengaluru', 'Koramangala'));
    const typed = changePlace({ ...first, pincode: '560099' }, 'sublocality', 'Koramangala');
    expect(typed.pincode).toBe('560099');
  });
});
