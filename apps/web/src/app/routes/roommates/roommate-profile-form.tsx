import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useMyRoommateProfile } from '../../../features/roommates/api/roommate-profile';
import { RoommateProfileForm as ProfileForm } from '../../../features/roommates/components/profile-form/profile-form';
import { useRoommatesT } from '../../../features/roommates/lib/use-roommates-t';
import { QueryFailure, QuerySkeleton } from '../../../components/ui/query-state';

/** Both /roommates/create-profile and /roommates/edit-profile. */
export default function RoommateProfileForm() {
  const { t } = useRoommatesT();
  const editing = useLocation().pathname.endsWith('/edit-profile');
  const title = editing ? t('form.editTitle') : t('form.createTitle');
  useDocumentTitle(title);
  const mine = useMyRoommateProfile();

  let body;
  if (mine.isPending) body = <QuerySkeleton rows={2} h={140} />;
  else if (mine.isError)
    body = <QueryFailure title={t('form.loadFailed')} query={mine} retryLabel={t('form.retry')} />;
  else if (editing && !mine.data.profile)
    body = (
      <Stack gap="sm" align="flex-start">
        <Text>{t('form.noProfile')}</Text>
        <Button component={Link} to="/roommates/create-profile">
          {t('form.createTitle')}
        </Button>
      </Stack>
    );
  else if (!editing && mine.data.profile)
    body = (
      <Stack gap="sm" align="flex-start">
        <Text>{t('form.hasProfile')}</Text>
        <Button component={Link} to="/roommates/edit-profile">
          {t('form.editInstead')}
        </Button>
      </Stack>
    );
  else body = <ProfileForm key={mine.data.profile?.updatedAt ?? 'new'} saved={mine.data.profile} />;

  return (
    <Container size="sm" px={{ base: 'sm', sm: 'md' }} py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="md">
        <Stack gap={6}>
          <Title order={1} fz={{ base: 24, sm: 30 }} lh={1.2}>
            {title}
          </Title>
          <Text c="gray.7">{t('form.lead')}</Text>
        </Stack>
        {body}
      </Stack>
    </Container>
  );
}
