import { describe, expect, it } from 'vitest';
import { profileUpdateSchema, registerSchema, VALIDATION } from '@nivaas/shared';
import { validateWith } from './schema-validate';

const valid = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.in',
  password: 'long-enough',
  role: 'owner',
};
const english = (m: string) => m;

describe('validateWith', () => {
  it('finds nothing wrong with valid values', () => {
    expect(validateWith(registerSchema, english)(valid)).toEqual({});
  });

  it("keys each invalid field by its path with the schema's message", () => {
    const errors = validateWith(
      registerSchema,
      english,
    )({
      ...valid,
      firstName: ' ',
      email: 'nope',
      password: 'short',
      role: 'admin',
    });
    expect(errors).toEqual({
      firstName: VALIDATION.required,
      email: VALIDATION.email,
      password: VALIDATION.passwordLength,
      role: VALIDATION.role,
    });
  });

  it('keeps only the first message of a field', () => {
    const errors = validateWith(profileUpdateSchema, english)({ phone: '12345' });
    expect(errors).toEqual({ phone: VALIDATION.phone });
  });

  it('puts every message into the reader’s language', () => {
    const validate = validateWith(registerSchema, (m) => `[${m}]`);
    expect(validate({ ...valid, lastName: '' })).toEqual({ lastName: `[${VALIDATION.required}]` });
  });
});
