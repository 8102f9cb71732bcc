import { Alert, Anchor, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { roleFromLoginParam, type SignupRole } from '@nivaas/shared';
import { useState } from 'react';
import { Trans } from '../../../lib/trans';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useGoogleSignIn } from '../../../features/auth/api/auth';
import { AuthShell } from '../../../features/auth/components/auth-shell';
import { GoogleButton } from '../../../features/auth/components/google-button';
import { LoginForm } from '../../../features/auth/components/login-form';
import { PhoneCodeForm } from '../../../features/auth/components/phone-code-form';
import {
  SignInMethodPicker,
  type SignInMethod,
} from '../../../features/auth/components/sign-in-method';
import { fromState, safeFrom } from '../../../features/auth/lib/after-sign-in';
import { readSelectedRole } from '../../../features/auth/lib/selected-role';
import { errorMessage } from '../../../lib/error-messages';
import { useAppConfig } from '../../../lib/api/config';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useStateFromBrowser } from '../../../components/ui/client-only';

/**
 * /login, optionally ?role=tenant|owner|provider, ?from=/path, ?error=google. An account signs in
 * as what it is; `role` is only the role a first Google sign-in creates, and is worded so.
 */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const from = safeFrom(fromState(location.state)) ?? safeFrom(params.get('from'));
  const [role] = useStateFromBrowser<SignupRole>(
    () => roleFromLoginParam(params.get('role')) ?? readSelectedRole() ?? 'tenant',
    roleFromLoginParam(params.get('role')) ?? 'tenant',
  );
  const [method, setMethod] = useState<SignInMethod>('email');
  const google = useGoogleSignIn();
  const googleEnabled = useAppConfig().data?.googleEnabled === true;
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
      <SignInMethodPicker value={method} onChange={setMethod} />
      {method === 'phone' ? (
        <PhoneCodeForm mode="sign-in" />
      ) : (
        <LoginForm
          onUnverified={(email) =>
            navigate(`/auth/verify-email?email=${encodeURIComponent(email)}&reason=unverified`)
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
      <Text size="sm" ta="center">
        <Trans
          ns="auth"
          i18nKey={googleEnabled ? `login.newHere.${role}` : 'login.newHere.plain'}
          components={{ register: <Anchor component={Link} to={registerLink} fw={600} /> }}
        />
      </Text>
    </AuthShell>
  );
}
