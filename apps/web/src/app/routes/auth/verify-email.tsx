import { Alert, Anchor, Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconMail } from '@tabler/icons-react';
import { roleHome } from '@nivaas/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useLocation, useSearchParams } from 'react-router';
import { sessionKey, useMe } from '../../../lib/session';
import { AuthShell } from '../../../features/auth/components/auth-shell';
import { DevOutboxHint } from '../../../features/auth/components/dev-outbox-hint';
import { ResendVerification } from '../../../features/auth/components/resend-verification';
import { useDocumentTitle } from '../../../components/ui/use-document-title';

/**
 * /auth/verify-email: ?email=… after sign-up (or &reason=unverified from sign-in);
 * ?verified=1 when the mailed link worked (it also signed the person in); ?error=… when it did not.
 */
export default function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const location = useLocation();
  const email = params.get('email')?.trim() || null;
  const error = params.get('error');
  const verified = params.get('verified') === '1' && !error;
  const justSent = Boolean((location.state as { sent?: unknown } | null)?.sent);
  useDocumentTitle(t('verify.title'));

  if (verified) return <Verified />;

  let intro: string;
  if (error)
    intro = error === 'TOKEN_EXPIRED' ? t('verify.tokenExpired') : t('verify.tokenInvalid');
  else if (!email) intro = t('verify.sentNoEmail');
  else if (params.get('reason') === 'unverified') intro = t('verify.unverified', { email });
  else intro = t('verify.sent', { email });

  return (
    <AuthShell title={t('verify.title')}>
      {error ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title={t('verify.tokenErrorTitle')}
          role="alert"
        >
          {intro}
        </Alert>
      ) : (
        <Stack gap="xs" align="center" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <IconMail size={30} />
          </ThemeIcon>
          <Text>{intro}</Text>
          {email ? (
            <Text size="sm" c="gray.7">
              {t('verify.checkSpam')}
            </Text>
          ) : null}
        </Stack>
      )}
      <ResendVerification email={error ? null : email} justSent={justSent} />
      <DevOutboxHint email={error ? null : email} />
      <Anchor component={Link} to="/login" size="sm" ta="center">
        {t('backToLogin')}
      </Anchor>
    </AuthShell>
  );
}

function Verified() {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const me = useMe();
  useEffect(() => {
    // the link set a session cookie on the way here; the cached "signed out" is stale
    void queryClient.invalidateQueries({ queryKey: sessionKey });
  }, [queryClient]);

  const user = me.data;
  return (
    <AuthShell title={t('verify.verifiedTitle')}>
      <Stack gap="md" align="center" ta="center">
        <ThemeIcon size={64} radius="xl" color="teal" variant="light" aria-hidden>
          <IconCircleCheck size={36} />
        </ThemeIcon>
        <Text>{t('verify.verifiedBody')}</Text>
        {user || me.isPending || me.isFetching ? (
          <Button
            component={Link}
            to={roleHome(user?.userType)}
            size="md"
            fullWidth
            loading={!user}
            data-autofocus
          >
            {t('verify.continue')}
          </Button>
        ) : (
          <Button component={Link} to="/login" size="md" fullWidth>
            {t('verify.signInToContinue')}
          </Button>
        )}
      </Stack>
    </AuthShell>
  );
}
