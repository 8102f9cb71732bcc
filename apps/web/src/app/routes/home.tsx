import { Box, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { RoleCards } from './home/role-cards';
import { SearchForm } from './home/search-form';
import classes from './home/home.module.css';

/** Home: a search to start from, and the four ways to use Nivaas. */
export default function Home() {
  const { t } = useTranslation('home');
  useDocumentTitle(null);
  return (
    <>
      <Box component="section" className={classes.hero} aria-labelledby="home-title">
        <Container size="lg" py={{ base: 40, sm: 72 }}>
          <Stack gap="lg" maw={760}>
            <Text fw={700} c="teal.9" tt="uppercase" size="sm" lts={0.5}>
              {t('hero.eyebrow')}
            </Text>
            <Title id="home-title" order={1} className={classes.title}>
              {t('hero.title')}
            </Title>
            <Text size="lg" c="gray.8">
              {t('hero.subtitle')}
            </Text>
            <SearchForm />
          </Stack>
        </Container>
      </Box>
      <Container size="lg" py={{ base: 40, sm: 64 }}>
        <RoleCards />
      </Container>
    </>
  );
}
