import { useState, type FormEvent } from 'react';
import { Button, CloseButton, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { PROPERTY_SEARCH_LIMITS } from '@nivaas/shared';
import classes from './search-page.module.css';

interface QueryFormProps {
  value: string | undefined;
  onSearch: (q: string | undefined) => void;
}

/** Free text over titles, descriptions and localities; applied with Search (or Enter). */
export function QueryForm({ value, onSearch }: QueryFormProps) {
  const { t } = useTranslation('search');
  const [draft, setDraft] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value ?? '');
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim() || undefined);
  };

  return (
    <form onSubmit={submit} role="search" aria-label={t('query.label')} style={{ minWidth: 0 }}>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          style={{ flex: 1 }}
          label={t('query.label')}
          labelProps={{ className: classes.phoneHiddenLabel }}
          placeholder={t('query.placeholder')}
          value={draft}
          maxLength={PROPERTY_SEARCH_LIMITS.queryMax}
          onChange={(e) => setDraft(e.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={
            draft ? (
              <CloseButton
                aria-label={t('query.clear')}
                onClick={() => {
                  setDraft('');
                  if (value) onSearch(undefined);
                }}
              />
            ) : null
          }
        />
        <Button type="submit">{t('query.submit')}</Button>
      </Group>
    </form>
  );
}
