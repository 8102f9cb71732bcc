import { useEffect, useRef } from 'react';
import { Alert, Anchor, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useUnsubscribe } from '../../features/saved-searches/api/saved-searches';

/**
 * /saved-searches/unsubscribe?token=…: a digest mail's link turns that search's alerts off,
 * signed in or not (the token is signed by the server).
 */
export default function SavedSearchesUnsubscribe() {
  const { t } = useTranslation('savedSearches');
  useDocumentTitle(t('unsubscribe.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current || !token) return;
    asked.current = true;
    unsubscribe.mutate(token);
  }, [token, unsubscribe]);

  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={1} fz={{ base: 26, sm: 32 }} lh={1.2}>
          {t('unsubscribe.title')}
        </Title>
        {unsubscribe.isSuccess ? (
          <Alert color="teal" variant="light" role="status">
            {t('unsubscribe.done', { name: unsubscribe.data.name })}
          </Alert>
        ) : unsubscribe.isError || !token ? (
          <Alert color="red" variant="light" role="alert">
            {t('unsubscribe.failed')}
          </Alert>
        ) : (
          <Stack gap="xs" align="flex-start" role="status">
            <Loader size="sm" aria-hidden />
            <Text>{t('unsubscribe.working')}</Text>
          </Stack>
        )}
        <Anchor component={Link} to="/saved-searches">
          {t('unsubscribe.manage')}
        </Anchor>
      </Stack>
    </Container>
  );
}
