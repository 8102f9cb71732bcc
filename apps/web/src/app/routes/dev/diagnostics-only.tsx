import type { ReactNode } from 'react';
import { Container } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { NotFound } from '../../../components/errors/not-found';
import { PageLoader } from '../../../components/ui/page-loader';
import { useAppConfig } from '../../../lib/api/config';
import { QueryFailure } from '../../../components/ui/query-state';

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
        <QueryFailure query={config} retryLabel={t('errorScreen.tryAgain')} />
      </Container>
    );
  }
  if (!config.data.diagnostics) return <NotFound />;
  return children;
}
