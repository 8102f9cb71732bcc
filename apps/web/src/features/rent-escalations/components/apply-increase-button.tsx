import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrendingUp } from '@tabler/icons-react';
import { rentIncrease, type RentEscalation } from '@nivaas/shared';
import { errorMessage } from '../../../lib/error-messages';
import { formatINR, formatNumber, intlLocale } from '../../../lib/format';
import { useApplyRentIncrease } from '../api/rent-escalation';
import { useRentT } from '../lib/use-rent-t';

/** "Apply increase now", after a preview of the new rent (the shared rule: fixed adds, % multiplies). */
export function ApplyIncreaseButton({
  propertyId,
  setting,
}: {
  propertyId: string;
  setting: RentEscalation;
}) {
  const { t, i18n } = useRentT();
  const [open, setOpen] = useState(false);
  const apply = useApplyRentIncrease(propertyId);
  const preview = rentIncrease(
    setting.currentRent,
    setting.rentIncreaseType,
    setting.rentIncreaseValue,
  );
  const locale = intlLocale(i18n.language);
  const close = () => {
    if (apply.isPending) return;
    setOpen(false);
    apply.reset();
  };
  return (
    <>
      <Button leftSection={<IconTrendingUp size={16} aria-hidden />} onClick={() => setOpen(true)}>
        {t('apply.button')}
      </Button>
      <Modal opened={open} onClose={close} title={t('apply.title')} centered>
        <Stack gap="md">
          <Text size="sm">{t('apply.lead')}</Text>
          <Table variant="vertical" layout="fixed" withTableBorder>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th>{t('apply.current')}</Table.Th>
                <Table.Td>{formatINR(preview.previousRent)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('apply.new')}</Table.Th>
                <Table.Td fw={700}>{formatINR(preview.newRent)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('apply.increase')}</Table.Th>
                <Table.Td>
                  {t('apply.increaseValue', {
                    amount: formatINR(preview.increaseAmount),
                    percent: formatNumber(preview.increasePercentage, { locale, maxDigits: 2 }),
                  })}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Text size="xs" c="gray.7">
            {t('apply.note', { months: setting.rentIncreaseFrequencyMonths })}
          </Text>
          {apply.isError ? (
            <Alert color="red" variant="light" role="alert" title={t('errors.applyFailed')}>
              {errorMessage(t, apply.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={apply.isPending}>
              {t('apply.cancel')}
            </Button>
            <Button
              loading={apply.isPending}
              onClick={() =>
                apply.mutate(undefined, {
                  onSuccess: (result) => {
                    setOpen(false);
                    notifications.show({
                      color: 'teal',
                      message: t('apply.done', { rent: formatINR(result.applied.newRent) }),
                    });
                  },
                })
              }
            >
              {t('apply.confirm', { rent: formatINR(preview.newRent) })}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
