import {
  BASIC_APPLICATION_FORM,
  LIFESTYLE_APPLICATION_FORM,
  type ApplicationFormField,
} from '@nivaas/shared';

type Saved = Record<string, string | number>;

/**
 * The questions a seeker can answer once on their profile: every field of the two templates
 * (each name once, in the templates' order), all optional. Answers to an owner's own questions
 * are kept too, under their names, and listed beside these.
 */
export const PROFILE_FIELDS: readonly ApplicationFormField[] = (() => {
  const seen = new Set<string>();
  const fields: ApplicationFormField[] = [];
  for (const f of [...BASIC_APPLICATION_FORM.fields, ...LIFESTYLE_APPLICATION_FORM.fields]) {
    if (seen.has(f.name)) continue;
    seen.add(f.name);
    fields.push({ ...f, required: false });
  }
  return fields;
})();

const PROFILE_NAMES = new Set(PROFILE_FIELDS.map((f) => f.name));

/** Saved answers that are not one of the profile's own questions (from owners' own forms). */
export const otherSavedAnswers = (saved: Saved): [string, string | number][] =>
  Object.entries(saved).filter(([name]) => !PROFILE_NAMES.has(name));

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && !v.trim());

/**
 * The profile after keeping an application's answers: each answered field replaces the saved
 * one of the same name, blanks leave what was saved alone, and other saved answers stay.
 */
export function mergeAnswers(saved: Saved, answers: Record<string, unknown>): Saved {
  const next: Saved = { ...saved };
  for (const [name, value] of Object.entries(answers)) {
    if (blank(value)) continue;
    if (typeof value === 'number' && Number.isFinite(value)) next[name] = value;
    else if (typeof value === 'string') next[name] = value.trim();
  }
  return next;
}

/** The names whose saved answer keeping these answers would add or change. */
export function changedAnswers(saved: Saved, answers: Record<string, unknown>): string[] {
  const merged = mergeAnswers(saved, answers);
  return Object.keys(merged).filter((name) => String(merged[name]) !== String(saved[name] ?? ''));
}

/** The profile form's values: strings and numbers as saved, '' for every unanswered question. */
export function profileFormValues(saved: Saved): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const f of PROFILE_FIELDS) values[f.name] = saved[f.name] ?? '';
  for (const [name, value] of otherSavedAnswers(saved)) values[name] = value;
  return values;
}

/**
 * What to save from the profile form: numbers kept as numbers (the income box may hand back
 * text), blanks dropped (the server keeps no blank answer either).
 */
export function profileFieldsToSave(values: Record<string, unknown>): Saved {
  const out: Saved = {};
  const numberNames = new Set(PROFILE_FIELDS.filter((f) => f.type === 'number').map((f) => f.name));
  for (const [name, value] of Object.entries(values)) {
    if (blank(value)) continue;
    if (numberNames.has(name) && typeof value === 'string') {
      const n = Number(value.replace(/,/g, ''));
      if (Number.isFinite(n)) out[name] = n;
      continue;
    }
    if (typeof value === 'number' && Number.isFinite(value)) out[name] = value;
    else if (typeof value === 'string') out[name] = value.trim();
  }
  return out;
}
