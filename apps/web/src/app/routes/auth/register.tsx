import { Alert, Anchor, Text } from '@mantine/core';
import { roleFromLoginParam, type SignupRole } from '@nivaas/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useGoogleSignIn } from '../../../features/auth/api/auth';
import { AuthShell } from '../../../features/auth/components/auth-shell';
import { GoogleButton } from '../../../features/auth/components/google-button';
import { RegisterForm } from '../../../features/auth/components/register-form';
import { PhoneRegisterForm } from '../../../features/auth/components/phone-register-form';
import {
  SignInMethodPicker,
  type SignInMethod,
} from '../../../features/auth/components/sign-in-method';
import { TermsNote } from '../../../features/auth/components/terms-note';
import { safeFrom } from '../../../features/auth/lib/after-sign-in';
import { readSelectedRole } from '../../../features/auth/lib/selected-role';
import { errorMessage } from '../../../lib/error-messages';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useIsClient, useStateFromBrowser } from '../../../components/ui/client-only';

/**
 * /register, optionally ?role=tenant|owner|provider to preselect the role and ?from=/path, where
 * a new account goes once signed in (a listing's preview sends its visitors here to contact
 * the owner); GuestOnly takes a phone sign-up there, Google and the sign-in link carry it.
 */
export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // Drawn by the server for a visitor (decision 070): the role a visitor picked earlier (their
  // browser's storage) comes once the page is live; the email form starts again then (it waits
  // for the app until that moment, so nothing typed is lost).
  const live = useIsClient();
  const [role, setRole] = useStateFromBrowser<SignupRole>(
    () => roleFromLoginParam(params.get('role')) ?? readSelectedRole() ?? 'tenant',
    roleFromLoginParam(params.get('role')) ?? 'tenant',
  );
  const [method, setMethod] = useState<SignInMethod>('email');
  const from = safeFrom(params.get('from'));
  const google = useGoogleSignIn();
  useDocumentTitle(t('register.submit'));

  return (
    <AuthShell title={t('register.title')} subtitle={t('register.subtitle')}>
      <SignInMethodPicker value={method} onChange={setMethod} />
      {method === 'phone' ? (
        <PhoneRegisterForm initialRole={role} onRoleChange={setRole} />
      ) : (
        <RegisterForm
          key={live ? 'live' : 'drawn'}
          initialRole={role}
          onRoleChange={setRole}
          onRegistered={(email) =>
            navigate(`/auth/verify-email?email=${encodeURIComponent(email)}`, {
              state: { sent: true },
            })
          }
        />
      )}
      <GoogleButton
        onClick={() => google.mutate({ role, from })}
        loading={google.isPending || google.isSuccess}
      />
      {google.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(tc, google.error)}
        </Alert>
      ) : null}
      <TermsNote />
      <Text size="sm" ta="center">
        {t('register.haveAccount')}{' '}
        <Anchor
          component={Link}
          to={from ? `/login?from=${encodeURIComponent(from)}` : '/login'}
          fw={600}
        >
          {t('register.login')}
        </Anchor>
      </Text>
    </AuthShell>
  );
}
