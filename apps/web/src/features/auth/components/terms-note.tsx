import { Anchor, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function TermsNote() {
  const { t } = useTranslation('auth');
  return (
    <Text size="xs" c="gray.7">
      <Trans
        t={t}
        i18nKey="register.terms"
        components={{
          terms: <Anchor inherit component={Link} to="/terms" />,
          privacy: <Anchor inherit component={Link} to="/privacy" />,
        }}
      />
    </Text>
  );
}
