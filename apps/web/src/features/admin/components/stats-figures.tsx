import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AdminStats, WindowCount } from '@nivaas/shared';
import { formatNumber } from '../../../lib/format';
import { useAdminT } from '../lib/use-admin-t';

type Figures = AdminStats['figures'];
const WINDOWED = [
  'signups',
  'listings',
  'roommateProfiles',
  'applications',
  'bookings',
  'messages',
  'reports',
  'services',
] as const satisfies readonly (keyof Figures)[];

function Tile({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="xs" tt="uppercase" fw={700} c="gray.7" mb={6}>
        {label}
      </Text>
      {children}
    </Paper>
  );
}

function Windows({ value }: { value: WindowCount }) {
  const { t, locale } = useAdminT();
  return (
    <Group gap="lg" wrap="nowrap">
      {(['today', 'd7', 'd30'] as const).map((w) => (
        <Stack key={w} gap={0}>
          <Text fz={22} fw={700} lh={1.2}>
            {formatNumber(value[w], { locale })}
          </Text>
          <Text size="xs" c="gray.7">
            {t(`stats.window.${w}`)}
          </Text>
        </Stack>
      ))}
    </Group>
  );
}

/** The dashboard's figures: totals now, and what was created today, in 7 and in 30 days. */
export function StatsFigures({ figures }: { figures: Figures }) {
  const { t, locale } = useAdminT();
  const n = (value: number) => formatNumber(value, { locale });
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="sm">
      <Tile label={t('stats.openReports')}>
        <Text fz={28} fw={800} c={figures.openReports > 0 ? 'red.8' : undefined}>
          {n(figures.openReports)}
        </Text>
      </Tile>
      <Tile label={t('stats.usersByRole')}>
        <SimpleGrid cols={2} spacing={4} verticalSpacing={2}>
          {(['tenant', 'owner', 'service-provider', 'admin'] as const).map((role) => (
            <Text key={role} size="sm">
              {t(`common:roles.${role}`)}: <b>{n(figures.usersByRole[role])}</b>
            </Text>
          ))}
        </SimpleGrid>
      </Tile>
      <Tile label={t('stats.listingsNow')}>
        <Group gap="lg">
          {(
            [
              ['open', figures.listingsOpen],
              ['closed', figures.listingsClosed],
              ['hidden', figures.listingsHidden],
            ] as const
          ).map(([key, value]) => (
            <Stack key={key} gap={0}>
              <Text fz={22} fw={700} lh={1.2}>
                {n(value)}
              </Text>
              <Text size="xs" c="gray.7">
                {t(`stats.listingState.${key}`)}
              </Text>
            </Stack>
          ))}
        </Group>
      </Tile>
      {WINDOWED.map((key) => (
        <Tile key={key} label={t(`stats.figures.${key}`)}>
          <Windows value={figures[key]} />
        </Tile>
      ))}
    </SimpleGrid>
  );
}
