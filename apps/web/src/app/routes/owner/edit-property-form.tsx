import { PropertyForm } from '../../../features/owner-properties/components/form/property-form';
import { OwnerPage } from '../../../features/owner-properties/components/owner-page';
import { ownerListingPath } from '../../../features/owner-properties/components/listings/listing-row';
import { useOwnerT } from '../../../features/owner-properties/lib/use-owner-t';
import { WithOwnerProperty } from './owner-property-loader';

/** /owner/properties/:id/edit. */
export default function EditPropertyPage() {
  const { t } = useOwnerT();
  return (
    <WithOwnerProperty>
      {(property) => (
        <OwnerPage
          title={t('form.editTitle')}
          documentTitle={t('form.editTitle')}
          back={{ to: ownerListingPath(property.id), label: t('view.back') }}
          size="md"
        >
          <PropertyForm key={property.id} property={property} />
        </OwnerPage>
      )}
    </WithOwnerProperty>
  );
}
