import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { useAdminUsers, type AdminUserFilters } from '../api/admin-users';
import { useAdminT } from '../lib/use-admin-t';
import { LoadMore, QueryState } from './query-state';
import { UserBadges } from './user-badges';

/** One card per person, opening their detail page; Load more for the next page. */
export function UsersList({ filters }: { filters: AdminUserFilters }) {
  const { t, locale } = useAdminT();
  const users = useAdminUsers(filters);
  const items = users.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <QueryState query={users} empty={items.length === 0} emptyText={t('users.empty')}>
      <Stack gap="xs">
        {items.map((u) => (
          <Paper key={u.id} withBorder radius="md" p="sm">
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Anchor component={Link} to={`/admin/users/${u.id}`} fw={600}>
                  {`${u.firstName} ${u.lastName}`.trim() || u.email}
                </Anchor>
                <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                  {u.email}
                  {u.phone ? ` · ${u.phone}` : ''}
                </Text>
              </Stack>
              <Stack gap={4} align="flex-end">
                <UserBadges user={u} />
                <Text size="xs" c="gray.7">
                  {t('users.joined', { date: formatDate(u.createdAt, 'medium', locale) })}
                  {u.lastLoginAt
                    ? ` · ${t('users.lastLogin', { date: formatDate(u.lastLoginAt, 'medium', locale) })}`
                    : ''}
                </Text>
              </Stack>
            </Group>
          </Paper>
        ))}
        <LoadMore
          hasNextPage={users.hasNextPage}
          isFetchingNextPage={users.isFetchingNextPage}
          fetchNextPage={users.fetchNextPage}
        />
      </Stack>
    </QueryState>
  );
}
