import { Alert, Anchor, Avatar, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../../lib/api-client';
import { formatDate, intlLocale } from '../../../../lib/format';
import { usePropertyInterests } from '../../api/property-interests';
import { useOwnerT } from '../../lib/use-owner-t';
import { QueryFailure, QuerySkeleton } from '../../../../components/ui/query-state';

const initials = (first: string, last: string) =>
  `${first.trim().charAt(0)}${last.trim().charAt(0)}`.toUpperCase() || '?';

/** Who said "I'm interested", newest first, with a way to reach each of them. */
export function InterestedPeople({ propertyId, count }: { propertyId: string; count: number }) {
  const { t, i18n } = useOwnerT();
  const headingId = useId();
  const query = usePropertyInterests(propertyId);
  const locale = intlLocale(i18n.language);

  let body;
  if (query.isPending) {
    body = <QuerySkeleton rows={2} h={48} />;
  } else if (query.isError) {
    // The list may not be offered yet (404): the count alone still tells the owner something.
    const missing = query.error instanceof ApiError && query.error.status === 404;
    body = missing ? (
      <Alert color="gray" variant="light">
        {t('interested.unavailable')}
      </Alert>
    ) : (
      <QueryFailure query={query} retryLabel={t('list.retry')} />
    );
  } else if (query.data.interests.length === 0) {
    body = <Text c="gray.7">{t('interested.none')}</Text>;
  } else {
    body = (
      <Stack component="ul" gap="sm" p={0} m={0}>
        {query.data.interests.map(({ user, createdAt }) => {
          const name = `${user.firstName} ${user.lastName}`.trim() || t('interested.noName');
          return (
            <Group
              component="li"
              key={user.id}
              justify="space-between"
              wrap="nowrap"
              style={{ listStyle: 'none' }}
            >
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                <Avatar src={user.avatarUrl || null} alt="" radius="xl" color="teal">
                  {initials(user.firstName, user.lastName)}
                </Avatar>
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Anchor
                    component={Link}
                    to={`/user/${encodeURIComponent(user.id)}`}
                    truncate="end"
                  >
                    {name}
                  </Anchor>
                  <Text size="xs" c="gray.7">
                    {t('interested.since', { date: formatDate(createdAt, 'medium', locale) })}
                  </Text>
                </Stack>
              </Group>
              <Button
                component={Link}
                to={`/owner/messages/${encodeURIComponent(user.id)}`}
                size="xs"
                variant="light"
                leftSection={<IconMessage size={16} />}
                aria-label={t('interested.messageTo', { name })}
              >
                {t('interested.message')}
              </Button>
            </Group>
          );
        })}
      </Stack>
    );
  }

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {t('interested.title', { count })}
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}
