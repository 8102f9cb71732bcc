import { Alert, Anchor, Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthShell } from '../../../features/auth/components/auth-shell';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';
import { useDocumentTitle } from '../../../components/ui/use-document-title';

/** /auth/reset-password?token=… (or ?error=INVALID_TOKEN when the mailed link was stale). */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  useDocumentTitle(t('reset.title'));

  if (!token || params.get('error')) {
    return (
      <AuthShell title={t('reset.title')}>
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title={t('reset.badLinkTitle')}
          role="alert"
        >
          {t('reset.badLink')}
        </Alert>
        <Button component={Link} to="/auth/forgot-password" size="md" fullWidth>
          {t('reset.requestNew')}
        </Button>
      </AuthShell>
    );
  }

  return (
    <AuthShell title={t('reset.title')}>
      <ResetPasswordForm
        token={token}
        onDone={() => {
          notifications.show({
            color: 'teal',
            title: t('reset.doneTitle'),
            message: t('reset.done'),
          });
          void navigate('/login', { replace: true });
        }}
      />
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/login">
          {t('backToLogin')}
        </Anchor>
      </Text>
    </AuthShell>
  );
}
