import { Button, Container, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { hasSecondFactor, useSession } from '../../../lib/session';
import { useAdminT } from '../lib/use-admin-t';

const SECTIONS = [
  { to: '/admin', key: 'dashboard', end: true },
  { to: '/admin/reports', key: 'reports' },
  { to: '/admin/users', key: 'users' },
  { to: '/admin/properties', key: 'properties' },
  { to: '/admin/roommates', key: 'roommates' },
  { to: '/admin/services', key: 'services' },
  { to: '/admin/verifications', key: 'verifications' },
  { to: '/admin/security', key: 'security' },
] as const;

/** The frame of every admin page: the sections as a scrollable row, the title, the body. */
export function AdminPage({
  title,
  lead,
  actions,
  children,
}: {
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useAdminT();
  // Until the second factor is on, only the security page opens: the others are not offered.
  const secured = hasSecondFactor(useSession().data);
  useDocumentTitle(title);
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <ScrollArea type="never" offsetScrollbars={false}>
          <Group component="nav" aria-label={t('nav.label')} gap={6} wrap="nowrap">
            {SECTIONS.filter((s) => secured || s.key === 'security').map((s) => (
              <NavLink key={s.to} to={s.to} end={'end' in s} style={{ textDecoration: 'none' }}>
                {({ isActive }) => (
                  <Button
                    component="span"
                    size="xs"
                    radius="xl"
                    variant={isActive ? 'filled' : 'light'}
                    aria-current={isActive ? 'page' : undefined}
                  >
                    {t(`nav.${s.key}`)}
                  </Button>
                )}
              </NavLink>
            ))}
          </Group>
        </ScrollArea>
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              {title}
            </Title>
            {lead ? (
              <Text c="gray.7" size="sm">
                {lead}
              </Text>
            ) : null}
          </Stack>
          {actions}
        </Group>
        {children}
      </Stack>
    </Container>
  );
}
