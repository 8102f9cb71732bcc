import {
  CITIES,
  DEFAULT_SEARCH_RADIUS_KM,
  SAVED_LOCATION_MESSAGES,
  findCity,
  issuesToFields,
  savedLocationInputSchema,
  type CommuteMode,
  type SavedLocation,
  type SavedLocationInput,
  type SavedLocationPatch,
} from '@nivaas/shared';

/** What the add/edit form holds; number inputs are '' while empty. */
export interface PlaceFormValues {
  name: string;
  city: string | null;
  sublocality: string | null;
  commuteMode: CommuteMode;
  commuteTime: number | '';
  radiusKm: number | '';
}

export function initialPlaceValues(location?: SavedLocation): PlaceFormValues {
  return {
    name: location?.name ?? '',
    city: location?.city ?? null,
    sublocality: location?.sublocality ?? null,
    commuteMode: location?.commuteMode ?? 'public-transport',
    commuteTime: location?.commuteTime ?? 30,
    radiusKm: location?.radiusKm ?? DEFAULT_SEARCH_RADIUS_KM,
  };
}

/**
 * Field messages in English (the shared schema's, as the server sends them): the schema's own,
 * plus the place rule the server applies: a locality of the chosen city, unless the place is
 * already a point on the map and stays one.
 */
export function validatePlace(
  values: PlaceFormValues,
  keepsPoint: boolean,
): Record<string, string> {
  const checked = savedLocationInputSchema.safeParse(values);
  const errors = checked.success ? {} : issuesToFields(checked.error);
  if (values.city && !values.sublocality) errors.sublocality ??= SAVED_LOCATION_MESSAGES.place;
  else if (!values.city && !keepsPoint) errors.city ??= SAVED_LOCATION_MESSAGES.place;
  return errors;
}

export function toPlaceInput(values: PlaceFormValues): SavedLocationInput {
  return savedLocationInputSchema.parse(values);
}

/** Only what changed, so an edit never moves a place the person did not touch. */
export function toPlacePatch(before: SavedLocation, values: PlaceFormValues): SavedLocationPatch {
  const input = toPlaceInput(values);
  const patch: SavedLocationPatch = {};
  if (input.name !== before.name) patch.name = input.name;
  if (input.city && (input.city !== before.city || input.sublocality !== before.sublocality)) {
    patch.city = input.city;
    patch.sublocality = input.sublocality ?? null;
  }
  if (input.commuteMode !== before.commuteMode) patch.commuteMode = input.commuteMode;
  if (input.commuteTime !== before.commuteTime) patch.commuteTime = input.commuteTime;
  if (input.radiusKm !== before.radiusKm) patch.radiusKm = input.radiusKm;
  return patch;
}

export interface OptionGroup {
  group: string;
  items: { value: string; label: string }[];
}

/** The dataset's cities, grouped by state, for the city picker. */
export function cityOptions(): OptionGroup[] {
  const groups = new Map<string, OptionGroup>();
  for (const city of CITIES) {
    const group = groups.get(city.state) ?? { group: city.state, items: [] };
    group.items.push({ value: city.name, label: city.name });
    groups.set(city.state, group);
  }
  for (const g of groups.values()) g.items.sort((a, b) => a.label.localeCompare(b.label));
  return [...groups.values()];
}

/** The localities of a city, A to Z; none for an unknown city. */
export function localityOptions(cityName: string | null): string[] {
  const city = cityName ? findCity(cityName) : undefined;
  if (!city) return [];
  return [...new Set(city.localities.map((l) => l.name))].sort((a, b) => a.localeCompare(b));
}
