import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { panSchema } from '@nivaas/shared';
import { useTranslation } from '../../../lib/use-translation';
import { usePan, useSavePan } from '../api/pan';
import { notifyFailure } from '../../../lib/notify-failure';

/**
 * "PAN for rent receipts" on an owner's profile: a tenant's HRA claim needs it once a year's
 * rent passes ₹1,00,000. Shown masked once saved.
 */
export function PanSection() {
  const { t } = useTranslation('documents');
  const saved = usePan();
  return (
    <Stack gap="sm" component="section" aria-labelledby="pan-title">
      <Title order={2} fz="h3" id="pan-title">
        {t('pan.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('pan.hint')}
      </Text>
      {saved.data?.pan ? (
        <Text size="sm" data-testid="saved-pan">
          {t('pan.current', { pan: saved.data.pan })}
        </Text>
      ) : null}
      <PanForm replacing={Boolean(saved.data?.pan)} />
    </Stack>
  );
}

/** The PAN's field and button: checked by its shape here and on the server. */
export function PanForm({ replacing = false }: { replacing?: boolean }) {
  const { t } = useTranslation('documents');
  const save = useSavePan();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = panSchema.safeParse(value);
    if (!parsed.success) {
      setError(t('pan.invalid'));
      return;
    }
    setError(null);
    save.mutate(parsed.data, {
      onSuccess: () => {
        setValue('');
        notifications.show({ color: 'teal', message: t('pan.saved') });
      },
      onError: (failure) => notifyFailure(t, failure),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={replacing ? t('pan.replace') : t('pan.label')}
          placeholder="ABCPE1234F"
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={error}
          maxLength={12}
          autoComplete="off"
          style={{ flex: '1 1 200px' }}
          styles={{ input: { textTransform: 'uppercase' } }}
        />
        <Button type="submit" mt={{ base: 0, xs: 25 }} loading={save.isPending}>
          {t('pan.save')}
        </Button>
      </Group>
    </form>
  );
}
