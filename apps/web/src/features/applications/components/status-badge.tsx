import { Badge } from '@mantine/core';
import type { ApplicationStatus } from '@nivaas/shared';
import { STATUS_COLOR } from '../lib/application-view';
import { useAppsT } from '../lib/use-apps-t';

/** The application's status in words, in its colour. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useAppsT();
  return (
    // Never squeezed: the status is the point of the row.
    <Badge color={STATUS_COLOR[status]} variant="light" tt="none" style={{ flexShrink: 0 }}>
      {t(`status.${status}`)}
    </Badge>
  );
}
