import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { roleFromLoginParam, type SignupRole } from '@nivaas/shared';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useGoogleSignIn } from '../../../features/auth/api/auth';
import { AuthShell } from '../../../features/auth/components/auth-shell';
import { GoogleButton } from '../../../features/auth/components/google-button';
import { LoginForm } from '../../../features/auth/components/login-form';
import { RoleSwitch } from '../../../features/auth/components/role-picker';
import { fromState, safeFrom } from '../../../features/auth/lib/after-sign-in';
import { readSelectedRole } from '../../../features/auth/lib/selected-role';
import { errorMessage } from '../../../lib/error-messages';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useStateFromBrowser } from '../../../components/ui/client-only';

/** /login, optionally ?role=tenant|owner|provider, ?from=/path, ?error=google. */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const from = safeFrom(fromState(location.state)) ?? safeFrom(params.get('from'));
  const [role, setRole] = useStateFromBrowser<SignupRole>(
    () => roleFromLoginParam(params.get('role')) ?? readSelectedRole() ?? 'tenant',
    roleFromLoginParam(params.get('role')) ?? 'tenant',
  );
  const google = useGoogleSignIn();
  useDocumentTitle(tc('nav.login'));

  const registerLink = `/register?role=${role === 'service-provider' ? 'provider' : role}`;
  return (
    <AuthShell title={t('login.title')} subtitle={t('login.subtitle')}>
      {params.get('error') === 'google' ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} aria-hidden />}
          role="alert"
        >
          {t('login.googleFailed')}
        </Alert>
      ) : null}
      <Stack gap={6}>
        <RoleSwitch label={t('login.roleLabel')} value={role} onChange={setRole} />
        <Text size="sm" fw={600} aria-live="polite">
          {t('login.signingInAs', { role: tc(`roles.${role}`) })}
        </Text>
        <Text size="xs" c="gray.7">
          {t('login.roleHint')}
        </Text>
      </Stack>
      <LoginForm
        onUnverified={(email) =>
          navigate(`/auth/verify-email?email=${encodeURIComponent(email)}&reason=unverified`)
        }
      />
      <GoogleButton
        onClick={() => google.mutate({ role, from })}
        loading={google.isPending || google.isSuccess}
      />
      {google.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(tc, google.error)}
        </Alert>
      ) : null}
      <Text size="sm" ta="center">
        {t('login.noAccount')}{' '}
        <Anchor component={Link} to={registerLink} fw={600}>
          {t('login.register')}
        </Anchor>
      </Text>
    </AuthShell>
  );
}
