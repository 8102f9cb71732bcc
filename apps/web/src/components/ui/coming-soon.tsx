import { useId, type ReactNode } from 'react';
import { Badge, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface ComingSoonProps {
  /** What arrives here later, said plainly. */
  description: ReactNode;
  title?: string;
  /** Links to what already works (profile, search, home). */
  actions?: ReactNode;
}

/**
 * An honest placeholder for a capability that ships in a later release: it says what will be
 * here and offers what already works, instead of showing made-up data.
 */
export function ComingSoon({ description, title, actions }: ComingSoonProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      bg="gray.0"
    >
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ThemeIcon
          size={44}
          radius="xl"
          variant="light"
          color="yellow"
          aria-hidden
          visibleFrom="xs"
        >
          <IconHourglassHigh size={24} stroke={1.6} />
        </ThemeIcon>
        <Stack gap={8} style={{ minWidth: 0 }}>
          <Badge variant="filled" color="yellow.2" c="gray.9" w="fit-content">
            {t('comingSoon.badge')}
          </Badge>
          <Title order={2} fz="h4" id={headingId}>
            {title ?? t('comingSoon.title')}
          </Title>
          <Text c="gray.7">{description}</Text>
          {actions ? (
            <Group gap="sm" mt={4}>
              {actions}
            </Group>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}
