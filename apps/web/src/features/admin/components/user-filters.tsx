import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { ROLES, type Role } from '@nivaas/shared';
import type { AdminUserFilters } from '../api/admin-users';
import { useAdminT } from '../lib/use-admin-t';

const yesNo = (value: string | null) => (value === null ? undefined : value === 'true');

/** Search by name, email or phone; role, verified and suspended filters. */
export function UserFilters({
  value,
  onChange,
}: {
  value: AdminUserFilters;
  onChange: (next: AdminUserFilters) => void;
}) {
  const { t } = useAdminT();
  const [q, setQ] = useState(value.q ?? '');
  const search = useDebouncedCallback(
    (text: string) => onChange({ ...value, q: text || undefined }),
    300,
  );
  const both = [
    { value: 'true', label: t('filters.yes') },
    { value: 'false', label: t('filters.no') },
  ];
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label={t('users.search')}
        placeholder={t('users.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={q}
        onChange={(e) => {
          setQ(e.currentTarget.value);
          search(e.currentTarget.value.trim());
        }}
        style={{ flex: '1 1 240px' }}
      />
      <Select
        label={t('users.role')}
        placeholder={t('filters.any')}
        clearable
        data={ROLES.map((r) => ({ value: r, label: t(`common:roles.${r}`) }))}
        value={value.role ?? null}
        onChange={(role) => onChange({ ...value, role: (role as Role | null) ?? undefined })}
        w={{ base: '100%', xs: 170 }}
      />
      <Select
        label={t('users.verified')}
        placeholder={t('filters.any')}
        clearable
        data={both}
        value={value.verified === undefined ? null : String(value.verified)}
        onChange={(v) => onChange({ ...value, verified: yesNo(v) })}
        w={{ base: '47%', xs: 130 }}
      />
      <Select
        label={t('users.suspended')}
        placeholder={t('filters.any')}
        clearable
        data={both}
        value={value.suspended === undefined ? null : String(value.suspended)}
        onChange={(v) => onChange({ ...value, suspended: yesNo(v) })}
        w={{ base: '47%', xs: 130 }}
      />
    </Group>
  );
}
