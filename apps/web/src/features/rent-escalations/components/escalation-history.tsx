import { Table, Text } from '@mantine/core';
import { formatDate, formatINR, formatNumber, intlLocale } from '../../../lib/format';
import { useRentEscalationHistory } from '../api/rent-escalation';
import { useRentT } from '../lib/use-rent-t';
import { QueryFailure, QuerySkeleton } from '../../../components/ui/query-state';

/** Every increase made, newest first: when, from what to what, how, and who was told. */
export function EscalationHistory({ propertyId }: { propertyId: string }) {
  const { t, i18n } = useRentT();
  const locale = intlLocale(i18n.language);
  const history = useRentEscalationHistory(propertyId);
  if (history.isPending) return <QuerySkeleton rows={1} h={80} />;
  if (history.isError)
    return (
      <QueryFailure title={t('errors.historyLoadFailed')} query={history} retryLabel={t('retry')} />
    );
  if (history.data.length === 0)
    return (
      <Text size="sm" c="gray.7">
        {t('history.empty')}
      </Text>
    );
  const yesNo = (v: boolean) => (v ? t('history.yes') : t('history.no'));
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped withTableBorder verticalSpacing="xs">
        <Table.Caption>{t('history.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('history.date')}</Table.Th>
            <Table.Th scope="col">{t('history.previous')}</Table.Th>
            <Table.Th scope="col">{t('history.new')}</Table.Th>
            <Table.Th scope="col">{t('history.increase')}</Table.Th>
            <Table.Th scope="col">{t('history.how')}</Table.Th>
            <Table.Th scope="col">{t('history.tenantTold')}</Table.Th>
            <Table.Th scope="col">{t('history.ownerTold')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {history.data.map((h) => (
            <Table.Tr key={h.id}>
              <Table.Td>{formatDate(h.date, 'medium', locale)}</Table.Td>
              <Table.Td>{formatINR(h.previousRent)}</Table.Td>
              <Table.Td fw={600}>{formatINR(h.newRent)}</Table.Td>
              <Table.Td>
                {t('history.increaseValue', {
                  amount: formatINR(h.increaseAmount),
                  percent: formatNumber(h.increasePercentage, { locale, maxDigits: 2 }),
                })}
              </Table.Td>
              <Table.Td>
                {h.appliedAutomatically ? t('history.automatic') : t('history.manual')}
              </Table.Td>
              <Table.Td>{yesNo(h.notifiedTenant)}</Table.Td>
              <Table.Td>{yesNo(h.notifiedOwner)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
