import { Alert, Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useMyRoommateProfile } from '../api/roommate-profile';
import { useRoommatesT } from '../lib/use-roommates-t';

/** Create or edit one's own profile, the roommate inbox, and a word when the profile is paused. */
export function MyProfileActions() {
  const { t } = useRoommatesT();
  const mine = useMyRoommateProfile();
  const profile = mine.data?.profile;
  return (
    <>
      <Group gap="sm">
        {mine.isSuccess ? (
          profile ? (
            <Button component={Link} to="/roommates/edit-profile" variant="light">
              {t('actions.editProfile')}
            </Button>
          ) : (
            <Button component={Link} to="/roommates/create-profile">
              {t('actions.createProfile')}
            </Button>
          )
        ) : null}
        <Button component={Link} to="/roommates/messages" variant="default">
          {t('actions.messages')}
        </Button>
      </Group>
      {profile?.paused ? (
        <Alert color="yellow" variant="light">
          {t('myProfile.paused')}
        </Alert>
      ) : null}
    </>
  );
}
