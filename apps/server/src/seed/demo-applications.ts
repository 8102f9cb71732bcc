import type { FastifyInstance } from 'fastify';
import {
  BASIC_APPLICATION_FORM,
  LIFESTYLE_APPLICATION_FORM,
  type ApplicationForm,
} from '@nivaas/shared';
import {
  decideApplication,
  submitApplication,
  submitSimpleApplication,
} from '../modules/applications/index';
import { saveApplicationForm } from '../modules/application-forms/index';
import { saveTenantProfile } from '../modules/tenant-profiles/index';
import type { RequestAuth } from '../plugins/auth/auth.plugin';
import type { Deps } from '../plugins/events/deps';
import { DEMO_SEEKERS } from './demo-people';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** A custom form: what a Hyderabad owner letting to young professionals and students asks. */
const CUSTOM_FORM: ApplicationForm = {
  templateName: 'custom',
  fields: [
    {
      id: 'occupation',
      name: 'occupation',
      label: 'Occupation',
      type: 'text',
      required: true,
      placeholder: 'e.g. Software engineer, MBA student',
      options: [],
    },
    {
      id: 'employer',
      name: 'employer',
      label: 'Company or college',
      type: 'text',
      required: true,
      placeholder: '',
      options: [],
    },
    {
      id: 'income',
      name: 'income',
      label: 'Monthly income or stipend (₹)',
      type: 'number',
      required: true,
      placeholder: '',
      options: [],
    },
    {
      id: 'moveInDate',
      name: 'moveInDate',
      label: 'Move-in date',
      type: 'text',
      required: true,
      placeholder: 'YYYY-MM-DD',
      options: [],
    },
    {
      id: 'occupants',
      name: 'occupants',
      label: 'Who will live here?',
      type: 'dropdown',
      required: true,
      placeholder: '',
      options: ['Just me', 'Me and my partner', 'Family', 'Friends sharing'],
    },
    {
      id: 'diet',
      name: 'diet',
      label: 'Diet',
      type: 'dropdown',
      required: false,
      placeholder: '',
      options: ['No restrictions', 'Vegetarian', 'Vegan', 'Non-vegetarian', 'Other'],
    },
    {
      id: 'references',
      name: 'references',
      label: 'Previous landlord or reference',
      type: 'textarea',
      required: false,
      placeholder: 'Name and phone number',
      options: [],
    },
  ],
};

/** Everything a demo seeker has told Nivaas once, pre-filling every form they open. */
const PROFILES: Record<string, Record<string, string | number>> = {
  'seeker@nivaas.demo': {
    occupation: 'Product designer',
    employer: 'Kalam Labs, HITEC City',
    income: 95000,
    moveInDate: '2027-01-01',
    duration: '1-2 years',
    occupants: 'Just me',
    workSchedule: 'Flexible/Remote',
    smoking: 'No',
    pets: 'No pets',
    visitors: 'Occasionally',
    diet: 'Vegetarian',
  },
  'aditya.verma@nivaas.demo': {
    occupation: 'Data analyst',
    income: 70000,
    duration: '1-2 years',
    moveInDate: '2026-12-15',
  },
  'ananya.iyengar@nivaas.demo': {
    occupation: 'Doctor (resident)',
    income: 110000,
    workSchedule: 'Night shift',
    smoking: 'No',
    pets: 'Cat(s)',
    visitors: 'Rarely',
    diet: 'Vegetarian',
  },
  'rahul.mehta@nivaas.demo': {
    occupation: 'Sales manager',
    income: 80000,
    duration: '6-12 months',
  },
  'fatima.sheikh@nivaas.demo': {
    occupation: 'MBA student',
    employer: 'ISB Hyderabad',
    income: 30000,
    occupants: 'Friends sharing',
  },
};

/** Lifestyle answers each seeker gives (the form asks these of everyone). */
const lifestyle = (p: Record<string, string | number>) => ({
  occupation: p.occupation ?? 'Engineer',
  workSchedule: p.workSchedule ?? 'Regular day shift',
  smoking: p.smoking ?? 'No',
  pets: p.pets ?? 'No pets',
  visitors: p.visitors ?? 'Rarely',
  ...(p.diet ? { diet: p.diet } : {}),
});

type Plan = {
  by: string;
  listing: number;
  daysAgo: number;
  outcome?: { status: 'approved' } | { status: 'rejected'; reason?: string };
  answers?: Record<string, string | number>;
  simple?: { message: string; document: boolean };
};

/**
 * Application forms on the console owner's listings (Basic chosen, Lifestyle, one custom form),
 * tenant profiles, and applications in every status, some of them Priya's (seeker@nivaas.demo,
 * who is moving to Hyderabad): submitted, pending (a message with a document), approved and
 * rejected with a reason. Made through the modules' own use cases, with the clock set back to
 * when each happened, so the owner's bell, the chat threads and the seeker's list all agree.
 */
export async function seedDemoApplications(
  app: FastifyInstance,
  ids: { seeker: string; owner: string },
  now: number,
): Promise<{ applications: number; forms: number; profiles: number }> {
  const people = await app.db
    .selectFrom('users')
    .select(['id', 'email', 'firstName', 'lastName', 'userType'])
    .where('email', 'in', [
      'seeker@nivaas.demo',
      ...DEMO_SEEKERS.map((s) => s.email),
      'owner@nivaas.demo',
    ])
    .execute();
  const byEmail = new Map(people.map((p) => [p.email, p]));
  const caller = (email: string): RequestAuth => {
    const p = byEmail.get(email)!;
    return {
      userId: p.id,
      email: p.email,
      role: p.userType,
      emailVerified: true,
      sessionId: 'demo-seed',
      name: { firstName: p.firstName, lastName: p.lastName },
      secondFactor: { enabled: false, passed: false },
    };
  };
  const at = (daysAgo: number): Pick<Deps, 'clock'> => ({
    clock: { now: () => new Date(now - daysAgo * DAY) },
  });
  const deps = (daysAgo: number): Deps => ({ ...app.deps, ...at(daysAgo) });

  // The owner's open listings, oldest first: Guntur, then Vijayawada, then Hyderabad.
  const listings = await app.db
    .selectFrom('properties')
    .select(['id', 'city', 'status'])
    .where('ownerId', '=', ids.owner)
    .where('status', 'in', ['available', 'vacant'])
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  const inCity = (city: string) => listings.filter((l) => l.city === city);
  const [guntur1, guntur2] = inCity('Guntur');
  const [hyderabad1, hyderabad2, hyderabad3] = inCity('Hyderabad');
  const vijayawada = inCity('Vijayawada')[0];
  const chosen = [guntur1, guntur2, hyderabad1, hyderabad2, hyderabad3, vijayawada];
  if (chosen.some((l) => !l)) return { applications: 0, forms: 0, profiles: 0 };
  const [a, b, c, d, e, f] = chosen.map((l) => l!.id) as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];

  const owner = caller('owner@nivaas.demo');
  // Independent writes go together: on PostgreSQL each use case is a dozen round trips.
  await Promise.all([
    saveApplicationForm(deps(40), owner, a, BASIC_APPLICATION_FORM),
    saveApplicationForm(deps(40), owner, b, LIFESTYLE_APPLICATION_FORM),
    saveApplicationForm(deps(35), owner, c, CUSTOM_FORM),
    saveApplicationForm(deps(35), owner, d, LIFESTYLE_APPLICATION_FORM),
  ]);
  const profiles = Object.entries(PROFILES).filter(([email]) => byEmail.has(email));
  await Promise.all(
    profiles.map(([email, fields]) => saveTenantProfile(deps(30), byEmail.get(email)!.id, fields)),
  );

  const priya = 'seeker@nivaas.demo';
  const answersFor = (email: string, listing: string): Record<string, string | number> => {
    const p = PROFILES[email] ?? { occupation: 'Engineer', income: 60000 };
    if (listing === b || listing === d) return lifestyle(p);
    if (listing === c)
      return {
        occupation: p.occupation ?? 'Engineer',
        employer: p.employer ?? 'Infosys',
        income: p.income ?? 60000,
        moveInDate: String(p.moveInDate ?? '2027-01-01'),
        occupants: p.occupants ?? 'Just me',
      };
    return {
      occupation: p.occupation ?? 'Engineer',
      income: p.income ?? 60000,
      moveInDate: String(p.moveInDate ?? '2027-01-01'),
      duration: p.duration ?? '1-2 years',
    };
  };
  const seekers = DEMO_SEEKERS.map((s) => s.email);
  const plans: Plan[] = [
    // Priya: her Hyderabad search, every status.
    { by: priya, listing: 2, daysAgo: 12, outcome: { status: 'approved' } },
    {
      by: priya,
      listing: 3,
      daysAgo: 9,
      outcome: {
        status: 'rejected',
        reason: 'The flat has been promised to a family moving from Pune.',
      },
    },
    {
      by: priya,
      listing: 4,
      daysAgo: 2,
      simple: {
        message:
          'Hello! I work in HITEC City and can move in from January. My offer letter is attached.',
        document: true,
      },
    },
    { by: priya, listing: 0, daysAgo: 1 },
    // Others on the same listings, so the owner has a queue to review and compare.
    { by: seekers[0]!, listing: 0, daysAgo: 6 },
    { by: seekers[2]!, listing: 0, daysAgo: 4, outcome: { status: 'rejected' } },
    { by: seekers[1]!, listing: 1, daysAgo: 8, outcome: { status: 'approved' } },
    { by: seekers[6]!, listing: 1, daysAgo: 3 },
    { by: seekers[7]!, listing: 1, daysAgo: 0.5 },
    {
      by: seekers[5]!,
      listing: 2,
      daysAgo: 14,
      outcome: { status: 'rejected', reason: 'We chose an applicant who can move in sooner.' },
    },
    { by: seekers[3]!, listing: 3, daysAgo: 10, outcome: { status: 'approved' } },
    {
      by: seekers[4]!,
      listing: 5,
      daysAgo: 5,
      simple: {
        message: 'Interested in the flat for my parents; can we visit on Saturday?',
        document: false,
      },
    },
    { by: seekers[0]!, listing: 5, daysAgo: 7 },
  ];
  const listingIds = [a, b, c, d, e, f];
  // Each seeker's application, then the owner's decision on it; seekers apply side by side.
  const apply = async (plan: Plan) => {
    const seeker = caller(plan.by);
    const propertyId = listingIds[plan.listing]!;
    const application = plan.simple
      ? await submitSimpleApplication(deps(plan.daysAgo), seeker, propertyId, {
          message: plan.simple.message,
          files: plan.simple.document ? [{ filename: 'offer-letter.pdf', bytes: DEMO_PDF }] : [],
        })
      : await submitApplication(deps(plan.daysAgo), seeker, propertyId, {
          answers: plan.answers ?? answersFor(plan.by, propertyId),
          updateProfile: false,
        });
    if (plan.outcome)
      await decideApplication(deps(plan.daysAgo - 1), owner, application.id, plan.outcome);
  };
  const planned = plans.filter((plan) => byEmail.has(plan.by));
  await Promise.all(planned.map(apply));
  return { applications: planned.length, forms: 4, profiles: profiles.length };
}

/** A one-page PDF: "Offer letter" (enough for a viewer to open). */
const DEMO_PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj',
    '4 0 obj << /Length 44 >> stream',
    'BT /F1 24 Tf 72 760 Td (Offer letter) Tj ET',
    'endstream endobj',
    '5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n'),
);
