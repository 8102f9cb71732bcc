import { Anchor, Text } from '@mantine/core';
import { Trans } from '../../../lib/trans';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';

export function TermsNote() {
  // Suspends until the auth texts are loaded, so that Trans finds them.
  useTranslation('auth');
  return (
    <Text size="xs" c="gray.7">
      <Trans
        ns="auth"
        i18nKey="register.terms"
        components={{
          terms: <Anchor inherit component={Link} to="/terms" />,
          privacy: <Anchor inherit component={Link} to="/privacy" />,
        }}
      />
    </Text>
  );
}
