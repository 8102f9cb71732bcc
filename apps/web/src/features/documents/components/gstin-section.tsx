import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { gstinSchema } from '@nivaas/shared';
import { useTranslation } from '../../../lib/use-translation';
import { useGstin, useSaveGstin } from '../api/gstin';
import { notifyFailure } from '../../../lib/notify-failure';

/**
 * "GSTIN for invoices" on a provider's profile: printed on their service invoices when set,
 * checked by its shape and its check character here and on the server.
 */
export function GstinSection() {
  const { t } = useTranslation('documents');
  const saved = useGstin();
  const save = useSaveGstin();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const current = saved.data?.gstin ?? null;
  const notify = (message: string) => notifications.show({ color: 'teal', message });
  const failed = (failure: Error) => notifyFailure(t, failure);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = gstinSchema.safeParse(value);
    if (!parsed.success) {
      setError(t('gstin.invalid'));
      return;
    }
    setError(null);
    save.mutate(parsed.data, {
      onSuccess: () => {
        setValue('');
        notify(t('gstin.saved'));
      },
      onError: failed,
    });
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="gstin-title">
      <Title order={2} fz="h3" id="gstin-title">
        {t('gstin.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('gstin.hint')}
      </Text>
      {current ? (
        <Group gap="sm">
          <Text size="sm" data-testid="saved-gstin">
            {t('gstin.current', { gstin: current })}
          </Text>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            loading={save.isPending}
            onClick={() =>
              save.mutate(null, { onSuccess: () => notify(t('gstin.removed')), onError: failed })
            }
          >
            {t('gstin.remove')}
          </Button>
        </Group>
      ) : null}
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={current ? t('gstin.replace') : t('gstin.label')}
            placeholder="27AAPFU0939F1ZV"
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            error={error}
            maxLength={17}
            autoComplete="off"
            style={{ flex: '1 1 220px' }}
            styles={{ input: { textTransform: 'uppercase' } }}
          />
          <Button type="submit" mt={{ base: 0, xs: 25 }} loading={save.isPending}>
            {t('gstin.save')}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
