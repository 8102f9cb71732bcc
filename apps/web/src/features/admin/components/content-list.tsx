import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import {
  useAdminContent,
  useContentAction,
  type AdminContentFilters,
  type AdminContentItem,
  type AdminContentKind,
  type ContentAction,
} from '../api/admin-content';
import { useAdminT } from '../lib/use-admin-t';
import { LoadMore, QueryState } from './query-state';
import { ReasonDialog } from './reason-dialog';

/** What every moderated item shows, whatever its kind. */
export interface ContentRow {
  id: string;
  title: string;
  subtitle: string;
  /** Its public page. */
  url: string | null;
  ownerId: string;
  ownerName: string;
  hiddenByAdmin: boolean;
  hiddenReason: string | null;
  ownerSuspended: boolean;
  openReports: number;
  automaticFlags: number;
  createdAt: string;
}

interface Props<K extends AdminContentKind> {
  kind: K;
  filters: AdminContentFilters;
  row: (item: AdminContentItem<K>) => ContentRow;
}

/** A paged list of items with their flags, and hide / unhide / delete, each with a reason. */
export function ContentList<K extends AdminContentKind>({ kind, filters, row }: Props<K>) {
  const { t, locale } = useAdminT();
  const list = useAdminContent(kind, filters);
  const act = useContentAction(kind);
  const [pending, setPending] = useState<{ item: ContentRow; action: ContentAction } | null>(null);
  const rows = (list.data?.pages.flatMap((p) => p.items) ?? []).map(row);

  // The dialog sits outside QueryState: a list refetch (a new search term) must not unmount it
  // and lose the reason being typed.
  return (
    <>
      <QueryState query={list} empty={rows.length === 0} emptyText={t('content.empty')}>
        <Stack gap="xs">
          {rows.map((item) => (
            <Paper key={item.id} withBorder radius="md" p="sm" data-testid="content-row">
              <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
                <Stack gap={4} style={{ minWidth: 0, flex: '1 1 260px' }}>
                  {item.url ? (
                    <Anchor component={Link} to={item.url} fw={600}>
                      {item.title}
                    </Anchor>
                  ) : (
                    <Text fw={600}>{item.title}</Text>
                  )}
                  <Text size="sm" c="gray.7">
                    {item.subtitle} ·{' '}
                    <Anchor component={Link} to={`/admin/users/${item.ownerId}`} size="sm">
                      {item.ownerName}
                    </Anchor>{' '}
                    · {formatDate(item.createdAt, 'medium', locale)}
                  </Text>
                  <Group gap={6}>
                    {item.hiddenByAdmin ? (
                      <Badge color="red">{t('content.hiddenByAdmin')}</Badge>
                    ) : null}
                    {item.ownerSuspended ? (
                      <Badge color="red" variant="light">
                        {t('content.ownerSuspended')}
                      </Badge>
                    ) : null}
                    {item.openReports > 0 ? (
                      <Badge color="orange" variant="light">
                        {t('content.openReports', { count: item.openReports })}
                      </Badge>
                    ) : null}
                    {item.automaticFlags > 0 ? (
                      <Badge color="yellow" variant="light">
                        {t('content.automaticFlags', { count: item.automaticFlags })}
                      </Badge>
                    ) : null}
                  </Group>
                  {item.hiddenReason ? (
                    <Text size="sm" c="red">
                      {t('content.hiddenBecause', { reason: item.hiddenReason })}
                    </Text>
                  ) : null}
                </Stack>
                <Group gap="xs">
                  {item.hiddenByAdmin ? (
                    <Button
                      size="xs"
                      variant="light"
                      color="teal"
                      onClick={() => setPending({ item, action: 'unhide' })}
                    >
                      {t('content.unhide')}
                    </Button>
                  ) : (
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      onClick={() => setPending({ item, action: 'hide' })}
                    >
                      {t('content.hide')}
                    </Button>
                  )}
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => setPending({ item, action: 'delete' })}
                  >
                    {t('content.delete')}
                  </Button>
                </Group>
              </Group>
            </Paper>
          ))}
          <LoadMore
            hasNextPage={list.hasNextPage}
            isFetchingNextPage={list.isFetchingNextPage}
            fetchNextPage={list.fetchNextPage}
          />
        </Stack>
      </QueryState>
      {pending ? (
        <ReasonDialog
          title={t(`content.confirm.${pending.action}`, { title: pending.item.title })}
          description={t(`content.explain.${pending.action}`)}
          confirmLabel={t(`content.${pending.action}`)}
          color={pending.action === 'unhide' ? 'teal' : 'red'}
          pending={act.isPending}
          error={act.error}
          onConfirm={(reason) =>
            act.mutate(
              { id: pending.item.id, action: pending.action, reason },
              { onSuccess: () => setPending(null) },
            )
          }
          onClose={() => {
            act.reset();
            setPending(null);
          }}
        />
      ) : null}
    </>
  );
}
