import { Alert, Badge, Table, Text } from '@mantine/core';
import { errorMessage } from '../../../lib/error-messages';
import { formatDate, formatINR, intlLocale } from '../../../lib/format';
import { useRentNotices } from '../api/rent-escalation';
import { useRentT } from '../lib/use-rent-t';
import { QuerySkeleton } from '../../../components/ui/query-state';

/** The notices sent about a listing's rent, and who has acknowledged theirs. */
export function ListingNotices({ propertyId }: { propertyId: string }) {
  const { t, i18n } = useRentT();
  const locale = intlLocale(i18n.language);
  const notices = useRentNotices(propertyId);
  if (notices.isPending) return <QuerySkeleton rows={1} h={60} />;
  if (notices.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(t, notices.error)}
      </Alert>
    );
  if (notices.data.length === 0)
    return (
      <Text size="sm" c="gray.7">
        {t('notices.empty')}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped withTableBorder verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('notices.who')}</Table.Th>
            <Table.Th scope="col">{t('notices.kind')}</Table.Th>
            <Table.Th scope="col">{t('notices.due')}</Table.Th>
            <Table.Th scope="col">{t('notices.rent')}</Table.Th>
            <Table.Th scope="col">{t('notices.acknowledged')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {notices.data.map((n) => (
            <Table.Tr key={n.id}>
              <Table.Td>
                {`${n.recipient.firstName} ${n.recipient.lastName}`.trim() || t('notices.someone')}{' '}
                <Text span size="xs" c="gray.7">
                  ({t(`notices.role.${n.recipientRole}`)})
                </Text>
              </Table.Td>
              <Table.Td>{t(`notices.kinds.${n.kind}`)}</Table.Td>
              <Table.Td>{formatDate(n.dueAt, 'medium', locale)}</Table.Td>
              <Table.Td>
                {t('notices.fromTo', { from: formatINR(n.previousRent), to: formatINR(n.newRent) })}
              </Table.Td>
              <Table.Td>
                {n.acknowledgedAt ? (
                  <Badge color="green" variant="light" tt="none">
                    {t('notices.ackOn', { date: formatDate(n.acknowledgedAt, 'medium', locale) })}
                  </Badge>
                ) : (
                  <Badge color="gray" variant="light" tt="none">
                    {t('notices.notYet')}
                  </Badge>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
