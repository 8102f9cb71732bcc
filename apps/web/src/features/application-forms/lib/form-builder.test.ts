import { describe, expect, it } from 'vitest';
import {
  APPLICATION_FORM_LIMITS,
  APPLICATION_FORM_MESSAGES,
  BASIC_APPLICATION_FORM,
  LIFESTYLE_APPLICATION_FORM,
} from '@nivaas/shared';
import {
  builderErrors,
  builderForm,
  builderReducer,
  groupBuilderErrors,
  hasBuilderErrors,
  initialBuilder,
  nameFromLabel,
  optionsFromText,
  uniqueFieldName,
  type BuilderAction,
  type BuilderState,
} from './form-builder';

const run = (state: BuilderState, ...actions: BuilderAction[]) =>
  actions.reduce(builderReducer, state);
const basic = () => initialBuilder(BASIC_APPLICATION_FORM);
const names = (s: BuilderState) => s.fields.map((f) => f.name);

describe('builderReducer', () => {
  it('starts from the loaded form, unchanged', () => {
    const s = basic();
    expect(s.templateName).toBe('basic');
    expect(names(s)).toEqual(['occupation', 'income', 'moveInDate', 'duration', 'additionalInfo']);
    expect(s.dirty).toBe(false);
  });

  it('picks a template, copying its fields so edits never touch the template itself', () => {
    const s = run(
      basic(),
      { type: 'template', template: 'lifestyle' },
      { type: 'update', id: 'occupation', patch: { label: 'Job' } },
    );
    expect(s.templateName).toBe('custom');
    expect(s.fields[0]!.label).toBe('Job');
    expect(LIFESTYLE_APPLICATION_FORM.fields[0]!.label).toBe('Occupation');
  });

  it('adds a field with a unique name and id, making the form custom', () => {
    const s = run(basic(), { type: 'add' }, { type: 'add', fieldType: 'dropdown' });
    expect(s.templateName).toBe('custom');
    expect(names(s).slice(-2)).toEqual(['question', 'question2']);
    expect(new Set(s.fields.map((f) => f.id)).size).toBe(s.fields.length);
    expect(s.fields.at(-1)!.type).toBe('dropdown');
    expect(s.dirty).toBe(true);
  });

  it('stops adding at the limit', () => {
    let s = basic();
    for (let i = 0; i < APPLICATION_FORM_LIMITS.fieldsMax + 3; i++)
      s = builderReducer(s, { type: 'add' });
    expect(s.fields).toHaveLength(APPLICATION_FORM_LIMITS.fieldsMax);
  });

  it('moves fields up and down, and not past either end', () => {
    let s = run(basic(), { type: 'move', id: 'income', by: -1 });
    expect(names(s).slice(0, 2)).toEqual(['income', 'occupation']);
    s = run(s, { type: 'move', id: 'income', by: -1 });
    expect(names(s)[0]).toBe('income');
    s = run(s, { type: 'move', id: 'additionalInfo', by: 1 });
    expect(names(s).at(-1)).toBe('additionalInfo');
  });

  it("turns a template into the owner's own form, keeping its fields", () => {
    const s = run(basic(), { type: 'custom' });
    expect(s.templateName).toBe('custom');
    expect(names(s)).toEqual(names(basic()));
    expect(s.dirty).toBe(true);
  });

  it('removes a field', () => {
    const s = run(basic(), { type: 'remove', id: 'duration' });
    expect(names(s)).not.toContain('duration');
    expect(s.templateName).toBe('custom');
  });

  it('drops options when a dropdown becomes another type', () => {
    const s = run(basic(), { type: 'update', id: 'duration', patch: { type: 'text' } });
    expect(s.fields.find((f) => f.id === 'duration')!.options).toEqual([]);
  });

  it('never lets religion be required, even when renamed to it', () => {
    let s = run(basic(), { type: 'add' });
    const id = s.fields.at(-1)!.id;
    s = run(s, { type: 'update', id, patch: { required: true } });
    expect(s.fields.at(-1)!.required).toBe(true);
    s = run(s, { type: 'update', id, patch: { name: 'religiousPreference' } });
    expect(s.fields.at(-1)!.required).toBe(false);
    s = run(s, { type: 'update', id, patch: { required: true } });
    expect(s.fields.at(-1)!.required).toBe(false);
  });

  it('after saving, the saved form is the new starting point', () => {
    const s = run(basic(), { type: 'remove', id: 'duration' });
    const saved = run(s, { type: 'saved', form: builderForm(s) });
    expect(saved.dirty).toBe(false);
    expect(names(saved)).toEqual(names(s));
  });
});

describe('builderErrors', () => {
  it('finds nothing wrong with the templates', () => {
    expect(hasBuilderErrors(builderErrors(basic()))).toBe(false);
    expect(hasBuilderErrors(builderErrors(initialBuilder(LIFESTYLE_APPLICATION_FORM)))).toBe(false);
  });

  it('names the field: a bad name, a repeated name, a dropdown without options', () => {
    let s = run(basic(), { type: 'add' }, { type: 'add', fieldType: 'dropdown' });
    const [a, b] = s.fields.slice(-2).map((f) => f.id) as [string, string];
    s = run(s, { type: 'update', id: a, patch: { name: '1st' } });
    s = run(s, { type: 'update', id: b, patch: { name: 'Occupation' } });
    const errors = builderErrors(s);
    expect(errors.fields[a]?.name).toBe(APPLICATION_FORM_MESSAGES.fieldName);
    expect(errors.fields[b]?.name).toBe(APPLICATION_FORM_MESSAGES.fieldNameTaken);
    expect(errors.fields[b]?.options).toBe(APPLICATION_FORM_MESSAGES.optionsRequired);
    expect(errors.form).toEqual([]);
  });

  it('says so when no field is left', () => {
    let s = basic();
    for (const f of BASIC_APPLICATION_FORM.fields) s = run(s, { type: 'remove', id: f.id });
    expect(builderErrors(s).form).toEqual([APPLICATION_FORM_MESSAGES.noFields]);
  });

  it("reads a server's field messages the same way", () => {
    const errors = groupBuilderErrors(basic(), {
      'fields.3.options.1': 'An option cannot be blank',
      'fields.0.required': APPLICATION_FORM_MESSAGES.protectedRequired,
      _: 'Something else',
    });
    expect(errors.fields['duration']).toEqual({ options: 'An option cannot be blank' });
    expect(errors.fields['occupation']).toEqual({
      required: APPLICATION_FORM_MESSAGES.protectedRequired,
    });
    expect(errors.form).toEqual(['Something else']);
  });
});

describe('names', () => {
  it('makes a field name from the question', () => {
    expect(nameFromLabel('Monthly budget (₹)')).toBe('monthlyBudget');
    expect(nameFromLabel('  2 wheeler parking? ')).toBe('wheelerParking');
    expect(nameFromLabel('Café hours')).toBe('cafeHours');
    expect(nameFromLabel('!!!')).toBe('');
  });
  it('keeps names unique, ignoring case', () => {
    expect(uniqueFieldName('pets', ['Pets', 'pets2'])).toBe('pets3');
    expect(uniqueFieldName('pets', ['diet'])).toBe('pets');
  });
  it('reads options one a line', () => {
    expect(optionsFromText('Yes\n\n  No \n')).toEqual(['Yes', 'No']);
  });
});
