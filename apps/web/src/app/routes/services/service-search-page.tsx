import { Button, Collapse, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { useStateFromBrowser } from '../../../components/ui/client-only';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { PageContainer } from '../../../components/ui/page-container';
import { ServiceFiltersPanel } from '../../../features/services/components/service-filters';
import { ServiceResults } from '../../../features/services/components/service-results';
import { ServiceCityLinks } from '../../../features/services/components/service-city-links';
import { countServiceFilters } from '../../../features/services/lib/search-params';
import { useServiceFilters } from '../../../features/services/lib/use-service-filters';
import { useServicesT } from '../../../features/services/lib/use-services-t';
import { NO_CHOICE, readHomeChoice } from '../home/home-choice';

/** /services (also /owner/services, /tenant/services): home services with filters in the URL. */
export default function ServiceSearch() {
  const { t } = useServicesT();
  useDocumentTitle(t('search.title'));
  const { filters, setFilters, clearFilters } = useServiceFilters();
  const wide = useMediaQuery('(min-width: 62em)', true);
  const [opened, setOpened] = useState(false);
  // The city chosen last on home: "near you" for someone the server knows no city of.
  const [choice] = useStateFromBrowser(readHomeChoice, NO_CHOICE);
  const panel = (
    <ServiceFiltersPanel filters={filters} onChange={setFilters} onClear={clearFilters} />
  );
  return (
    <PageContainer>
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1} fz={{ base: 26, sm: 32 }} lh={1.2}>
            {t('search.title')}
          </Title>
          <Text c="gray.7" size="lg" maw={720}>
            {t('search.lead')}
          </Text>
        </Stack>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
            {wide ? (
              <Paper withBorder radius="lg" p="md">
                <Title order={2} size="h4" mb="sm">
                  {t('filters.title')}
                </Title>
                {panel}
              </Paper>
            ) : (
              <Stack gap="sm">
                <Button
                  variant="default"
                  onClick={() => setOpened((o) => !o)}
                  aria-expanded={opened}
                  aria-controls="service-filters"
                >
                  {t('filters.show', { count: countServiceFilters(filters) })}
                </Button>
                <Collapse expanded={opened} id="service-filters">
                  <Paper withBorder radius="lg" p="md">
                    {panel}
                  </Paper>
                </Collapse>
              </Stack>
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
            <ServiceResults
              near={choice.city || undefined}
              filters={filters}
              onSort={(sort) => setFilters({ sort })}
              onClear={clearFilters}
            />
          </Grid.Col>
        </Grid>
        <ServiceCityLinks />
      </Stack>
    </PageContainer>
  );
}
