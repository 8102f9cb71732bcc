import { Radio, Stack } from '@mantine/core';
import { SAVED_SEARCH_ALERT_MODES, type SavedSearchAlertMode } from '@nivaas/shared';
import { useTranslation } from '../../../lib/use-translation';

interface AlertModeChoiceProps {
  value: SavedSearchAlertMode;
  onChange: (mode: SavedSearchAlertMode) => void;
}

/** Instant, a daily digest, or off, each with a line saying what it means. */
export function AlertModeChoice({ value, onChange }: AlertModeChoiceProps) {
  const { t } = useTranslation('savedSearches');
  return (
    <Radio.Group
      label={t('save.alert')}
      value={value}
      onChange={(v) => onChange(v as SavedSearchAlertMode)}
    >
      <Stack gap="xs" mt="xs">
        {SAVED_SEARCH_ALERT_MODES.map((mode) => (
          <Radio
            key={mode}
            value={mode}
            label={t(`alert.${mode}`)}
            description={t(`alertHint.${mode}`)}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
