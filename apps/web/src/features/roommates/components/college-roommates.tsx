import {
  Alert,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-messages';
import { useRoommateSearch } from '../api/roommate-search';
import { useRoommatesT } from '../lib/use-roommates-t';
import { LoadMoreRoommates, RoommateCardGrid } from './roommate-card-grid';

/**
 * The open profiles of one college, for its public landing page. A visitor who is not signed
 * in may be refused the list (401): then only the call to sign up is shown.
 */
export function CollegeRoommates({ college, signedIn }: { college: string; signedIn: boolean }) {
  const { t } = useRoommatesT();
  const query = useRoommateSearch({ college, sort: 'recent' }, { retry: false });
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const refused = query.error instanceof ApiError && query.error.status === 401;

  let list = null;
  if (query.isPending)
    list = (
      <SimpleGrid cols={{ base: 1, sm: 2 }} aria-busy="true">
        <Skeleton h={180} radius="lg" />
        <Skeleton h={180} radius="lg" />
      </SimpleGrid>
    );
  else if (query.isError && !refused)
    list = (
      <Alert color="red" variant="light" role="alert" title={t('landing.loadFailed')}>
        {errorMessage(t, query.error)}
      </Alert>
    );
  else if (!refused && items.length === 0)
    list = <Text c="gray.7">{t('landing.empty', { college })}</Text>;
  else if (!refused)
    list = (
      <Stack gap="md">
        <RoommateCardGrid cards={items} showMatch={false} />
        <LoadMoreRoommates query={query} />
      </Stack>
    );

  return (
    <Stack gap="lg">
      {list}
      <Paper withBorder radius="lg" p="lg" bg="var(--nivaas-teal-tint)">
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h3">
            {signedIn ? t('landing.createProfile') : t('landing.signUp')}
          </Title>
          <Text>{t('landing.signUpLead')}</Text>
          <Group gap="sm">
            {signedIn ? (
              <>
                <Button component={Link} to="/roommates/create-profile">
                  {t('landing.createProfile')}
                </Button>
                <Button component={Link} to="/roommates" variant="light">
                  {t('landing.browse')}
                </Button>
              </>
            ) : (
              <>
                <Button component={Link} to="/register">
                  {t('landing.signUp')}
                </Button>
                <Button component={Link} to="/login" variant="light">
                  {t('landing.logIn')}
                </Button>
              </>
            )}
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
