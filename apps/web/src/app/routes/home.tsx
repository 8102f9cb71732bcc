import { Box, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation';
import { useStateFromBrowser } from '../../components/ui/client-only';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { NO_CHOICE, readHomeChoice, rememberHomeChoice, type HomeChoice } from './home/home-choice';
import { HomeListingsSlot } from './home/home-listings-slot';
import { RoleCards } from './home/role-cards';
import { SearchForm } from './home/search-form';
import classes from './home/home.module.css';

/** Home: a search to start from, homes in the chosen city, and the ways to use Nivaas. */
export default function Home() {
  const { t } = useTranslation('home');
  useDocumentTitle(null);
  // The city and rent-or-buy chosen here are remembered in this browser for the next visit.
  // The server's first screen has no storage: it shows no choice, and the browser restores the
  // visitor's right after taking the screen over.
  const [choice, setChoice] = useStateFromBrowser<HomeChoice>(readHomeChoice, NO_CHOICE);
  const choose = (next: HomeChoice) => {
    setChoice(next);
    rememberHomeChoice(next);
  };
  return (
    <>
      <Box component="section" className={classes.hero} aria-labelledby="home-title">
        <Container size="lg" py={{ base: 40, sm: 72 }}>
          <Stack gap="lg" maw={760}>
            <Text fw={700} c="teal" tt="uppercase" size="sm" lts={0.5}>
              {t('hero.eyebrow')}
            </Text>
            <Title id="home-title" order={1} className={classes.title}>
              {t('hero.title')}
            </Title>
            <Text size="lg" c="gray.8">
              {t('hero.subtitle')}
            </Text>
            <SearchForm choice={choice} onChange={choose} />
          </Stack>
        </Container>
      </Box>
      <Container size="lg" pt={{ base: 40, sm: 64 }}>
        <RoleCards />
      </Container>
      {/* Below the fold on phones and laptops alike: it never competes with the first paint. */}
      <Container size="lg" py={{ base: 40, sm: 64 }}>
        <HomeListingsSlot choice={choice} />
      </Container>
    </>
  );
}
