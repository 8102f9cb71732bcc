import {
  APPLICATION_FORM_LIMITS,
  APPLICATION_FORM_TEMPLATE_FORMS,
  applicationFormSchema,
  issuesToFields,
  isProtectedFieldName,
  type ApplicationFieldType,
  type ApplicationForm,
  type ApplicationFormField,
  type ApplicationFormTemplate,
} from '@nivaas/shared';

/**
 * The owner's form builder as a reducer: pick a template, or add, edit, reorder and remove
 * fields. Any change to a template's fields makes the form the owner's own ("custom"). The
 * rules (names, options, religion never required) are the shared schema's; `builderErrors`
 * reads its issues per field.
 */
export interface BuilderState {
  templateName: ApplicationFormTemplate;
  fields: ApplicationFormField[];
  /** Changed since it was loaded or saved. */
  dirty: boolean;
  /** Counter for new fields' ids, so each stays unique while editing. */
  seq: number;
}

export type BuilderAction =
  | { type: 'load'; form: ApplicationForm }
  | { type: 'template'; template: Exclude<ApplicationFormTemplate, 'custom'> }
  | { type: 'custom' }
  | { type: 'add'; fieldType?: ApplicationFieldType }
  | { type: 'update'; id: string; patch: Partial<Omit<ApplicationFormField, 'id'>> }
  | { type: 'move'; id: string; by: -1 | 1 }
  | { type: 'remove'; id: string }
  | { type: 'saved'; form: ApplicationForm };

const copy = (fields: readonly ApplicationFormField[]) =>
  fields.map((f) => ({ ...f, options: [...f.options] }));

export const initialBuilder = (form: ApplicationForm): BuilderState => ({
  templateName: form.templateName,
  fields: copy(form.fields),
  dirty: false,
  seq: 0,
});

/** A name no other field has: `base`, else `base2`, `base3`… (names are unique ignoring case). */
export function uniqueFieldName(base: string, taken: readonly string[]): string {
  const used = new Set(taken.map((n) => n.toLowerCase()));
  const stem = base.slice(0, APPLICATION_FORM_LIMITS.nameMax - 3) || 'field';
  if (!used.has(stem.toLowerCase())) return stem;
  for (let i = 2; ; i++) if (!used.has(`${stem}${i}`.toLowerCase())) return `${stem}${i}`;
}

/**
 * A field name from the question an owner writes: "Monthly budget (₹)" → "monthlyBudget".
 * Names start with a letter and hold only letters, digits and _ (FIELD_NAME_PATTERN).
 */
export function nameFromLabel(label: string): string {
  const words = label
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  // A name starts with a letter: leading words or digits that do not are left out.
  while (words.length > 0 && !/^[A-Za-z]/.test(words[0]!)) words.shift();
  const camel = words
    .map((w, i) =>
      i === 0 ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase(),
    )
    .join('');
  return camel.slice(0, APPLICATION_FORM_LIMITS.nameMax);
}

/** The id of a question added in the builder starts with this (a template's is its name). */
export const NEW_FIELD_ID_PREFIX = 'field-';

function newField(state: BuilderState, type: ApplicationFieldType): ApplicationFormField {
  const seq = state.seq + 1;
  const ids = new Set(state.fields.map((f) => f.id));
  let id = `${NEW_FIELD_ID_PREFIX}${seq}`;
  for (let n = seq; ids.has(id); n++) id = `${NEW_FIELD_ID_PREFIX}${seq}-${n}`;
  return {
    id,
    name: uniqueFieldName(
      'question',
      state.fields.map((f) => f.name),
    ),
    label: '',
    type,
    required: false,
    placeholder: '',
    options: [],
  };
}

function applyPatch(
  field: ApplicationFormField,
  patch: Partial<Omit<ApplicationFormField, 'id'>>,
): ApplicationFormField {
  const next = { ...field, ...patch };
  // Options belong to dropdowns only; switching away keeps none (a switch back starts afresh).
  if (patch.type && patch.type !== 'dropdown') next.options = [];
  // Lawful screening: a protected question can never be required (decision 014).
  if (isProtectedFieldName(next.name)) next.required = false;
  return next;
}

export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case 'load':
      return initialBuilder(action.form);
    case 'saved':
      return { ...initialBuilder(action.form), seq: state.seq };
    case 'template': {
      const form = APPLICATION_FORM_TEMPLATE_FORMS[action.template];
      return { ...state, templateName: action.template, fields: copy(form.fields), dirty: true };
    }
    case 'custom':
      return state.templateName === 'custom'
        ? state
        : { ...state, templateName: 'custom', dirty: true };
    case 'add': {
      if (state.fields.length >= APPLICATION_FORM_LIMITS.fieldsMax) return state;
      const field = newField(state, action.fieldType ?? 'text');
      return {
        ...state,
        templateName: 'custom',
        fields: [...state.fields, field],
        seq: state.seq + 1,
        dirty: true,
      };
    }
    case 'update': {
      const at = state.fields.findIndex((f) => f.id === action.id);
      if (at < 0) return state;
      const fields = [...state.fields];
      fields[at] = applyPatch(fields[at]!, action.patch);
      return { ...state, templateName: 'custom', fields, dirty: true };
    }
    case 'move': {
      const at = state.fields.findIndex((f) => f.id === action.id);
      const to = at + action.by;
      if (at < 0 || to < 0 || to >= state.fields.length) return state;
      const fields = [...state.fields];
      [fields[at], fields[to]] = [fields[to]!, fields[at]!];
      return { ...state, templateName: 'custom', fields, dirty: true };
    }
    case 'remove': {
      const fields = state.fields.filter((f) => f.id !== action.id);
      if (fields.length === state.fields.length) return state;
      return { ...state, templateName: 'custom', fields, dirty: true };
    }
  }
}

/** The form to save. */
export const builderForm = (state: BuilderState): ApplicationForm => ({
  templateName: state.templateName,
  fields: state.fields,
});

export interface BuilderErrors {
  /** Messages of the whole form (no fields, too many). */
  form: string[];
  /** Per field id: `name`, `label`, `placeholder`, `options`, `required`. */
  fields: Record<string, Partial<Record<string, string>>>;
}

/**
 * Field messages keyed by path (`fields.3.name`, from the shared schema or a server's 400) read
 * per field id; `fields.3.options.1` (one blank option) counts against the field's options.
 */
export function groupBuilderErrors(
  state: Pick<BuilderState, 'fields'>,
  byPath: Record<string, string>,
): BuilderErrors {
  const errors: BuilderErrors = { form: [], fields: {} };
  for (const [path, message] of Object.entries(byPath)) {
    const [root, index, prop] = path.split('.');
    const field =
      root === 'fields' && index !== undefined ? state.fields[Number(index)] : undefined;
    if (!field || !prop) {
      if (!errors.form.includes(message)) errors.form.push(message);
      continue;
    }
    const own = (errors.fields[field.id] ??= {});
    own[prop] ??= message;
  }
  return errors;
}

/** The shared schema's verdict on the form, per field (English; the screen translates them). */
export function builderErrors(state: BuilderState): BuilderErrors {
  const result = applicationFormSchema.safeParse(builderForm(state));
  return result.success
    ? { form: [], fields: {} }
    : groupBuilderErrors(state, issuesToFields(result.error));
}

export const hasBuilderErrors = (errors: BuilderErrors): boolean =>
  errors.form.length > 0 || Object.keys(errors.fields).length > 0;

/** Splits what an owner types into options: one a line, blanks dropped. */
export const optionsFromText = (text: string): string[] =>
  text
    .split('\n')
    .map((o) => o.trim())
    .filter(Boolean);
