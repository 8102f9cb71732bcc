import { Anchor, Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useLocation } from 'react-router';
import { roleColor } from '@nivaas/shared';
import { useDocumentTitle } from '../../../components/ui/use-document-title';

/** The login gate (spec section 2): three ways to sign in and a way to register. */
export function AuthGatePage() {
  const { t } = useTranslation();
  const location = useLocation();
  useDocumentTitle(t('gate.title'));
  const from = encodeURIComponent(`${location.pathname}${location.search}${location.hash}`);
  const choices = [
    { param: 'tenant', role: 'tenant', label: t('gate.asTenant') },
    { param: 'owner', role: 'owner', label: t('gate.asOwner') },
    { param: 'provider', role: 'service-provider', label: t('gate.asProvider') },
  ] as const;

  return (
    <Container size={520} py={{ base: 'xl', sm: 56 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="sm">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <IconLock size={28} stroke={1.6} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            {t('gate.title')}
          </Title>
          <Text c="gray.7">{t('gate.text')}</Text>
          <Stack w="100%" gap="sm" mt="xs">
            {choices.map((choice) => (
              <Button
                key={choice.param}
                component={Link}
                to={`/login?role=${choice.param}&from=${from}`}
                variant="outline"
                color={roleColor(choice.role)}
                size="md"
                fullWidth
              >
                {choice.label}
              </Button>
            ))}
          </Stack>
          <Text size="sm">
            {t('gate.newHere')}{' '}
            {/* Signing up comes back here too, as signing in does (a phone sign-up lands on it). */}
            <Anchor component={Link} to={`/register?from=${from}`} fw={600}>
              {t('gate.register')}
            </Anchor>
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}
