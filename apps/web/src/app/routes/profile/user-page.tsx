import { Container, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useMe } from '../../../lib/session';
import { useUser } from '../../../lib/api/users';
import { PublicProfileCard } from '../../../features/users/components/public-profile-card';
import { UserNotFound } from '../../../features/users/components/user-not-found';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { ReportButton } from '../../../features/reports/components/report-button';
import { QueryFailure } from '../../../components/ui/query-state';

/** /user/:id, a person's public profile. */
export default function UserPage() {
  const { t } = useTranslation('profile');
  const { id = '' } = useParams();
  const user = useUser(id);
  const me = useMe();
  const notFound = user.error instanceof ApiError && user.error.status === 404;
  useDocumentTitle(
    user.data
      ? `${user.data.firstName} ${user.data.lastName}`.trim()
      : notFound
        ? t('user.notFoundTitle')
        : null,
  );

  let body;
  if (user.isPending)
    body = (
      <Paper withBorder radius="lg" p="xl" aria-busy="true" aria-label={t('loading')}>
        <Stack gap="sm">
          <Skeleton height={88} circle />
          <Skeleton height={24} width="60%" />
          <Skeleton height={14} width="40%" />
          <Skeleton height={60} />
        </Stack>
      </Paper>
    );
  else if (notFound) body = <UserNotFound />;
  else if (user.isError) body = <QueryFailure query={user} retryLabel={t('retry')} />;
  else {
    const isSelf = me.data?.id === user.data.id;
    body = (
      <Stack gap="xs">
        <PublicProfileCard user={user.data} isSelf={isSelf} />
        {isSelf ? null : (
          <Group justify="flex-end">
            <ReportButton targetType="user" targetId={user.data.id} />
          </Group>
        )}
      </Stack>
    );
  }

  return (
    <Container size="sm" px="md" py="lg">
      {body}
    </Container>
  );
}
