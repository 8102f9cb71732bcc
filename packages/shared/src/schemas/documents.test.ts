import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstinInputSchema, isValidGstin } from './documents';

describe('GSTIN', () => {
  it('takes a real GSTIN, spaced or in small letters, and refuses a wrong check character', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinInputSchema.parse({ gstin: ' 27aapfu0939f1zv ' }).gstin).toBe('27AAPFU0939F1ZV');
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false);
    expect(gstinInputSchema.safeParse({ gstin: '27AAPFU0939F1ZW' }).success).toBe(false);
    expect(gstinInputSchema.parse({ gstin: null }).gstin).toBeNull();
  });
});
