import { describe, expect, it } from 'vitest';
import {
  APPLICATION_FORM_MESSAGES,
  BASIC_APPLICATION_FORM,
  LIFESTYLE_APPLICATION_FORM,
} from '@nivaas/shared';
import en from '../../../locales/en/applicationForms.json';
import { TEMPLATE_OPTIONS } from '../../../components/application-form/field-text';

describe('applicationForms texts', () => {
  it("has the spec's two failures verbatim", () => {
    expect(en.errors.load).toBe(APPLICATION_FORM_MESSAGES.load);
    expect(en.errors.save).toBe(APPLICATION_FORM_MESSAGES.save);
  });

  it('can translate every field message the shared schema gives', () => {
    const { load: _l, save: _s, ...fieldMessages } = APPLICATION_FORM_MESSAGES;
    expect(Object.values(en.validation).sort()).toEqual(Object.values(fieldMessages).sort());
  });

  it("labels every template question and option, in the template's own English", () => {
    const fields = [...BASIC_APPLICATION_FORM.fields, ...LIFESTYLE_APPLICATION_FORM.fields];
    for (const f of fields)
      expect(en.fieldLabels[f.name as keyof typeof en.fieldLabels], f.name).toBe(f.label);
    expect(Object.keys(en.optionLabels).sort()).toEqual([...TEMPLATE_OPTIONS].sort());
    for (const [key, text] of Object.entries(en.optionLabels)) expect(text).toBe(key);
  });
});
