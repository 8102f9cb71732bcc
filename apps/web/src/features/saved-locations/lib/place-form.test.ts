import { describe, expect, it } from 'vitest';
import { SAVED_LOCATION_MESSAGES, type SavedLocation } from '@nivaas/shared';
import {
  cityOptions,
  initialPlaceValues,
  localityOptions,
  toPlaceInput,
  toPlacePatch,
  validatePlace,
} from './place-form';
import { searchNearUrl } from './search-near';

type Table = { validation: Record<string, string>; errors: { server: Record<string, string> } };
const files = import.meta.glob<Table>('../../../locales/*/savedLocations.json', {
  eager: true,
  import: 'default',
});
const en = files['../../../locales/en/savedLocations.json']!;
const hi = files['../../../locales/hi/savedLocations.json']!;

describe('savedLocations texts', () => {
  it('the English validation table is SAVED_LOCATION_MESSAGES, key for key', () => {
    expect(en.validation).toEqual({ ...SAVED_LOCATION_MESSAGES });
    expect(Object.keys(hi.validation).sort()).toEqual(Object.keys(SAVED_LOCATION_MESSAGES).sort());
  });

  it('the server error table carries the spec texts of section 8 (Locations)', () => {
    expect(Object.values(en.errors.server)).toEqual(
      expect.arrayContaining([
        'You must be logged in to save locations',
        'Location not found',
        'Failed to load saved locations',
        'Failed to save location',
        'Failed to delete location',
        'Failed to update location',
      ]),
    );
  });
});

const saved: SavedLocation = {
  id: 's1',
  name: 'Office',
  city: 'Hyderabad',
  sublocality: 'Gachibowli',
  point: { lat: 17.44, lng: 78.35 },
  commuteMode: 'car',
  commuteTime: 40,
  radiusKm: 5,
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('the place form', () => {
  it('starts a new place with the spec default radius of 5 km', () => {
    expect(initialPlaceValues()).toMatchObject({
      name: '',
      city: null,
      radiusKm: 5,
      commuteTime: 30,
    });
  });

  it('asks for a name, a locality of the chosen city, and numbers in range', () => {
    const errors = validatePlace(
      { ...initialPlaceValues(), city: 'Hyderabad', commuteTime: '', radiusKm: 0 },
      false,
    );
    expect(errors).toMatchObject({
      name: SAVED_LOCATION_MESSAGES.name,
      sublocality: SAVED_LOCATION_MESSAGES.place,
      commuteTime: SAVED_LOCATION_MESSAGES.commuteTime,
      radiusKm: SAVED_LOCATION_MESSAGES.radius,
    });
    expect(validatePlace({ ...initialPlaceValues(), name: 'Home' }, false)).toEqual({
      city: SAVED_LOCATION_MESSAGES.place,
    });
    expect(validatePlace({ ...initialPlaceValues(), name: 'Home' }, true)).toEqual({});
  });

  it('accepts a complete place and builds the request', () => {
    const values = {
      ...initialPlaceValues(),
      name: ' College ',
      city: 'Pune',
      sublocality: 'Kothrud',
    };
    expect(validatePlace(values, false)).toEqual({});
    expect(toPlaceInput(values)).toMatchObject({ name: 'College', city: 'Pune', radiusKm: 5 });
  });

  it('an edit sends only what changed', () => {
    expect(toPlacePatch(saved, initialPlaceValues(saved))).toEqual({});
    expect(
      toPlacePatch(saved, { ...initialPlaceValues(saved), radiusKm: 8, name: 'Work' }),
    ).toEqual({
      name: 'Work',
      radiusKm: 8,
    });
    expect(toPlacePatch(saved, { ...initialPlaceValues(saved), sublocality: 'Madhapur' })).toEqual({
      city: 'Hyderabad',
      sublocality: 'Madhapur',
    });
  });

  it('offers the dataset cities by state and each city’s localities', () => {
    const groups = cityOptions();
    expect(groups.map((g) => g.group)).toContain('Telangana');
    expect(groups.flatMap((g) => g.items.map((i) => i.value))).toContain('Hyderabad');
    expect(localityOptions('Hyderabad')).toContain('Gachibowli');
    expect(localityOptions(null)).toEqual([]);
    expect(localityOptions('Atlantis')).toEqual([]);
  });

  it('searches near a place, nearest first', () => {
    expect(searchNearUrl('s1')).toBe('/properties?savedLocationId=s1&sort=distance');
  });
});
