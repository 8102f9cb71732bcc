import type { TenantProfile } from '@nivaas/shared';
import type { TenantProfileRow } from './tenant-profiles.repository';

/** Stored fields are JSON we wrote; anything but a flat object of strings and numbers reads empty. */
export function parseProfileFields(text: string): Record<string, string | number> {
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    const fields: Record<string, string | number> = {};
    for (const [key, v] of Object.entries(value))
      if (typeof v === 'string' || typeof v === 'number') fields[key] = v;
    return fields;
  } catch {
    return {};
  }
}

export const toTenantProfile = (row: TenantProfileRow): TenantProfile => ({
  userId: row.userId,
  fields: parseProfileFields(row.fields),
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});
