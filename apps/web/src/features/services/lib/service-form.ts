import type {
  Service,
  ServiceInput,
  ServicePriceType,
  Weekday,
  ServiceCategory,
} from '@nivaas/shared';

/** The form's values: what the inputs hold, a price still '' before it is typed. */
export interface ServiceFormValues {
  category: ServiceCategory | '';
  subcategory: string;
  title: string;
  description: string;
  price: number | '';
  priceType: ServicePriceType;
  /** Rupees, '' or 0 for none; sent in paise. */
  visitingCharge: number | '';
  availability: { days: Weekday[]; startTime: string; endTime: string };
  serviceLocations: { city: string; subLocalities: string[] }[];
}

export const EMPTY_SERVICE: ServiceFormValues = {
  category: '',
  subcategory: '',
  title: '',
  description: '',
  price: '',
  priceType: 'fixed',
  visitingCharge: '',
  availability: {
    days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'],
    startTime: '09:00',
    endTime: '18:00',
  },
  serviceLocations: [{ city: '', subLocalities: [] }],
};

export const serviceFormValues = (s: Service): ServiceFormValues => ({
  category: s.category,
  subcategory: s.subcategory,
  title: s.title,
  description: s.description,
  price: s.price,
  priceType: s.priceType,
  visitingCharge: s.visitingChargePaise ? s.visitingChargePaise / 100 : '',
  availability: { ...s.availability, days: [...s.availability.days] },
  serviceLocations: s.serviceLocations.map((l) => ({ ...l, subLocalities: [...l.subLocalities] })),
});

/**
 * The body sent: blanks left for the server to judge (its messages are the spec's), so an
 * empty title or price reaches it as the spec expects.
 */
export function serviceBody(v: ServiceFormValues): ServiceInput {
  return {
    category: v.category as ServiceCategory,
    subcategory: v.subcategory,
    title: v.title,
    description: v.description,
    price: v.price === '' ? (undefined as unknown as number) : v.price,
    priceType: v.priceType,
    visitingChargePaise: v.visitingCharge === '' ? 0 : Math.round(v.visitingCharge * 100),
    availability: v.availability,
    serviceLocations: v.serviceLocations,
  };
}

/**
 * A field message's place in the form. The server and the schema name nested fields with dots
 * (`availability.days`, `serviceLocations.0.city`); a message about the whole list of places
 * sits on `serviceLocations`.
 */
export function fieldPath(key: string): string {
  if (key.startsWith('serviceLocations'))
    return key.split('.').length > 1 ? key : 'serviceLocations';
  if (key === 'availability') return 'availability.days';
  return key;
}

export const placeFields = (errors: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [fieldPath(k), v]));
