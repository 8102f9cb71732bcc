import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength';

describe('passwordStrength', () => {
  it('gives no hint for an empty password', () => {
    expect(passwordStrength('')).toBeNull();
  });

  it('calls anything under the minimum length weak', () => {
    expect(passwordStrength('Ab1!')?.level).toBe('weak');
  });

  it('rates longer and more varied passwords higher', () => {
    expect(passwordStrength('abcdefgh')?.level).toBe('weak');
    expect(passwordStrength('houseboaT')?.level).toBe('fair');
    expect(passwordStrength('Nivaas@2026')?.level).toBe('good');
    expect(passwordStrength('My flat in Pune has 2 balconies!')?.level).toBe('strong');
  });

  it('does not reward repeated characters or obvious sequences', () => {
    expect(passwordStrength('aaaaaaaaaaaaaaaaaa')?.level).toBe('weak');
    expect(passwordStrength('12345678Abc!xyz')?.level).toBe('weak');
  });
});
