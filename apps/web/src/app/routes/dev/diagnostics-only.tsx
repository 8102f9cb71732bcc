import type { ReactNode } from 'react';
import { Alert, Button, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NotFound } from '../../../components/errors/not-found';
import { PageLoader } from '../../../components/ui/page-loader';
import { useAppConfig } from '../../../lib/api/config';
import { errorMessage } from '../../../lib/error-messages';

/**
 * Diagnostics pages exist in development and demo only: the server says so in GET /api/config.
 * Elsewhere the page is "Page not found", exactly like an unknown path.
 */
export function DiagnosticsOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const config = useAppConfig();
  if (config.isPending) return <PageLoader />;
  if (config.isError) {
    return (
      <Container size="sm" py="lg">
        <Alert color="red" variant="light" role="alert" title={errorMessage(t, config.error)}>
          <Button
            mt="sm"
            variant="light"
            color="red"
            loading={config.isFetching}
            onClick={() => void config.refetch()}
          >
            {t('errorScreen.tryAgain')}
          </Button>
        </Alert>
      </Container>
    );
  }
  if (!config.data.diagnostics) return <NotFound />;
  return children;
}
