import { z } from 'zod';
import { savedLocationSchema } from './saved-location';
import { lineText, multilineText } from './text';
import { TEXT_MESSAGES } from '../text';
import { ROLES, SIGNUP_ROLES } from '../roles';
import { providerProfileFieldsSchema } from './services';
import {
  BIO_MAX_CHARS,
  LANGUAGE_CODES,
  NAME_MAX_CHARS,
  PASSWORD_MAX_CHARS,
  PASSWORD_MIN_CHARS,
} from '../constants';

/** Field messages are i18n keys' English texts; the web app translates by key `validation.*`. */
export const VALIDATION = {
  required: 'This field is required',
  email: 'Enter a valid email address',
  passwordLength: `Password must be at least ${PASSWORD_MIN_CHARS} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_CHARS} characters`,
  passwordsDiffer: 'Passwords do not match',
  // A password the strength meter calls weak (password-strength.ts), by what makes it weak.
  passwordWeak: 'This password is too easy to guess. Add another word or two, or make it longer.',
  passwordCommon: 'This is one of the most used passwords. Choose one that is harder to guess.',
  passwordPattern:
    'Repeated letters, sequences and keyboard rows are easy to guess. Use a few unrelated words instead.',
  passwordDates: 'Dates and years are easy to guess. Add a few unrelated words.',
  passwordPersonal: 'Your name, your email address and Nivaas are easy to guess. Leave them out.',
  nameTooLong: `Must be at most ${NAME_MAX_CHARS} characters`,
  bioTooLong: `Must be at most ${BIO_MAX_CHARS} characters`,
  phone: 'Enter a valid Indian mobile number (10 digits, starting 6 to 9)',
  role: 'Choose a role',
  /** Free text with nothing visible in it (the shared text rule, ../text.ts). */
  invisibleText: TEXT_MESSAGES.invisible,
} as const;

const name = lineText().min(1, VALIDATION.required).max(NAME_MAX_CHARS, VALIDATION.nameTooLong);
export const emailSchema = z.string().trim().toLowerCase().email(VALIDATION.email);
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_CHARS, VALIDATION.passwordLength)
  .max(PASSWORD_MAX_CHARS, VALIDATION.passwordTooLong);

/** Indian mobile: optional +91 / 0 prefix, then 10 digits starting 6-9. Stored as +91XXXXXXXXXX. */
export const phoneSchema = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .refine((v) => v === '' || /^(?:\+91|91|0)?[6-9]\d{9}$/.test(v), VALIDATION.phone)
  .transform((v) => (v === '' ? '' : `+91${v.slice(-10)}`));

export const registerSchema = z.object({
  firstName: name,
  lastName: name,
  email: emailSchema,
  password: passwordSchema,
  role: z.enum(SIGNUP_ROLES, { message: VALIDATION.role }),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, VALIDATION.required),
});

export const profileUpdateSchema = z
  .object({
    firstName: name,
    lastName: name,
    phone: phoneSchema,
    bio: multilineText().max(BIO_MAX_CHARS, VALIDATION.bioTooLong),
    /** Show `phone` to signed-in people on one's listings, with Call and WhatsApp buttons. */
    showPhoneOnListings: z.boolean(),
  })
  .partial()
  // A service provider's own fields (services.ts); refused for anyone else.
  .extend(providerProfileFieldsSchema.shape);
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

export const locationSchema = z.object({
  country: z.string(),
  region: z.string(),
  city: z.string(),
  timezone: z.string(),
  isp: z.string(),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
  status: z.string().optional(),
});
export type GeoLocation = z.infer<typeof locationSchema>;

/** The signed-in user as the app sees it (spec section 3, in-memory session user). */
export const sessionUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  userType: z.enum(ROLES),
  avatarUrl: z.string(),
  phone: z.string(),
  showPhoneOnListings: z.boolean(),
  /** The mobile number the person signs in with (E.164, +91…), '' when none (decision 045). */
  phoneNumber: z.string(),
  /** That number was proven by a code sent to it by SMS: "Phone verified". */
  phoneVerified: z.boolean(),
  /** The phone as others see it: only while it is shown on the person's listings, else null. */
  contactPhone: z.string().nullable(),
  bio: z.string(),
  serviceCategory: z.string(),
  serviceAreas: z.array(z.string()),
  /** A provider's years of experience; null when not given. */
  experienceYears: z.number().nullable(),
  /** Languages a provider speaks. */
  languages: z.array(z.string()),
  isServiceProvider: z.boolean(),
  ipAddress: z.string(),
  lastLoginIP: z.string(),
  location: locationSchema.or(z.object({})),
  lastLoginLocation: locationSchema.or(z.object({})),
  lastLoginAt: z.string(),
  lastActive: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  savedLocations: z.array(savedLocationSchema),
  /** Property ids. */
  savedProperties: z.array(z.string()),
  /** Two-step verification (TOTP) is on; the admin area requires it. */
  twoFactorEnabled: z.boolean(),
  /**
   * The caller's own session has admin powers: an admin who passed the second factor on it (the
   * server's one rule, acts-as-admin.ts). Always false in a record of anyone else.
   */
  actsAsAdmin: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/**
 * GET /api/session: who is signed in, or `user: null`. Being signed out is an answer here, not
 * an error (GET /api/me keeps answering 401), so a visitor's browser logs no failed request.
 */
export const sessionStateSchema = z.object({ user: sessionUserSchema.nullable() });
export type SessionState = z.infer<typeof sessionStateSchema>;

/** What anyone signed in may see of another person (`/user/{id}`). */
export const publicUserSchema = sessionUserSchema.pick({
  id: true,
  firstName: true,
  lastName: true,
  userType: true,
  avatarUrl: true,
  bio: true,
  serviceCategory: true,
  serviceAreas: true,
  createdAt: true,
  contactPhone: true,
  phoneVerified: true,
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/**
 * The language Nivaas writes to a person in (pushes, mails, SMS; decision 066): the one they
 * picked in the language switch, stored on their account.
 */
export const languageChoiceSchema = z.object({ language: z.enum(LANGUAGE_CODES) });
export type LanguageChoice = z.infer<typeof languageChoiceSchema>;
