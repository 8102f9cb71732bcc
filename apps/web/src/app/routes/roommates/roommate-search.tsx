import { Button, Collapse, Grid, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { PageContainer } from '../../../components/ui/page-container';
import { MyProfileActions } from '../../../features/roommates/components/my-profile-actions';
import { RequestsPanel } from '../../../features/roommates/components/requests-panel';
import { RoommateResults } from '../../../features/roommates/components/roommate-results';
import { SearchFilters } from '../../../features/roommates/components/search-filters';
import { TopMatches } from '../../../features/roommates/components/top-matches';
import { countRoommateFilters } from '../../../features/roommates/lib/search-params';
import { useRoommateFilters } from '../../../features/roommates/lib/use-roommate-filters';
import { useRoommatesT } from '../../../features/roommates/lib/use-roommates-t';

/** /roommates: top matches, the search with its filters in the URL, and requests. */
export default function RoommateSearch() {
  const { t } = useRoommatesT();
  useDocumentTitle(t('search.title'));
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'requests' ? 'requests' : 'search';
  const setTab = (next: string | null) => {
    const search = new URLSearchParams(params);
    if (next === 'requests') search.set('tab', 'requests');
    else search.delete('tab');
    setParams(search, { preventScrollReset: true });
  };

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
        <MyProfileActions />
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List aria-label={t('search.tabs.label')}>
            <Tabs.Tab value="search">{t('search.tabs.search')}</Tabs.Tab>
            <Tabs.Tab value="requests">{t('search.tabs.requests')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="search" pt="md">
            <SearchTab />
          </Tabs.Panel>
          <Tabs.Panel value="requests" pt="md">
            <RequestsPanel />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </PageContainer>
  );
}

function SearchTab() {
  const { t } = useRoommatesT();
  const { filters, setFilters, clearFilters } = useRoommateFilters();
  const wide = useMediaQuery('(min-width: 62em)', true);
  const [opened, { toggle }] = useDisclosure(false);
  const count = countRoommateFilters(filters);
  const panel = <SearchFilters filters={filters} onChange={setFilters} onClear={clearFilters} />;
  return (
    <Stack gap="lg">
      <TopMatches />
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
                onClick={toggle}
                aria-expanded={opened}
                aria-controls="roommate-filters"
              >
                {t('filters.show', { count })}
              </Button>
              <Collapse expanded={opened} id="roommate-filters">
                <Paper withBorder radius="lg" p="md">
                  {panel}
                </Paper>
              </Collapse>
            </Stack>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          <RoommateResults filters={filters} onClear={clearFilters} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
