import { useState, type ReactNode } from 'react';
import { Anchor, Avatar, Button, Group, Rating, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import type { Comment } from '@nivaas/shared';
import { formatDate, intlLocale } from '../../../lib/format';
import { useDeleteComment, useEditComment } from '../api/comments';
import { wasEdited } from '../lib/rating-summary';
import { CommentForm } from './comment-form';
import { notifyFailure } from '../../../lib/notify-failure';

interface CommentItemProps {
  comment: Comment;
  /** The signed-in person wrote it: may edit and delete. */
  isAuthor: boolean;
  /** An admin may remove any comment (moderation), but not edit it. */
  canModerate: boolean;
  /** More actions the page adds (Report), shown under someone else's comment. */
  extraActions?: ReactNode;
}

export function CommentItem({ comment: c, isAuthor, canModerate, extraActions }: CommentItemProps) {
  const { t, i18n } = useTranslation(['comments', 'common']);
  const [editing, setEditing] = useState(false);
  const edit = useEditComment(c.propertyId);
  const remove = useDeleteComment(c.propertyId);
  const name = `${c.author.firstName} ${c.author.lastName}`.trim() || t('anonymous');

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('delete.title'),
      children: <Text size="sm">{t('delete.body')}</Text>,
      labels: { confirm: t('delete.confirm'), cancel: t('delete.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(c.id, {
          onError: (err) => notifyFailure(t, err, t('errors.server.deleteFailed')),
        }),
    });

  return (
    <Stack gap={6} component="article" aria-label={t('byAuthor', { name })}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar src={c.author.avatarUrl || null} alt="" radius="xl" name={name} />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" justify="space-between">
            <Anchor component={Link} to={`/user/${c.author.id}`} fw={600}>
              {name}
            </Anchor>
            <Text size="sm" c="dimmed">
              {formatDate(c.createdAt, 'medium', intlLocale(i18n.language))}
              {wasEdited(c.createdAt, c.updatedAt) ? ` · ${t('edited')}` : ''}
            </Text>
          </Group>
          <Group gap={6}>
            <Rating value={c.rating} readOnly size="sm" aria-hidden />
            <Text size="sm" c="dimmed">
              {t('ratingOf', { rating: c.rating })}
            </Text>
          </Group>
        </Stack>
      </Group>
      {editing ? (
        <CommentForm
          initial={{ content: c.content, rating: c.rating }}
          submitLabel={t('form.save')}
          failedTitle={t('errors.server.updateFailed')}
          onSubmit={(patch) => edit.mutateAsync({ id: c.id, patch })}
          onCancel={() => setEditing(false)}
          onDone={() => setEditing(false)}
        />
      ) : (
        <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{c.content}</Text>
      )}
      {!editing && (isAuthor || canModerate || (extraActions && !isAuthor)) && (
        <Group gap="xs">
          {isAuthor && (
            <Button
              size="compact-sm"
              variant="subtle"
              leftSection={<IconEdit size={16} aria-hidden />}
              onClick={() => setEditing(true)}
            >
              {t('edit')}
            </Button>
          )}
          {(isAuthor || canModerate) && (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              loading={remove.isPending}
              onClick={confirmDelete}
            >
              {t('delete.action')}
            </Button>
          )}
          {isAuthor ? null : extraActions}
        </Group>
      )}
    </Stack>
  );
}
