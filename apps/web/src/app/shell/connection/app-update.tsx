import { useEffect, useState } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { registerServiceWorker } from '../../../lib/pwa/register';

/**
 * Registers the service worker (loaded after the first paint, outside the first-load budget)
 * and, when a new version of Nivaas is waiting, says so with "Reload".
 */
export default function AppUpdate() {
  const { t, ready } = useTranslation('common', { useSuspense: false });
  const [activate, setActivate] = useState<(() => void) | null>(null);
  const [reloading, setReloading] = useState(false);
  useEffect(() => registerServiceWorker((fn) => setActivate(() => fn)), []);
  if (!activate || !ready) return null;
  return (
    <Alert
      role="status"
      color="teal"
      variant="light"
      radius="md"
      p="sm"
      pos="fixed"
      bottom={16}
      left={16}
      right={16}
      maw={420}
      mx="auto"
      style={{
        zIndex: 300,
        background: 'var(--mantine-color-body)',
        boxShadow: 'var(--mantine-shadow-md)',
        border: '1px solid var(--mantine-color-default-border)',
      }}
    >
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text size="sm">{t('appUpdate.available')}</Text>
        <Button
          size="compact-sm"
          loading={reloading}
          onClick={() => {
            setReloading(true);
            activate();
          }}
        >
          {t('appUpdate.reload')}
        </Button>
      </Group>
    </Alert>
  );
}
