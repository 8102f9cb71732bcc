import { describe, expect, it } from 'vitest';
import { phoneSchema } from '@nivaas/shared';
import { localPhone } from './phone';

describe('phone', () => {
  it('shows the stored number as its 10 local digits', () => {
    expect(localPhone('+919876543210')).toBe('9876543210');
    expect(localPhone('')).toBe('');
  });

  it('round-trips through the shared schema', () => {
    const stored = phoneSchema.parse('98765 43210');
    expect(stored).toBe('+919876543210');
    expect(phoneSchema.parse(localPhone(stored))).toBe(stored);
  });
});
