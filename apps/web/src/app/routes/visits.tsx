import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useMe } from '../../lib/session';
import { VisitsList } from '../../features/site-visits/components/visits-list';

/**
 * /visits: "My visits". An owner sees the visits asked for their listings and answers them; a
 * seeker sees the visits they asked for, accepts another time, downloads a confirmed one for
 * their calendar, and applies once it is over.
 */
export default function Visits() {
  const { t } = useTranslation('siteVisits');
  const { data: user } = useMe();
  useDocumentTitle(t('page.title'));
  const owner = user?.userType === 'owner';
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1} fz={{ base: 26, sm: 32 }} lh={1.2}>
            {t('page.title')}
          </Title>
          <Text c="gray.7" size="lg" maw={720}>
            {t(owner ? 'page.leadOwner' : 'page.leadSeeker')}
          </Text>
        </Stack>
        {user ? <VisitsList as={owner ? 'owner' : 'seeker'} /> : null}
      </Stack>
    </Container>
  );
}
