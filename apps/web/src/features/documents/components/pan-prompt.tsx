import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { formatPaise } from '../../../lib/format';
import { usePan } from '../api/pan';
import { PanForm } from './pan-section';

/**
 * On an owner's dashboard, once the rent paid to them this financial year passes ₹1,00,000 and
 * no PAN is saved: their tenants' HRA claims need it on the receipts. Gone once it is saved.
 */
export function PanPrompt() {
  const { t } = useTranslation('documents');
  const status = usePan();
  if (!status.data?.asked) return null;
  const year = status.data.financialYear;
  return (
    <Alert color="orange" variant="light" title={t('panPrompt.title')} role="region">
      <Stack gap="sm">
        <Text size="sm">
          {t('panPrompt.body', {
            amount: formatPaise(status.data.rentReceivedPaise),
            years: `${year}–${String(year + 1).slice(2)}`,
          })}
        </Text>
        <PanForm />
      </Stack>
    </Alert>
  );
}
