import { lazy, Suspense } from 'react';
import { Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { Navigate, useLocation } from 'react-router';
import { useMe } from '../../../lib/session';
import { ChangeEmailForm } from '../../../features/auth/components/change-email-form';
import { ChangePasswordForm } from '../../../features/auth/components/change-password-form';
import { PhoneNumberSection } from '../../../features/auth/components/phone-number-section';
import { AvatarEditor } from '../../../features/users/components/avatar-editor';
import { ProfileDetailsForm } from '../../../features/users/components/profile-details-form';
import { ProfileSkeleton } from '../../../features/users/components/profile-skeleton';
import { GstinSection } from '../../../features/documents/components/gstin-section';
import { PanSection } from '../../../features/documents/components/pan-section';
import { SavedLocationsSection } from '../../../features/saved-locations/components/saved-locations-section';
import { DataExportSection } from '../../../features/my-data/components/data-export-section';
import { DeleteAccountSection } from '../../../features/my-data/components/delete-account-section';
import { VerificationPanel } from '../../../features/verifications/components/verification-panel';
import { RoleBadge } from '../../../components/ui/role-badge';
import { PhoneVerifiedBadge } from '../../../components/ui/phone-verified-badge';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { QueryFailure } from '../../../components/ui/query-state';

/** Its own chunk, so this page's entry in the router stays small. */
const ProviderProfileForm = lazy(() =>
  import('../../../features/services/components/provider-profile-form').then((m) => ({
    default: m.ProviderProfileForm,
  })),
);

/** /profile (also /owner/profile, /tenant/profile, /service-provider/profile). */
export default function ProfilePage() {
  const { t } = useTranslation('profile');
  const me = useMe();
  const location = useLocation();
  useDocumentTitle(t('title'));

  let body;
  if (me.isPending) body = <ProfileSkeleton />;
  else if (me.isError)
    body = <QueryFailure query={me} title={t('loadFailed')} retryLabel={t('retry')} />;
  else if (!me.data) return <Navigate to="/login" replace state={{ from: location }} />;
  else {
    const user = me.data;
    body = (
      <Stack gap="lg">
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="md" align="center" ta="center">
            <AvatarEditor user={user} />
            <Stack gap={4} align="center">
              <Text fw={700} size="xl" style={{ overflowWrap: 'anywhere' }}>
                {`${user.firstName} ${user.lastName}`.trim()}
              </Text>
              {user.email ? (
                <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                  {user.email}
                </Text>
              ) : null}
              <RoleBadge role={user.userType} />
              <PhoneVerifiedBadge verified={user.phoneVerified} />
            </Stack>
          </Stack>
        </Paper>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <ProfileDetailsForm key={user.id} user={user} />
        </Paper>
        {user.userType === 'service-provider' ? (
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
            <Suspense fallback={<Skeleton h={240} />}>
              <ProviderProfileForm key={user.id} user={user} />
            </Suspense>
          </Paper>
        ) : null}
        {user.userType === 'service-provider' ? (
          <VerificationPanel target={{ subject: 'provider' }} />
        ) : null}
        {user.userType === 'service-provider' ? (
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
            <GstinSection />
          </Paper>
        ) : null}
        {user.userType === 'owner' ? (
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
            <PanSection />
          </Paper>
        ) : null}
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <SavedLocationsSection />
        </Paper>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <PhoneNumberSection phoneNumber={user.phoneNumber} verified={user.phoneVerified} />
        </Paper>
        {/* An account made by phone has no email or password to change. */}
        {user.email ? (
          <>
            <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
              <ChangeEmailForm currentEmail={user.email} />
            </Paper>
            <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
              <ChangePasswordForm />
            </Paper>
          </>
        ) : null}
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <DataExportSection />
        </Paper>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <DeleteAccountSection />
        </Paper>
      </Stack>
    );
  }

  return (
    <Container size="sm" px="md" py="lg">
      <Title order={1} mb="md" fz={{ base: 24, sm: 30 }}>
        {t('title')}
      </Title>
      {body}
    </Container>
  );
}
