import { z } from 'zod';
import { lineText } from './text';
import { DEFAULT_SEARCH_RADIUS_KM } from '../constants';

export const COMMUTE_MODES = ['walk', 'bicycle', 'two-wheeler', 'car', 'public-transport'] as const;
export type CommuteMode = (typeof COMMUTE_MODES)[number];

export const SAVED_LOCATION_LIMITS = {
  nameMax: 60,
  perUser: 20,
  commuteMinutesMax: 180,
  radiusKmMax: 100,
} as const;

/** Spec section 8 Locations, plus the field messages of the form. */
export const SAVED_LOCATION_MESSAGES = {
  signIn: 'You must be logged in to save locations',
  notFound: 'Location not found',
  name: 'Give this place a name',
  nameTooLong: `A name can be at most ${SAVED_LOCATION_LIMITS.nameMax} characters`,
  place: 'Choose a city and locality, or a point on the map',
  commuteMode: 'Choose how you travel',
  commuteTime: `Commute time must be between 1 and ${SAVED_LOCATION_LIMITS.commuteMinutesMax} minutes`,
  radius: `Radius must be more than 0 and at most ${SAVED_LOCATION_LIMITS.radiusKmMax} km`,
  tooMany: `You can save at most ${SAVED_LOCATION_LIMITS.perUser} places`,
} as const;

const M = SAVED_LOCATION_MESSAGES;

/**
 * A place a person cares about (work, college): a locality of the dataset or a map point, with
 * how they travel. Used as the origin of a distance search.
 *
 * Routes: GET /api/me/saved-locations → savedLocationListSchema; POST → 201 savedLocationSchema;
 * PATCH /api/me/saved-locations/:id → savedLocationSchema; DELETE → 204. Only the person's own.
 *
 * Place: city + sublocality of the dataset (any spelling findCity/findLocality know; stored as the
 * dataset spells them, point = the locality's coordinates, a point sent with them is ignored), or
 * else a point inside India. Otherwise 400 with M.place on the field at fault: `city` (unknown,
 * missing, or no place at all), `sublocality` (missing or not in that city), `point` (outside
 * India). In a PATCH, a point alone moves the place to that point; a city or locality alone keeps
 * the other half of the stored locality. The list is in the order the places were saved.
 * More than SAVED_LOCATION_LIMITS.perUser: 400 with message M.tooMany (no fields).
 * Signed out: 401 M.signIn; an unknown id or another person's: 404 M.notFound.
 */
const fields = {
  name: lineText({ error: M.name })
    .min(1, M.name)
    .max(SAVED_LOCATION_LIMITS.nameMax, M.nameTooLong),
  /** City and locality as the dataset spells them (the server canonicalises them). */
  city: lineText({ error: M.place }).max(60).nullable(),
  sublocality: lineText({ error: M.place }).max(80).nullable(),
  point: z
    .object(
      { lat: z.number({ error: M.place }), lng: z.number({ error: M.place }) },
      { error: M.place },
    )
    .nullable(),
  commuteMode: z.enum(COMMUTE_MODES, { error: M.commuteMode }),
  commuteTime: z
    .number({ error: M.commuteTime })
    .int(M.commuteTime)
    .min(1, M.commuteTime)
    .max(SAVED_LOCATION_LIMITS.commuteMinutesMax, M.commuteTime),
  radiusKm: z
    .number({ error: M.radius })
    .positive(M.radius)
    .max(SAVED_LOCATION_LIMITS.radiusKmMax, M.radius),
};

export const savedLocationInputSchema = z.object({
  ...fields,
  city: fields.city.default(null),
  sublocality: fields.sublocality.default(null),
  point: fields.point.default(null),
  commuteMode: fields.commuteMode.default('public-transport'),
  commuteTime: fields.commuteTime.default(30),
  radiusKm: fields.radiusKm.default(DEFAULT_SEARCH_RADIUS_KM),
});
export type SavedLocationInput = z.input<typeof savedLocationInputSchema>;
export const savedLocationPatchSchema = z.object(fields).partial();
export type SavedLocationPatch = z.infer<typeof savedLocationPatchSchema>;

export const savedLocationSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  sublocality: z.string().nullable(),
  /** The locality's coordinates when a locality was chosen. */
  point: z.object({ lat: z.number(), lng: z.number() }),
  commuteMode: z.enum(COMMUTE_MODES),
  commuteTime: z.number(),
  radiusKm: z.number(),
  createdAt: z.string(),
});
export type SavedLocation = z.infer<typeof savedLocationSchema>;
export const savedLocationListSchema = z.object({ locations: z.array(savedLocationSchema) });
export type SavedLocationList = z.infer<typeof savedLocationListSchema>;
