import { z } from 'zod';
import { multilineText } from './text';
import { APPLICATION_FORM_LIMITS, FIELD_NAME_PATTERN } from './application-forms';

/**
 * A seeker's answers, kept once (spec section 3, tenantProfile: userId, fields, createdAt,
 * updatedAt). Every application form pre-fills the fields it shares with it, matched by field
 * name (`prefillAnswers`); an application may also update it (`updateProfile`).
 *
 * Routes (tenants only; other roles 403, signed out 401 `tenant-profile.sign-in-required`):
 * - GET /api/me/tenant-profile → tenantProfileResultSchema (`profile` null before the first save)
 * - PUT /api/me/tenant-profile (tenantProfileInputSchema) → tenantProfileResultSchema; replaces
 *   the fields. Private to the seeker: owners see only what an application carries.
 */
export const TENANT_PROFILE_LIMITS = { fieldsMax: 50 } as const;

/** Spec section 8 (Applications), plus the field messages. */
export const TENANT_PROFILE_MESSAGES = {
  signIn: 'You must be logged in to save your profile',
  save: 'Failed to save your profile',
  load: 'Failed to load your profile',
  tenantsOnly: 'Only tenants keep a tenant profile.',
  fieldName: 'Start with a letter; use only letters, digits and _',
  tooMany: `At most ${TENANT_PROFILE_LIMITS.fieldsMax} answers can be kept`,
  tooLong: `At most ${APPLICATION_FORM_LIMITS.answerMax} characters`,
} as const;
const M = TENANT_PROFILE_MESSAGES;

export const profileFieldsSchema = z
  .record(
    z.string(),
    z.union([multilineText().max(APPLICATION_FORM_LIMITS.answerMax, M.tooLong), z.number()]),
  )
  .superRefine((fields, ctx) => {
    const names = Object.keys(fields);
    if (names.length > TENANT_PROFILE_LIMITS.fieldsMax)
      ctx.addIssue({ code: 'custom', message: M.tooMany });
    for (const name of names)
      if (name.length > APPLICATION_FORM_LIMITS.nameMax || !FIELD_NAME_PATTERN.test(name))
        ctx.addIssue({ code: 'custom', path: [name], message: M.fieldName });
  })
  // Blank answers are not kept.
  .transform((v) =>
    Object.fromEntries(Object.entries(v).filter(([, value]) => value !== '')),
  ) as z.ZodType<Record<string, string | number>>;

export const tenantProfileInputSchema = z.object({ fields: profileFieldsSchema });
export type TenantProfileInput = z.infer<typeof tenantProfileInputSchema>;

export const tenantProfileSchema = z.object({
  userId: z.string(),
  fields: z.record(z.string(), z.union([z.string(), z.number()])),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TenantProfile = z.infer<typeof tenantProfileSchema>;

export const tenantProfileResultSchema = z.object({ profile: tenantProfileSchema.nullable() });
export type TenantProfileResult = z.infer<typeof tenantProfileResultSchema>;
