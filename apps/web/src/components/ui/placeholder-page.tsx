import type { ReactNode } from 'react';
import { Container, Stack, Text, Title } from '@mantine/core';
import { ComingSoon } from './coming-soon';
import { useDocumentTitle } from './use-document-title';

interface PlaceholderPageProps {
  /** The page's h1. */
  title: string;
  /** Tab title when it should differ from the heading (dashboards). */
  documentTitle?: string;
  eyebrow?: ReactNode;
  lead?: ReactNode;
  /** What this page will do once its release lands. */
  soon: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}

/** A real page inside the real layout whose main capability arrives in a later release. */
export function PlaceholderPage({
  title,
  documentTitle,
  eyebrow,
  lead,
  soon,
  actions,
  children,
}: PlaceholderPageProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={6}>
          {eyebrow}
          <Title order={1} fz={{ base: 26, sm: 32 }} lh={1.2}>
            {title}
          </Title>
          {lead ? (
            <Text c="gray.7" size="lg" maw={720}>
              {lead}
            </Text>
          ) : null}
        </Stack>
        {children}
        <ComingSoon description={soon} actions={actions} />
      </Stack>
    </Container>
  );
}
