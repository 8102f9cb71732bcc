import { Button, Divider, Text } from '@mantine/core';
import { IconBrandGoogle } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { useAppConfig } from '../../../lib/api/config';

/** "Continue with Google", shown only when the server has Google sign-in configured. */
export function GoogleButton({ onClick, loading }: { onClick: () => void; loading: boolean }) {
  const { t } = useTranslation('auth');
  const config = useAppConfig();
  if (!config.data?.googleEnabled) return null;
  return (
    <>
      <Divider
        label={
          <Text size="xs" c="gray.7">
            {t('or')}
          </Text>
        }
        labelPosition="center"
      />
      <Button
        variant="default"
        fullWidth
        size="md"
        leftSection={<IconBrandGoogle size={18} aria-hidden />}
        onClick={onClick}
        loading={loading}
      >
        {t('google')}
      </Button>
    </>
  );
}
