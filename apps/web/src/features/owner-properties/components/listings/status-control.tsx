import { Select } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Property, PropertyStatus } from '@nivaas/shared';
import { usePropertyLabels } from '../../../../lib/property-labels';
import { useChangeStatus } from '../../api/owner-properties';
import { statusesFor } from '../../lib/status-options';
import { useOwnerT } from '../../lib/use-owner-t';
import { notifyFailure } from '../../../../lib/notify-failure';

/** Changes a listing's status in place; shown at once, put back if the server refuses. */
export function StatusControl({
  property,
  size = 'sm',
}: {
  property: Pick<Property, 'id' | 'title' | 'status' | 'listingType'>;
  size?: 'xs' | 'sm';
}) {
  const { t } = useOwnerT();
  const labels = usePropertyLabels();
  const change = useChangeStatus();
  return (
    <Select
      size={size}
      w={{ base: '100%', xs: 170 }}
      label={t('status.label')}
      aria-label={t('status.labelFor', { title: property.title })}
      allowDeselect={false}
      data={statusesFor(property.listingType).map((value) => ({
        value,
        label: labels.enumLabel('status', value),
      }))}
      value={property.status}
      onChange={(value) => {
        if (!value || value === property.status) return;
        change.mutate(
          { id: property.id, status: value as PropertyStatus },
          {
            onSuccess: () =>
              notifications.show({
                color: 'teal',
                message: t('status.changed', {
                  title: property.title,
                  status: labels.enumLabel('status', value),
                }),
              }),
            onError: (err) => notifyFailure(t, err, t('status.failed')),
          },
        );
      }}
    />
  );
}
