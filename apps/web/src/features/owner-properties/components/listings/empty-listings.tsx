import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHomePlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useOwnerT } from '../../lib/use-owner-t';

/** No listings yet: say what listing gives and offer the first step. */
export function EmptyListings() {
  const { t } = useOwnerT();
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} bg="var(--nivaas-subtle)">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="teal">
          <IconHomePlus size={28} aria-hidden />
        </ThemeIcon>
        <Title order={2} size="h3">
          {t('empty.title')}
        </Title>
        <Text c="gray.7" maw={480}>
          {t('empty.text')}
        </Text>
        <Button component={Link} to="/owner/properties/new" size="md">
          {t('empty.cta')}
        </Button>
      </Stack>
    </Paper>
  );
}
