import { Anchor, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { AuthShell } from '../../../features/auth/components/auth-shell';
import { DevOutboxHint } from '../../../features/auth/components/dev-outbox-hint';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form';
import { useDocumentTitle } from '../../../components/ui/use-document-title';

/** /auth/forgot-password */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('forgot.title'));
  return (
    <AuthShell title={t('forgot.title')} subtitle={t('forgot.intro')}>
      <ForgotPasswordForm />
      <DevOutboxHint />
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/login">
          {t('backToLogin')}
        </Anchor>
      </Text>
    </AuthShell>
  );
}
