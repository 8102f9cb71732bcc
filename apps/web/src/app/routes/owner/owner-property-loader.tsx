import type { ReactNode } from 'react';
import { Button, Container, Stack } from '@mantine/core';
import type { Property } from '@nivaas/shared';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader';
import { NotFound } from '../../../components/errors/not-found';
import { ApiError } from '../../../lib/api-client';
import { hasAdminPowers, useMe } from '../../../lib/session';
import { useProperty } from '../../../lib/api/properties';
import { useOwnerT } from '../../../features/owner-properties/lib/use-owner-t';
import { useOwnerPropertiesLive } from '../../../features/owner-properties/realtime';
import { QueryFailure } from '../../../components/ui/query-state';

/**
 * Loads the listing of the URL for the owner's pages: a spinner, "not found" for a listing
 * that is gone or not theirs, a retry for anything else.
 */
export function WithOwnerProperty({ children }: { children: (property: Property) => ReactNode }) {
  const { id = '' } = useParams();
  const { t } = useOwnerT();
  const { data: me } = useMe();
  useOwnerPropertiesLive(me?.id);
  const query = useProperty(id);
  if (query.isPending) return <PageLoader />;
  const gone = query.isError && query.error instanceof ApiError && query.error.status === 404;
  const notMine = query.data && me && query.data.ownerId !== me.id && !hasAdminPowers(me);
  if (gone || notMine) return <NotFound />;
  // A failed refetch keeps what was loaded on screen (an edit in progress is not thrown away).
  if (query.data) return <>{children(query.data)}</>;
  return (
    <Container size="md" py="xl">
      <Stack gap="sm" align="flex-start">
        <QueryFailure query={query} title={t('view.failed')} retryLabel={t('list.retry')} />
        <Button variant="subtle" component={Link} to="/owner/properties">
          {t('list.back')}
        </Button>
      </Stack>
    </Container>
  );
}
