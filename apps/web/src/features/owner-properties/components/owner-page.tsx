import type { ReactNode } from 'react';
import { Anchor, Container, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../components/ui/use-document-title';

/** The frame of the owner's pages: a way back, the h1, its actions, then the page. */
export function OwnerPage({
  title,
  documentTitle,
  eyebrow,
  back,
  actions,
  size = 'lg',
  children,
}: {
  title: ReactNode;
  documentTitle: string;
  eyebrow?: ReactNode;
  back?: { to: string; label: string };
  actions?: ReactNode;
  size?: 'md' | 'lg';
  children: ReactNode;
}) {
  useDocumentTitle(documentTitle);
  return (
    <Container size={size} py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={6}>
          {back ? (
            <Anchor component={Link} to={back.to} size="sm" w="fit-content">
              <Group gap={4} component="span">
                <IconArrowLeft size={14} aria-hidden />
                {back.label}
              </Group>
            </Anchor>
          ) : null}
          {eyebrow}
          <Group justify="space-between" align="flex-end" gap="sm">
            <Title
              order={1}
              fz={{ base: 26, sm: 32 }}
              lh={1.2}
              style={{ overflowWrap: 'anywhere' }}
            >
              {title}
            </Title>
            {actions}
          </Group>
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
