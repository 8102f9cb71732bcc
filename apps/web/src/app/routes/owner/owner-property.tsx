import { OwnerPropertyView } from '../../../features/owner-properties/components/owner-property/owner-property-view';
import { OwnerPage } from '../../../features/owner-properties/components/owner-page';
import { useOwnerT } from '../../../features/owner-properties/lib/use-owner-t';
import { VerificationPanel } from '../../../features/verifications/components/verification-panel';
import { WithOwnerProperty } from './owner-property-loader';
import { OwnerPropertySections } from './owner-property-sections';

/** /owner/properties/:id: the listing as its owner manages it. */
export default function OwnerPropertyPage() {
  const { t } = useOwnerT();
  return (
    <WithOwnerProperty>
      {(property) => (
        <OwnerPage
          title={property.title}
          documentTitle={property.title}
          back={{ to: '/owner/properties', label: t('list.back') }}
        >
          <OwnerPropertyView property={property} />
          <VerificationPanel target={{ subject: 'listing', id: property.id }} />
          <OwnerPropertySections property={property} />
        </OwnerPage>
      )}
    </WithOwnerProperty>
  );
}
