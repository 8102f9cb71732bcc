import { Alert, Anchor, Button, Container, Skeleton, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-messages';
import { useSession } from '../../../lib/session';
import { useRoommateProfile } from '../../../features/roommates/api/roommate-profile';
import { ProfileView } from '../../../features/roommates/components/profile-view';
import { SendRequest } from '../../../features/roommates/components/send-request';
import { roommateName } from '../../../features/roommates/lib/profile-view';
import { useRoommatesT } from '../../../features/roommates/lib/use-roommates-t';
import { ReportButton } from '../../../features/reports/components/report-button';

/** /roommates/profile/{id}: one person's roommate profile and a way to say hello. */
export default function RoommateProfile() {
  const { t } = useRoommatesT();
  const { id = '' } = useParams();
  const query = useRoommateProfile(id);
  const myId = useSession().data?.id;
  const name = query.data ? (roommateName(query.data) ?? t('card.someone')) : null;
  useDocumentTitle(name ?? t('profile.title'));

  let body;
  if (query.isPending)
    body = (
      <Stack gap="md" aria-busy="true">
        <Skeleton h={80} radius="lg" />
        <Skeleton h={160} radius="lg" />
        <Skeleton h={160} radius="lg" />
      </Stack>
    );
  else if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    body = (
      <Alert
        color={missing ? 'gray' : 'red'}
        variant="light"
        role="alert"
        title={missing ? undefined : t('profile.loadFailed')}
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{missing ? t('profile.notFound') : errorMessage(t, query.error)}</Text>
          {missing ? null : (
            <Button size="xs" variant="white" onClick={() => void query.refetch()}>
              {t('form.retry')}
            </Button>
          )}
        </Stack>
      </Alert>
    );
  } else {
    const own = myId !== undefined && myId === query.data.userId;
    body = (
      <ProfileView
        profile={query.data}
        actions={
          own ? (
            <>
              <Text size="sm">{t('profile.yours')}</Text>
              <Button component={Link} to="/roommates/edit-profile" variant="light">
                {t('profile.edit')}
              </Button>
            </>
          ) : (
            <>
              <SendRequest userId={query.data.userId} name={name ?? ''} />
              <ReportButton targetType="roommate-profile" targetId={query.data.userId} />
            </>
          )
        }
      />
    );
  }

  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="md">
        <Anchor component={Link} to="/roommates" size="sm">
          {t('profile.back')}
        </Anchor>
        {body}
      </Stack>
    </Container>
  );
}
