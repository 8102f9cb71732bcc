import { findLocality, getCitiesOfState, getStates } from '@nivaas/shared';

/** Options of the state → city → locality pickers, from the city dataset (spelled as stored). */
export const stateOptions = (): string[] => [...getStates()];

export const cityOptions = (state: string): string[] =>
  state ? getCitiesOfState(state).map((c) => c.name) : [];

export function localityOptions(state: string, city: string): string[] {
  const found = getCitiesOfState(state).find((c) => c.name === city);
  return found ? found.localities.map((l) => l.name) : [];
}

/** The locality's PIN code where the dataset knows it. */
export function localityPincode(city: string, locality: string): string | undefined {
  if (!city || !locality) return undefined;
  return findLocality(city, locality)?.pincode;
}

export interface PlaceChange {
  state: string;
  city: string;
  sublocality: string;
  pincode: string;
}

/**
 * Picking a state clears the city and locality below it, picking a city clears the locality;
 * picking a locality fills the PIN code when the dataset knows it and the owner has not typed
 * a different one (a PIN code that came from the previous locality is replaced).
 */
export function changePlace(
  current: PlaceChange,
  field: 'state' | 'city' | 'sublocality',
  value: string,
): PlaceChange {
  if (field === 'state') {
    if (value === current.state) return current;
    return { ...current, state: value, city: '', sublocality: '' };
  }
  if (field === 'city') {
    if (value === current.city) return current;
    return { ...current, city: value, sublocality: '' };
  }
  const previous = localityPincode(current.city, current.sublocality);
  const next = localityPincode(current.city, value);
  const typedByOwner = current.pincode !== '' && current.pincode !== previous;
  return {
    ...current,
    sublocality: value,
    pincode: next && !typedByOwner ? next : current.pincode,
  };
}
