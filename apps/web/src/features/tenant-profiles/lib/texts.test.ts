import { describe, expect, it } from 'vitest';
import { TENANT_PROFILE_MESSAGES as M } from '@nivaas/shared';
import en from '../../../locales/en/tenantProfile.json';

describe('tenantProfile texts', () => {
  it("has the spec's texts verbatim and every field message", () => {
    expect([en.signIn, en.saveFailed, en.loadFailed]).toEqual([M.signIn, M.save, M.load]);
    expect(en.validation).toEqual({
      fieldName: M.fieldName,
      tooMany: M.tooMany,
      tooLong: M.tooLong,
    });
  });
});
