import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate, formatDateTime } from '../../../lib/format';
import { usePropertyLabels } from '../../../lib/property-labels';
import { useAdminUser } from '../api/admin-users';
import { useAdminT } from '../lib/use-admin-t';
import { AuditList } from './audit-list';
import { QueryState } from './query-state';
import { ReportRow } from './report-row';
import { UserActions } from './user-actions';
import { UserBadges } from './user-badges';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} fz="lg" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function None({ text }: { text: string }) {
  return (
    <Text size="sm" c="gray.7">
      {text}
    </Text>
  );
}

/** Everything an admin needs about one account, and what they may do to it. */
export function UserDetail({ id }: { id: string }) {
  const { t, locale } = useAdminT();
  const labels = usePropertyLabels();
  const detail = useAdminUser(id);
  const d = detail.data;
  return (
    <QueryState query={detail}>
      {d ? (
        <Stack gap="md">
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Title order={2} fz="xl">
                  {`${d.user.firstName} ${d.user.lastName}`.trim() || d.user.email}
                </Title>
                <UserBadges user={d.user} />
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={4}>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {t('users.email')}: {d.user.email}
                </Text>
                <Text size="sm">
                  {t('users.phone')}: {d.user.phone || '—'}
                </Text>
                <Text size="sm">
                  {t('users.joined', { date: formatDate(d.user.createdAt, 'medium', locale) })}
                </Text>
                <Text size="sm">
                  {d.user.lastLoginAt
                    ? t('users.lastLogin', { date: formatDateTime(d.user.lastLoginAt, locale) })
                    : t('users.neverSignedIn')}
                </Text>
              </SimpleGrid>
              {d.user.suspended ? (
                <Text size="sm" c="red">
                  {t('users.suspendedSince', {
                    date: formatDateTime(d.user.suspendedAt, locale),
                    reason: d.user.suspendedReason ?? '—',
                  })}
                </Text>
              ) : null}
              <UserActions user={d.user} />
            </Stack>
          </Paper>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Section title={t('users.logins')}>
              {d.logins.length === 0 ? (
                <None text={t('users.noLogins')} />
              ) : (
                <Table.ScrollContainer minWidth={360}>
                  <Table striped fz="sm">
                    <Table.Tbody>
                      {d.logins.map((l) => (
                        <Table.Tr key={`${l.at}-${l.ip}`}>
                          <Table.Td>{formatDateTime(l.at, locale)}</Table.Td>
                          <Table.Td>{l.ip}</Table.Td>
                          <Table.Td>{l.location}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
            </Section>
            <Section title={t('users.listings')}>
              {d.listings.length === 0 ? (
                <None text={t('users.noListings')} />
              ) : (
                <Stack gap={6}>
                  {d.listings.map((l) => (
                    <Group key={l.id} justify="space-between" gap="xs" wrap="nowrap">
                      <Anchor component={Link} to={`/properties/${l.id}`} size="sm" lineClamp={1}>
                        {l.title} · {l.city}
                      </Anchor>
                      <Badge variant="light" color={l.hidden ? 'red' : 'gray'}>
                        {l.hidden ? t('content.hidden') : labels.enumLabel('status', l.status)}
                      </Badge>
                    </Group>
                  ))}
                </Stack>
              )}
              <Text size="sm" mt="sm">
                {d.roommateProfile
                  ? t('users.roommateProfile', { city: d.roommateProfile.city ?? '—' }) +
                    (d.roommateProfile.hidden ? ` · ${t('content.hidden')}` : '') +
                    (d.roommateProfile.paused ? ` · ${t('content.paused')}` : '')
                  : t('users.noRoommateProfile')}
              </Text>
            </Section>
          </SimpleGrid>
          <Section title={t('users.reportsAbout')}>
            {d.reports.length === 0 ? (
              <None text={t('users.noReports')} />
            ) : (
              <Stack gap="xs">
                {d.reports.map((r) => (
                  <ReportRow key={r.id} report={r} />
                ))}
              </Stack>
            )}
          </Section>
          <Section title={t('users.audit')}>
            <AuditList entries={d.audit} />
          </Section>
        </Stack>
      ) : null}
    </QueryState>
  );
}
