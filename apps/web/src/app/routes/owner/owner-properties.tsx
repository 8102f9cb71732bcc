import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useMe } from '../../../lib/session';
import { MyListings } from '../../../features/owner-properties/components/listings/my-listings';
import { OwnerPage } from '../../../features/owner-properties/components/owner-page';
import { useOwnerT } from '../../../features/owner-properties/lib/use-owner-t';
import { useOwnerPropertiesLive } from '../../../features/owner-properties/realtime';

/** /owner/properties: every listing of the owner, managed in place. */
export default function OwnerProperties() {
  const { t } = useOwnerT();
  const { data: me } = useMe();
  useOwnerPropertiesLive(me?.id);
  return (
    <OwnerPage
      title={t('list.title')}
      documentTitle={t('list.title')}
      actions={
        <Button component={Link} to="/owner/properties/new" leftSection={<IconPlus size={18} />}>
          {t('dashboard.listProperty')}
        </Button>
      }
    >
      <MyListings label={t('list.title')} />
    </OwnerPage>
  );
}
