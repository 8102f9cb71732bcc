import { describe, expect, it } from 'vitest';
import { profileUpdateSchema, registerSchema, VALIDATION } from '@nivaas/shared';
import { zodFieldErrors, zodResolver } from './zod-form';

const valid = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.in',
  password: 'long-enough',
  role: 'owner',
};

describe('zodFieldErrors', () => {
  it('returns no errors for valid values', () => {
    expect(zodFieldErrors(registerSchema, valid)).toEqual({});
  });

  it('keys each invalid field by its path with the schema message', () => {
    const errors = zodFieldErrors(registerSchema, {
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
    const errors = zodFieldErrors(profileUpdateSchema, { phone: '12345' });
    expect(Object.keys(errors)).toEqual(['phone']);
    expect(errors.phone).toBe(VALIDATION.phone);
  });

  it('joins nested paths with dots and puts root issues under "root"', () => {
    const schema = {
      safeParse: () => ({
        success: false as const,
        error: {
          issues: [
            { path: ['address', 'city'], message: 'city' },
            { path: [], message: 'whole' },
          ],
        },
      }),
    };
    expect(zodFieldErrors(schema, {})).toEqual({ 'address.city': 'city', root: 'whole' });
  });
});

describe('zodResolver', () => {
  it('translates every message', () => {
    const validate = zodResolver(registerSchema, (m) => `[${m}]`);
    expect(validate({ ...valid, lastName: '' })).toEqual({ lastName: `[${VALIDATION.required}]` });
  });
});
