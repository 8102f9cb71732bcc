import { z } from 'zod';
import { cleanText, isInvisibleText, TEXT_MESSAGES } from '../text';
import { lineText } from './text';

/**
 * A listing's application form (spec section 3, applicationForm): a template or the owner's own
 * fields. Answers are keyed by field `name`, which is also how a tenant profile pre-fills a form.
 *
 * Routes:
 * - GET /api/properties/:id/application-form → applicationFormResultSchema. Anyone signed in who
 *   may see the listing; a listing without a chosen form answers Basic (`chosen: false`).
 * - PUT /api/properties/:id/application-form (applicationFormSchema) → applicationFormResultSchema.
 *   The listing's owner or an admin. A field named religion may not be required (400, the field's
 *   `required` named: decision 014).
 */
export const APPLICATION_FIELD_TYPES = ['text', 'number', 'dropdown', 'textarea'] as const;
export type ApplicationFieldType = (typeof APPLICATION_FIELD_TYPES)[number];

export const APPLICATION_FORM_TEMPLATES = ['basic', 'lifestyle', 'custom'] as const;
export type ApplicationFormTemplate = (typeof APPLICATION_FORM_TEMPLATES)[number];

export const APPLICATION_FORM_LIMITS = {
  fieldsMax: 30,
  nameMax: 40,
  labelMax: 120,
  placeholderMax: 200,
  optionsMax: 20,
  optionMax: 100,
  /** Text and textarea answers. */
  answerMax: 2000,
} as const;

/** Spec section 8 (Applications) for the form, plus the builder's and the answers' field messages. */
export const APPLICATION_FORM_MESSAGES = {
  load: 'Failed to load property application form',
  save: 'Failed to save property application form',
  fieldName: 'Start with a letter; use only letters, digits and _',
  fieldNameTaken: 'Each field needs its own name',
  fieldType: 'Choose text, number, dropdown or textarea',
  optionsRequired: 'A dropdown needs at least one option',
  optionBlank: 'An option cannot be blank',
  optionRepeated: 'Each option may appear once',
  tooManyFields: `A form can have at most ${APPLICATION_FORM_LIMITS.fieldsMax} fields`,
  tooLong: 'This is too long',
  noFields: 'Add at least one field',
  protectedRequired: 'Religion can only be an optional question',
  required: 'This field is required',
  number: 'Enter a number',
  option: 'Choose one of the options',
  answerTooLong: `At most ${APPLICATION_FORM_LIMITS.answerMax} characters`,
} as const;
const M = APPLICATION_FORM_MESSAGES;

/**
 * Lawful screening (decision 014): questions about these may exist but are always optional, and
 * applications are never filtered or sorted by them. Matched on the field's name, loosely
 * (`religion`, `Religion`, `religiousPreference`).
 */
export const PROTECTED_FIELD_STEMS = ['religio'] as const;
export const isProtectedFieldName = (name: string): boolean => {
  const folded = name.toLowerCase().replace(/[^a-z]/g, '');
  return PROTECTED_FIELD_STEMS.some((stem) => folded.includes(stem));
};

export const FIELD_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;

export const applicationFormFieldSchema = z.object({
  id: z.string().trim().min(1).max(64),
  name: z
    .string({ error: M.fieldName })
    .trim()
    .min(1, M.fieldName)
    .max(APPLICATION_FORM_LIMITS.nameMax, M.tooLong)
    .regex(FIELD_NAME_PATTERN, M.fieldName),
  label: lineText().max(APPLICATION_FORM_LIMITS.labelMax, M.tooLong).optional(),
  type: z.enum(APPLICATION_FIELD_TYPES, { error: M.fieldType }),
  required: z.boolean().default(false),
  placeholder: lineText().max(APPLICATION_FORM_LIMITS.placeholderMax, M.tooLong).default(''),
  options: z
    .array(lineText().min(1, M.optionBlank).max(APPLICATION_FORM_LIMITS.optionMax, M.tooLong))
    .max(APPLICATION_FORM_LIMITS.optionsMax, M.tooLong)
    .default([]),
});
export type ApplicationFormField = z.infer<typeof applicationFormFieldSchema>;
export type ApplicationFormFieldInput = z.input<typeof applicationFormFieldSchema>;

/** The builder's rules across fields; issues name the field by its index (`fields.3.required`). */
function checkFields(fields: ApplicationFormField[], ctx: z.RefinementCtx): void {
  const seen = new Set<string>();
  fields.forEach((field, i) => {
    const key = field.name.toLowerCase();
    if (seen.has(key))
      ctx.addIssue({ code: 'custom', path: ['fields', i, 'name'], message: M.fieldNameTaken });
    seen.add(key);
    if (field.type === 'dropdown') {
      if (field.options.length === 0)
        ctx.addIssue({
          code: 'custom',
          path: ['fields', i, 'options'],
          message: M.optionsRequired,
        });
      if (new Set(field.options).size !== field.options.length)
        ctx.addIssue({ code: 'custom', path: ['fields', i, 'options'], message: M.optionRepeated });
    }
    if (field.required && isProtectedFieldName(field.name))
      ctx.addIssue({
        code: 'custom',
        path: ['fields', i, 'required'],
        message: M.protectedRequired,
      });
  });
}

export const applicationFormSchema = z
  .object({
    templateName: z.enum(APPLICATION_FORM_TEMPLATES),
    fields: z
      .array(applicationFormFieldSchema)
      .min(1, M.noFields)
      .max(APPLICATION_FORM_LIMITS.fieldsMax, M.tooManyFields),
  })
  .superRefine((form, ctx) => checkFields(form.fields, ctx));
export type ApplicationForm = z.infer<typeof applicationFormSchema>;
export type ApplicationFormInput = z.input<typeof applicationFormSchema>;

const field = (
  name: string,
  type: ApplicationFieldType,
  required: boolean,
  label: string,
  extra: Partial<Pick<ApplicationFormField, 'placeholder' | 'options'>> = {},
): ApplicationFormField => ({
  id: name,
  name,
  label,
  type,
  required,
  placeholder: extra.placeholder ?? '',
  options: extra.options ?? [],
});

/** Template "Basic", exactly as the spec gives it (section 3). */
export const BASIC_APPLICATION_FORM: ApplicationForm = {
  templateName: 'basic',
  fields: [
    field('occupation', 'text', true, 'Occupation'),
    field('income', 'number', true, 'Monthly income (₹)'),
    field('moveInDate', 'text', true, 'Move-in date', { placeholder: 'YYYY-MM-DD' }),
    field('duration', 'dropdown', true, 'How long do you plan to stay?', {
      options: ['Less than 6 months', '6-12 months', '1-2 years', 'More than 2 years'],
    }),
    field('additionalInfo', 'textarea', false, 'Additional information'),
  ],
};

/** Template "Lifestyle Focused", exactly as the spec gives it: all required unless stated. */
export const LIFESTYLE_APPLICATION_FORM: ApplicationForm = {
  templateName: 'lifestyle',
  fields: [
    field('occupation', 'text', true, 'Occupation'),
    field('workSchedule', 'dropdown', true, 'Work schedule', {
      options: ['Regular day shift', 'Night shift', 'Flexible/Remote', 'Weekends', 'Varies'],
    }),
    field('smoking', 'dropdown', true, 'Smoking', {
      options: ['Yes', 'No', 'Occasionally', 'Only outside'],
    }),
    field('pets', 'dropdown', true, 'Pets', {
      options: ['No pets', 'Cat(s)', 'Dog(s)', 'Other pets'],
    }),
    field('visitors', 'dropdown', true, 'Visitors', {
      options: ['Rarely', 'Occasionally', 'Weekends only', 'Frequently'],
    }),
    field('religion', 'text', false, 'Religion'),
    field('diet', 'dropdown', false, 'Diet', {
      options: ['No restrictions', 'Vegetarian', 'Vegan', 'Non-vegetarian', 'Other'],
    }),
    field('additionalInfo', 'textarea', false, 'Additional information'),
  ],
};

export const APPLICATION_FORM_TEMPLATE_FORMS = {
  basic: BASIC_APPLICATION_FORM,
  lifestyle: LIFESTYLE_APPLICATION_FORM,
} as const satisfies Record<Exclude<ApplicationFormTemplate, 'custom'>, ApplicationForm>;

/** A listing without a chosen form uses Basic. */
export const DEFAULT_APPLICATION_FORM = BASIC_APPLICATION_FORM;

export const applicationFormResultSchema = z.object({
  propertyId: z.string(),
  form: applicationFormSchema,
  /** false: the owner has not chosen one, and this is the default (Basic). */
  chosen: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type ApplicationFormResult = z.infer<typeof applicationFormResultSchema>;

/** One answer as sent: numbers may come as text from a form input. */
export const answerValueSchema = z.union([
  z.string().max(APPLICATION_FORM_LIMITS.answerMax * 2),
  z.number(),
  z.null(),
]);
export const answersInputSchema = z.record(z.string().max(64), answerValueSchema);
export type AnswersInput = z.infer<typeof answersInputSchema>;
/** Stored answers: only the form's fields, numbers as numbers, blanks left out. */
export type Answers = Record<string, string | number>;
export const answersSchema = z.record(z.string(), z.union([z.string(), z.number()]));

/** Blank once control characters are gone ("\u0000" is as blank as ""). */
const isBlank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && !cleanText(v));

/** One answer checked against its field: the issue's message says what is wrong with it. */
function checkAnswer(f: ApplicationFormField, v: unknown): string | number | { error: string } {
  switch (f.type) {
    case 'number': {
      const n = typeof v === 'string' ? Number(v.trim().replace(/,/g, '')) : v;
      return typeof n === 'number' && Number.isFinite(n) ? n : { error: M.number };
    }
    case 'dropdown':
      return typeof v === 'string' && f.options.includes(v.trim()) ? v.trim() : { error: M.option };
    default: {
      // The shared text rule (../text.ts); a textarea keeps its lines.
      const text =
        typeof v === 'number'
          ? String(v)
          : typeof v === 'string'
            ? cleanText(v, { multiline: f.type === 'textarea' })
            : null;
      if (text === null) return { error: M.required };
      if (isInvisibleText(text)) return { error: TEXT_MESSAGES.invisible };
      return text.length > APPLICATION_FORM_LIMITS.answerMax ? { error: M.answerTooLong } : text;
    }
  }
}

/**
 * The zod schema of a form's answers: required fields, numbers and dropdown options, each issue
 * at the field's name. Keys that are not the form's fields are dropped; blanks are left out.
 */
export function answersSchemaFor(form: Pick<ApplicationForm, 'fields'>): z.ZodType<Answers> {
  return z.record(z.string(), z.unknown()).transform((input, ctx) => {
    const answers: Answers = {};
    for (const f of form.fields) {
      const value = Object.hasOwn(input, f.name) ? input[f.name] : undefined;
      if (isBlank(value)) {
        // Lawful screening: a protected question is optional whatever its stored flag says.
        if (f.required && !isProtectedFieldName(f.name))
          ctx.addIssue({ code: 'custom', path: [f.name], message: M.required });
        continue;
      }
      const checked = checkAnswer(f, value);
      if (typeof checked === 'object')
        ctx.addIssue({ code: 'custom', path: [f.name], message: checked.error });
      else answers[f.name] = checked;
    }
    return answers;
  });
}

/** Pre-fills a form from saved answers (a tenant profile), matched by field name. */
export function prefillAnswers(
  form: Pick<ApplicationForm, 'fields'>,
  saved: Record<string, string | number>,
): Answers {
  const answers: Answers = {};
  for (const f of form.fields) {
    const value = saved[f.name];
    if (value === undefined) continue;
    if (f.type === 'dropdown' && !f.options.includes(String(value))) continue;
    answers[f.name] = f.type === 'number' ? value : String(value);
  }
  return answers;
}
