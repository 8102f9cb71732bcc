import { Alert, Anchor, Button, Container, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useRoommateProfile } from '../../../features/roommates/api/roommate-profile';
import { ProfileView } from '../../../features/roommates/components/profile-view';
import { SendRequest } from '../../../features/roommates/components/send-request';
import { roommateName } from '../../../features/roommates/lib/profile-view';
import { useRoommatesT } from '../../../features/roommates/lib/use-roommates-t';
import { ReportButton } from '../../../features/reports/components/report-button';
import { QueryFailure, QuerySkeleton } from '../../../components/ui/query-state';

/** /roommates/profile/{id}: one person's roommate profile and a way to say hello. */
export default function RoommateProfile() {
  const { t } = useRoommatesT();
  const { id = '' } = useParams();
  const query = useRoommateProfile(id);
  const myId = useSession().data?.id;
  const name = query.data ? (roommateName(query.data) ?? t('card.someone')) : null;
  useDocumentTitle(name ?? t('profile.title'));

  let body;
  if (query.isPending) body = <QuerySkeleton rows={3} h={130} />;
  else if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    body = missing ? (
      <Alert color="gray" variant="light" role="alert">
        {t('profile.notFound')}
      </Alert>
    ) : (
      <QueryFailure query={query} title={t('profile.loadFailed')} retryLabel={t('form.retry')} />
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
