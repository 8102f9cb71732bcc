import { Alert, Button } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useLocation } from 'react-router';

/** Diagnostics are open to anyone, but most checks need a session: say so, with a way in. */
export function SignedOutNotice() {
  const { t } = useTranslation('dev');
  const { pathname } = useLocation();
  return (
    <Alert color="blue" variant="light" title={t('signedOut.title')}>
      {t('signedOut.text')}
      <div>
        <Button component={Link} to="/login" state={{ from: pathname }} mt="sm" size="xs">
          {t('signedOut.login')}
        </Button>
      </div>
    </Alert>
  );
}
