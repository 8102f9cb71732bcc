import { Container, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useSession } from '../../../lib/session';
import { CollegeRoommates } from '../../../features/roommates/components/college-roommates';
import { useRoommatesT } from '../../../features/roommates/lib/use-roommates-t';
import { fromSlug } from './place-names';

/** /roommates/{college}: a public page of the open roommate profiles of one college. */
export default function RoommatesLanding() {
  const { t } = useRoommatesT();
  const { college = '' } = useParams();
  const name = fromSlug(college);
  const session = useSession();
  useDocumentTitle(t('landing.title', { college: name }));
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1} fz={{ base: 26, sm: 32 }} lh={1.2}>
            {t('landing.title', { college: name })}
          </Title>
          <Text c="gray.7" size="lg" maw={720}>
            {t('landing.lead', { college: name })}
          </Text>
        </Stack>
        {session.isPending ? null : (
          <CollegeRoommates college={name} signedIn={Boolean(session.data)} />
        )}
      </Stack>
    </Container>
  );
}
