import type { ReactNode } from 'react';
import { Alert, Button, Card, Divider, Group, Rating, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { hasAdminPowers, useSession } from '../../../lib/session';
import { errorMessage } from '../../../lib/error-messages';
import { isForbidden } from '../../../lib/api-error';
import { useAddComment } from '../api/comments';
import { useComments, useCommentsLive } from '../api/comments';
import { formatAverage, starsFor } from '../lib/rating-summary';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';
import { QueryFailure, QuerySkeleton } from '../../../components/ui/query-state';

interface CommentsSectionProps {
  propertyId: string;
  listingOwnerId: string;
  /** Actions the page adds under each comment (Report), given the comment's id. */
  commentActions?: (commentId: string) => ReactNode;
}

/** Ratings and comments on a listing: the average, a form, and the comments newest first. */
export function CommentsSection({
  propertyId,
  listingOwnerId,
  commentActions,
}: CommentsSectionProps) {
  const { t, i18n } = useTranslation(['comments', 'common']);
  const comments = useComments(propertyId);
  const add = useAddComment(propertyId);
  const { data: me } = useSession();
  useCommentsLive(propertyId);
  const isListingOwner = me?.id === listingOwnerId;
  // Every page carries the totals; the first page's are as fresh as any.
  const data = comments.data?.pages[0];
  const shown = comments.data?.pages.flatMap((page) => page.comments) ?? [];
  // One rating per person: a new one replaces theirs (as far as the loaded pages tell).
  const hasRated = !!me && shown.some((c) => c.userId === me.id);

  return (
    <Stack gap="md" component="section" aria-labelledby="comments-title">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3" id="comments-title">
          {t('title')}
        </Title>
        {data && data.ratingCount > 0 && (
          <Group gap={6}>
            <Rating value={starsFor(data.averageRating)} fractions={2} readOnly aria-hidden />
            <Text fw={600}>
              {t('average', {
                average: formatAverage(data.averageRating, i18n.language),
                count: data.ratingCount,
              })}
            </Text>
          </Group>
        )}
      </Group>

      {me &&
        (isListingOwner ? (
          <Alert variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
            {t('ownerNote')}
          </Alert>
        ) : (
          <Card withBorder radius="md" p="md">
            <CommentForm
              submitLabel={t('form.submit')}
              failedTitle={t('errors.server.addFailed')}
              onSubmit={(input) => add.mutateAsync(input)}
            />
            {hasRated && (
              <Text size="sm" c="dimmed" mt="xs">
                {t('form.replacesRating')}
              </Text>
            )}
          </Card>
        ))}

      {comments.isPending ? (
        <QuerySkeleton label={t('loading')} rows={2} h={40} />
      ) : comments.isError && !comments.isFetchNextPageError ? (
        <QueryFailure
          query={comments}
          title={isForbidden(comments.error) ? t('errors.noAccess') : undefined}
          retryLabel={t('retry')}
          action={isForbidden(comments.error) ? null : undefined}
        />
      ) : shown.length === 0 ? (
        <Text c="dimmed">{isListingOwner ? t('emptyOwner') : t('empty')}</Text>
      ) : (
        <Stack gap="md">
          {shown.map((c, i) => (
            <Stack key={c.id} gap="md">
              {i > 0 && <Divider />}
              <CommentItem
                comment={c}
                isAuthor={me?.id === c.userId}
                canModerate={hasAdminPowers(me)}
                extraActions={commentActions?.(c.id)}
              />
            </Stack>
          ))}
          {comments.isFetchNextPageError && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(t, comments.error)}
            </Alert>
          )}
          {comments.hasNextPage && (
            <Button
              variant="light"
              onClick={() => void comments.fetchNextPage()}
              loading={comments.isFetchingNextPage}
              style={{ alignSelf: 'center' }}
            >
              {t('loadMore')}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}
