import { PropertyForm } from '../../../features/owner-properties/components/form/property-form';
import { OwnerPage } from '../../../features/owner-properties/components/owner-page';
import { useOwnerT } from '../../../features/owner-properties/lib/use-owner-t';

/** /owner/properties/new. */
export default function NewPropertyPage() {
  const { t } = useOwnerT();
  return (
    <OwnerPage
      title={t('form.newTitle')}
      documentTitle={t('form.newTitle')}
      back={{ to: '/owner/properties', label: t('list.back') }}
      size="md"
    >
      <PropertyForm />
    </OwnerPage>
  );
}
