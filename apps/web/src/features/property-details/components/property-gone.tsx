import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconHomeOff } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';

/** The listing does not exist (or is hidden), or was deleted while the page was open. */
export function PropertyGone({ reason }: { reason: 'notFound' | 'deleted' }) {
  const { t } = useTranslation('propertyDetails');
  return (
    <Card withBorder radius="md" p="xl">
      <Stack align="center" ta="center" gap="sm">
        <IconHomeOff size={40} aria-hidden color="var(--mantine-color-gray-6)" />
        <Title order={1} size="h2">
          {reason === 'notFound' ? t('notFound.title') : t('deleted.title')}
        </Title>
        <Text c="dimmed" maw={440}>
          {reason === 'notFound' ? t('notFound.body') : t('deleted.body')}
        </Text>
        <Button component={Link} to="/properties">
          {t('notFound.action')}
        </Button>
      </Stack>
    </Card>
  );
}
