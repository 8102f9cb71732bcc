import { Group, Select, Switch, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { ADMIN_PROPERTY_STATUSES, type AdminPropertyStatus } from '@nivaas/shared';
import type { AdminContentFilters } from '../api/admin-content';
import { useAdminT } from '../lib/use-admin-t';

/** Search, state (listings only) and "flagged only". */
export function ContentFilters({
  value,
  onChange,
  withStatus,
}: {
  value: AdminContentFilters;
  onChange: (next: AdminContentFilters) => void;
  withStatus: boolean;
}) {
  const { t } = useAdminT();
  const [q, setQ] = useState(value.q ?? '');
  const search = useDebouncedCallback(
    (text: string) => onChange({ ...value, q: text || undefined }),
    300,
  );
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label={t('content.search')}
        placeholder={t('content.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={q}
        onChange={(e) => {
          setQ(e.currentTarget.value);
          search(e.currentTarget.value.trim());
        }}
        style={{ flex: '1 1 240px' }}
      />
      {withStatus ? (
        <Select
          label={t('content.status')}
          placeholder={t('filters.any')}
          clearable
          data={ADMIN_PROPERTY_STATUSES.map((s) => ({
            value: s,
            label: t(`content.statuses.${s}`),
          }))}
          value={value.status ?? null}
          onChange={(s) =>
            onChange({ ...value, status: (s as AdminPropertyStatus | null) ?? undefined })
          }
          w={{ base: '100%', xs: 160 }}
        />
      ) : null}
      <Switch
        label={t('content.flaggedOnly')}
        checked={value.flagged === true}
        onChange={(e) => onChange({ ...value, flagged: e.currentTarget.checked || undefined })}
        mb={8}
      />
    </Group>
  );
}
