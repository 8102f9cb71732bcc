import { Checkbox, Paper, Stack, Text, Title } from '@mantine/core';
import { PUSH_KINDS, type PushKind } from '@nivaas/shared';
import { useTranslation } from '../../../lib/use-translation';
import { errorMessage } from '../../../lib/error-messages';
import { usePushSettings, useSavePushSettings } from '../api/push';

/**
 * Which kinds of notification the person's devices are pushed (decision 063): one switch per
 * kind, saved as it is ticked. The bell and mail are not changed by it.
 */
export function PushSettingsPanel() {
  const { t } = useTranslation('notifications');
  const settings = usePushSettings();
  const save = useSavePushSettings();
  const kinds = settings.data?.kinds;
  if (!kinds) return null;

  const toggle = (kind: PushKind, on: boolean) => save.mutate({ kinds: { ...kinds, [kind]: on } });

  return (
    <Paper withBorder p="md" radius="md" mt="xl" component="section" aria-labelledby="push-kinds">
      <Title order={2} fz="lg" id="push-kinds">
        {t('push.settingsTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('push.settingsLead')}
      </Text>
      <Stack gap="xs">
        {PUSH_KINDS.map((kind) => (
          <Checkbox
            key={kind}
            label={t(`push.kinds.${kind}`)}
            checked={kinds[kind]}
            onChange={(e) => toggle(kind, e.currentTarget.checked)}
          />
        ))}
      </Stack>
      {save.isError && (
        <Text size="sm" c="red" mt="xs" role="alert">
          {errorMessage(t, save.error)}
        </Text>
      )}
    </Paper>
  );
}
