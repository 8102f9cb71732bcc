import { useId, type ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';

/** One titled part of the listing form; a landmark a screen reader can jump to. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
    >
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4" id={id}>
            {title}
          </Title>
          {description ? (
            <Text size="sm" c="gray.7">
              {description}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
