import type { FastifyInstance } from 'fastify';
import {
  SERVICE_CATEGORIES,
  SERVICE_CATEGORY_KEYS,
  WEEKDAYS,
  serviceInputSchema,
  type City,
  type ServiceCategory,
  type ServiceInput,
  type ServiceSubcategory,
} from '@nivaas/shared';
import { createService } from '../modules/services/index';
import { updateOwnProfile } from '../modules/users/index';
import type { RequestAuth } from '../plugins/auth/auth.plugin';
import type { Deps } from '../plugins/events/deps';
import { createDemoPeople } from './demo-accounts';
import type { DemoPerson } from './demo-people';
import { cityNamed } from './demo-places';
import { createRandom, type Random } from './demo-random';
import {
  DEMO_DESCRIPTIONS,
  DEMO_LANGUAGES,
  DEMO_OFFERS,
  DEMO_PROVIDER_NAMES,
} from './demo-service-offers';

const DAY = 24 * 60 * 60 * 1000;
/** The eight markets of the demo listings; providers are spread over them in this order. */
const CITY_NAMES = [
  'Hyderabad',
  'Bengaluru',
  'Visakhapatnam',
  'Chennai',
  'Guntur',
  'Vijayawada',
  'Pune',
  'Mumbai',
] as const;
export const DEMO_SERVICE_COUNT = 150;

const callerOf = (userId: string, firstName: string, lastName: string): RequestAuth => ({
  userId,
  email: '',
  role: 'service-provider',
  emailVerified: true,
  sessionId: 'demo-seed',
  secondFactor: { enabled: false, passed: false },
  name: { firstName, lastName },
});

function offer(
  r: Random,
  category: ServiceCategory,
  city: City,
  sub?: ServiceSubcategory,
): ServiceInput {
  const subcategory = sub ?? (r.pick(SERVICE_CATEGORIES[category]) as ServiceSubcategory);
  const kind = DEMO_OFFERS[subcategory];
  const [low, high] = kind.price;
  const days = r.chance(0.6)
    ? WEEKDAYS.filter((d) => d !== 'sun')
    : r.sample(WEEKDAYS, r.int(3, 7));
  const start = r.int(7, 10);
  return {
    category,
    subcategory,
    title: r.pick(kind.titles),
    description: r.pick(DEMO_DESCRIPTIONS),
    price: r.step(low, high, low < 1000 ? 50 : 500),
    priceType: kind.priceType,
    availability: {
      days,
      startTime: `${String(start).padStart(2, '0')}:00`,
      endTime: `${start + r.int(7, 10)}:00`,
    },
    serviceLocations: [
      {
        city: city.slug,
        subLocalities: r.chance(0.4)
          ? []
          : r.sample(city.localities, r.int(2, 6)).map((l) => l.slug),
      },
    ],
  };
}

/**
 * About 60 providers across the demo's cities with their profiles, and 150 services over every
 * category and subcategory; Anil Reddy (provider@nivaas.demo) offers five in Hyderabad.
 * Ratings start at 0: the demo bookings' reviews make them.
 */
export async function seedDemoServices(
  app: FastifyInstance,
  demoProvider: { id: string; firstName: string; lastName: string },
  password: string,
  now: number,
): Promise<{ serviceProviders: number; services: number; providerIds: string[] }> {
  const r = createRandom('services');
  const at = (daysAgo: number): Deps => ({
    ...app.deps,
    clock: { now: () => new Date(now - daysAgo * DAY - r.int(0, DAY)) },
  });
  const people: DemoPerson[] = DEMO_PROVIDER_NAMES.map(([firstName, lastName], i) => ({
    email: `provider.${String(i + 1).padStart(2, '0')}@nivaas.demo`,
    firstName,
    lastName,
    role: 'service-provider',
  }));
  const ids = await createDemoPeople(app, people, password);

  const hyderabad = cityNamed('Hyderabad');
  const anil = callerOf(demoProvider.id, demoProvider.firstName, demoProvider.lastName);
  await updateOwnProfile(app.deps, anil.userId, {
    bio: 'Plumbing and electrical work in Hyderabad for 12 years. A small team of four; we turn up on time.',
    serviceCategory: 'maintenance',
    serviceAreas: ['hyderabad', 'hyderabad/gachibowli', 'hyderabad/madhapur', 'hyderabad/kondapur'],
    experienceYears: 12,
    languages: ['Telugu', 'Hindi', 'English'],
  });
  const anilOffers: [ServiceCategory, ServiceSubcategory][] = [
    ['maintenance', 'plumbing'],
    ['maintenance', 'electrical'],
    ['maintenance', 'appliance-repair'],
    ['cleaning', 'bathroom'],
    ['maintenance', 'pest-control'],
  ];
  let services = 0;
  for (const [category, sub] of anilOffers) {
    const input = { ...offer(r, category, hyderabad, sub), priceType: 'per-visit' as const };
    await createService(at(r.int(30, 200)), anil, serviceInputSchema.parse(input));
    services++;
  }

  // Two each, and a third for the first ones until the count is reached.
  const thirds = DEMO_SERVICE_COUNT - services - 2 * people.length;
  for (const [i, person] of people.entries()) {
    const id = ids.get(person.email)!;
    const city = cityNamed(CITY_NAMES[i % CITY_NAMES.length]!);
    // Every category gets providers; each provider mostly keeps to one.
    const category = SERVICE_CATEGORY_KEYS[i % SERVICE_CATEGORY_KEYS.length]!;
    const areas = r.sample(city.localities, r.int(1, 4)).map((l) => `${city.slug}/${l.slug}`);
    await updateOwnProfile(app.deps, id, {
      bio: `${r.pick(DEMO_DESCRIPTIONS)} Serving ${city.name}.`,
      serviceCategory: category,
      serviceAreas: [city.slug, ...areas],
      experienceYears: r.int(1, 25),
      languages: r.sample(DEMO_LANGUAGES[city.state] ?? ['Hindi', 'English'], r.int(1, 3)),
    });
    const caller = callerOf(id, person.firstName, person.lastName);
    for (let k = 0; k < (i < thirds ? 3 : 2); k++) {
      const input = offer(r, k === 2 ? r.pick(SERVICE_CATEGORY_KEYS) : category, city);
      await createService(at(r.int(1, 365)), caller, serviceInputSchema.parse(input));
      services++;
    }
  }
  return {
    serviceProviders: people.length + 1,
    services,
    providerIds: [demoProvider.id, ...ids.values()],
  };
}
