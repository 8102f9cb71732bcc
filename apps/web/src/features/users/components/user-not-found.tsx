import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconUserQuestion } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';

export function UserNotFound() {
  const { t } = useTranslation('profile');
  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
          <IconUserQuestion size={30} />
        </ThemeIcon>
        <Title order={1} size="h3">
          {t('user.notFoundTitle')}
        </Title>
        <Text c="gray.7">{t('user.notFoundBody')}</Text>
        <Button component={Link} to="/" variant="light">
          {t('user.home')}
        </Button>
      </Stack>
    </Paper>
  );
}
