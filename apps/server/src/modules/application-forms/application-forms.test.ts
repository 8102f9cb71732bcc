import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPLICATION_FORM_MESSAGES,
  BASIC_APPLICATION_FORM,
  LIFESTYLE_APPLICATION_FORM,
  type ApplicationFormResult,
} from '@nivaas/shared';
import { as, makeUser, type TestUser } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { makeProperty } from '../../../test/properties';

let t: TestApp;
let c: { owner: TestUser; seeker: TestUser };
beforeAll(async () => {
  t = await buildTestApp();
  c = { owner: await makeUser(t.app, 'owner'), seeker: await makeUser(t.app, 'tenant') };
}, 60_000);
afterAll(() => t.close());

const read = async (propertyId: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/properties/${propertyId}/application-form`,
      headers: as(c.seeker),
    })
  ).json<ApplicationFormResult>();
const saveForm = (user: TestUser, propertyId: string, form: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/properties/${propertyId}/application-form`,
    headers: as(user),
    payload: form as Record<string, unknown>,
  });

const custom = {
  templateName: 'custom' as const,
  fields: [
    {
      id: 'f1',
      name: 'occupation',
      label: 'What do you do?',
      type: 'text' as const,
      required: true,
    },
    {
      id: 'f2',
      name: 'household',
      type: 'dropdown' as const,
      required: true,
      options: ['Single', 'Couple', 'Family'],
    },
    { id: 'f3', name: 'religion', type: 'text' as const, required: false },
    { id: 'f4', name: 'notes', type: 'textarea' as const, placeholder: 'Anything else' },
  ],
};

describe("a listing's application form", () => {
  it('is Basic until the owner chooses one', async () => {
    const listing = await makeProperty(t.app, c.owner);
    expect(await read(listing.id)).toEqual({
      propertyId: listing.id,
      form: BASIC_APPLICATION_FORM,
      chosen: false,
      updatedAt: null,
    });
  });

  it('stores a template exactly as the spec gives it, whatever fields came along', async () => {
    const listing = await makeProperty(t.app, c.owner);
    const res = await saveForm(c.owner, listing.id, {
      templateName: 'lifestyle',
      fields: [{ id: 'x', name: 'shoeSize', type: 'number' }],
    });
    expect(res.statusCode).toBe(200);
    expect((await read(listing.id)).form).toEqual(LIFESTYLE_APPLICATION_FORM);
  });

  it("stores the owner's own fields, in order, with their defaults", async () => {
    const listing = await makeProperty(t.app, c.owner);
    expect((await saveForm(c.owner, listing.id, custom)).statusCode).toBe(200);
    const { form, chosen } = await read(listing.id);
    expect(chosen).toBe(true);
    expect(form.fields.map((f) => [f.name, f.required, f.placeholder, f.options])).toEqual([
      ['occupation', true, '', []],
      ['household', true, '', ['Single', 'Couple', 'Family']],
      ['religion', false, '', []],
      ['notes', false, 'Anything else', []],
    ]);
  });

  it.each([
    [
      'religion made required',
      { ...custom, fields: [{ ...custom.fields[2]!, required: true }] },
      { 'fields.0.required': APPLICATION_FORM_MESSAGES.protectedRequired },
    ],
    [
      'a dropdown without options',
      { ...custom, fields: [{ id: 'd', name: 'pets', type: 'dropdown', options: [] }] },
      { 'fields.0.options': APPLICATION_FORM_MESSAGES.optionsRequired },
    ],
    [
      'two fields of one name',
      { ...custom, fields: [custom.fields[0]!, { ...custom.fields[0]!, id: 'f9' }] },
      { 'fields.1.name': APPLICATION_FORM_MESSAGES.fieldNameTaken },
    ],
    [
      'an unknown field type',
      { ...custom, fields: [{ id: 'd', name: 'photo', type: 'file' }] },
      { 'fields.0.type': APPLICATION_FORM_MESSAGES.fieldType },
    ],
    [
      'no fields',
      { templateName: 'custom', fields: [] },
      { fields: APPLICATION_FORM_MESSAGES.noFields },
    ],
  ])('refuses %s (400, the field named) and keeps the form it had', async (_name, form, fields) => {
    const listing = await makeProperty(t.app, c.owner);
    await saveForm(c.owner, listing.id, LIFESTYLE_APPLICATION_FORM);
    const before = await read(listing.id);
    const res = await saveForm(c.owner, listing.id, form as never);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual(fields);
    expect(await read(listing.id)).toEqual(before);
  });

  it('refuses an unknown listing (404) before looking at the body', async () => {
    const res = await saveForm(c.owner, 'no-such-listing', {
      templateName: 'custom',
      fields: [],
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.reason).toBe('property.not-found');
  });
});
