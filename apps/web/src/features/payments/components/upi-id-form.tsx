import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { UPI_ID_PATTERN } from '@nivaas/shared';
import { useTranslation } from '../../../lib/use-translation';
import { errorMessage } from '../../../lib/error-messages';
import { useMyUpiId, useSaveUpiId } from '../api/upi-id';
import { QuerySkeleton } from '../../../components/ui/query-state';

/** The UPI ID an owner or a provider is paid at, and the name payers see. */
export function UpiIdForm() {
  const mine = useMyUpiId();
  if (mine.isPending) return <QuerySkeleton rows={1} h={96} />;
  const saved = mine.data?.upiId;
  return <UpiIdFields initial={{ vpa: saved?.vpa ?? '', name: saved?.payeeName ?? '' }} />;
}

function UpiIdFields({ initial }: { initial: { vpa: string; name: string } }) {
  const { t } = useTranslation(['money', 'common']);
  const save = useSaveUpiId();
  const [vpa, setVpa] = useState(initial.vpa);
  const [name, setName] = useState(initial.name);
  const [touched, setTouched] = useState(false);
  const vpaInvalid = touched && !UPI_ID_PATTERN.test(vpa.trim());
  const nameInvalid = touched && name.trim().length < 2;
  return (
    <Stack
      gap="sm"
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (!UPI_ID_PATTERN.test(vpa.trim()) || name.trim().length < 2) return;
        save.mutate({ vpa: vpa.trim(), payeeName: name.trim() });
      }}
    >
      <Text size="sm" c="dimmed">
        {t('upiId.hint')}
      </Text>
      <Group align="flex-start" gap="sm" grow preventGrowOverflow={false} wrap="wrap">
        <TextInput
          label={t('upiId.vpa')}
          placeholder="name@bank"
          value={vpa}
          onChange={(e) => setVpa(e.currentTarget.value)}
          error={vpaInvalid ? t('upiId.invalid') : undefined}
          autoComplete="off"
          miw={200}
        />
        <TextInput
          label={t('upiId.name')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={nameInvalid ? t('upiId.nameInvalid') : undefined}
          maxLength={60}
          miw={200}
        />
      </Group>
      {save.isError && (
        <Alert color="red" role="alert">
          {errorMessage(t, save.error)}
        </Alert>
      )}
      <Group gap="sm">
        <Button type="submit" loading={save.isPending}>
          {t('upiId.save')}
        </Button>
        {save.isSuccess && (
          <Text size="sm" c="green" role="status">
            {t('upiId.saved')}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
