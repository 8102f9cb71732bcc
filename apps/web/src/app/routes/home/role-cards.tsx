import { Button, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingCommunity, IconHomeSearch, IconTools } from '@tabler/icons-react';
import { roleColor, type Role } from '@nivaas/shared';
import type { CSSProperties } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import classes from './home.module.css';

const CARDS: { role: Exclude<Role, 'admin'>; to: string; Icon: typeof IconHomeSearch }[] = [
  { role: 'tenant', to: '/register', Icon: IconHomeSearch },
  { role: 'owner', to: '/login?role=owner', Icon: IconBuildingCommunity },
  { role: 'service-provider', to: '/login?role=provider', Icon: IconTools },
];

/**
 * The roles people sign up as, with their spec labels and taglines (section 1), each with its
 * way in. Admins are not advertised: they sign in at /login like everyone else.
 */
export function RoleCards() {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation();
  return (
    <Stack gap="lg" component="section" aria-labelledby="home-roles">
      <Stack gap={4}>
        <Title order={2} id="home-roles">
          {t('roles.title')}
        </Title>
        <Text c="gray.7">{t('roles.subtitle')}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {CARDS.map(({ role, to, Icon }) => (
          <Paper
            key={role}
            withBorder
            radius="lg"
            p="lg"
            className={classes.card}
            style={{ '--role-color': `var(--mantine-color-${roleColor(role)}-6)` } as CSSProperties}
          >
            <ThemeIcon size={44} radius="md" variant="light" color={roleColor(role)} aria-hidden>
              <Icon size={24} stroke={1.6} />
            </ThemeIcon>
            <Title order={3} fz="h4">
              {tc(`roles.${role}`)}
            </Title>
            <Text c="gray.7">{tc(`roleTaglines.${role}`)}</Text>
            <Button
              component={Link}
              to={to}
              variant="outline"
              color={roleColor(role)}
              className={classes.cardCta}
            >
              {t(`roles.cta.${role}`)}
            </Button>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
