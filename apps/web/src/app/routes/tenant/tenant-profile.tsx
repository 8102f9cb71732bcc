import { Container } from '@mantine/core';
import ProfilePage from '../profile/profile-page';
import { TenantProfileSection } from '../../../features/tenant-profiles/components/tenant-profile-section';

/**
 * /tenant/profile: the account (as on /profile) and, below it, the seeker's rental answers that
 * every application form fills in from (#answers).
 */
export default function TenantProfile() {
  return (
    <>
      <ProfilePage />
      <Container size="sm" px="md" pb="xl">
        <TenantProfileSection />
      </Container>
    </>
  );
}
