import { Alert, Button, Paper, Stack, Text, Title, Group } from '@mantine/core';
import { errorMessage } from '../../../lib/error-messages';
import { formatDate, intlLocale } from '../../../lib/format';
import { useProviderReviews } from '../api/services';
import { useServicesT } from '../lib/use-services-t';
import { QuerySkeleton } from '../../../components/ui/query-state';

/** A provider's reviews, newest first, ten at a time. */
export function ProviderReviews({ providerId }: { providerId: string }) {
  const { t, i18n } = useServicesT();
  const query = useProviderReviews(providerId);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  let body;
  if (query.isPending) body = <QuerySkeleton rows={1} h={80} />;
  else if (query.isError && items.length === 0)
    body = (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(t, query.error)}
      </Alert>
    );
  else if (items.length === 0) body = <Text c="gray.7">{t('reviews.empty')}</Text>;
  else
    body = (
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((r) => (
          <Paper component="li" key={r.id} withBorder radius="md" p="md">
            <Stack gap={4}>
              <Group justify="space-between" wrap="wrap">
                <Text
                  c="yellow"
                  fz="lg"
                  lh={1}
                  aria-label={t('reviews.stars', { rating: r.rating })}
                  role="img"
                >
                  {'★'.repeat(r.rating)}
                  <Text span c="gray.4" inherit>
                    {'★'.repeat(5 - r.rating)}
                  </Text>
                </Text>
                <Text size="xs" c="gray.7">
                  {formatDate(r.createdAt, 'medium', intlLocale(i18n.language))}
                </Text>
              </Group>
              {r.comment ? (
                <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {r.comment}
                </Text>
              ) : null}
              <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                {t('reviews.by', {
                  name: `${r.author.firstName} ${r.author.lastName}`.trim(),
                  service: r.serviceTitle,
                })}
              </Text>
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('reviews.title')}
      </Title>
      {body}
      {query.hasNextPage ? (
        <Button
          variant="light"
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          style={{ alignSelf: 'center' }}
        >
          {t('reviews.more')}
        </Button>
      ) : null}
    </Stack>
  );
}
