import { Box, Group, Text, VisuallyHidden } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useTranslation } from '../../../lib/use-translation';
import { indicatorView } from './connection-view';
import { useConnectionStatus } from '../../../lib/realtime/use-connection-status';

/** A small dot and a word for the header: the state of live updates, never by colour alone. */
export function ConnectionIndicator() {
  // No suspense: the header must not blank out while this namespace loads.
  const { t, ready } = useTranslation('realtime', { useSuspense: false });
  const { state } = useConnectionStatus();
  const { online } = useNetwork();
  if (!ready) return null;
  const view = indicatorView(state, online);
  return (
    <Group component="span" gap={6} wrap="nowrap" title={t('indicator.label')} data-state={state}>
      <Box
        component="span"
        aria-hidden
        w={8}
        h={8}
        style={{
          borderRadius: '50%',
          flexShrink: 0,
          backgroundColor: `var(--mantine-color-${view.color}-6)`,
        }}
      />
      <Text span size="xs" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
        {/* Screen readers hear "Live updates: Online"; the eye sees the word. */}
        <VisuallyHidden component="span">{t('indicator.label')}: </VisuallyHidden>
        {t(`indicator.${view.key}`)}
      </Text>
    </Group>
  );
}
