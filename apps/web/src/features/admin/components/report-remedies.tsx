import { Alert, Button, Group } from '@mantine/core';
import { useState } from 'react';
import type { ReportAction, ReportDetail } from '@nivaas/shared';
import { useContentAction, type AdminContentKind } from '../api/admin-content';
import { useAdminUserAction } from '../api/admin-users';
import { useAdminT } from '../lib/use-admin-t';
import { ReasonDialog } from './reason-dialog';

const CONTENT_KIND = {
  listing: 'properties',
  service: 'services',
  'roommate-profile': 'roommates',
} as const satisfies Partial<Record<ReportDetail['targetType'], AdminContentKind>>;

/** A reported item an admin can hide from the report. */
type HidableTarget = keyof typeof CONTENT_KIND;
const isHidable = (type: ReportDetail['targetType']): type is HidableTarget =>
  Object.hasOwn(CONTENT_KIND, type);

/**
 * What a report calls for, done from the report itself: hide the item, suspend its owner (or the
 * reported account). The same admin endpoints as the content and user pages, with the reason the
 * owner is told; `onDone` says which action the report's resolution should record.
 */
export function ReportRemedies({
  report,
  onDone,
}: {
  report: ReportDetail;
  onDone: (action: ReportAction) => void;
}) {
  const { t } = useAdminT();
  const hidable = isHidable(report.targetType) ? report.targetType : null;
  const kind = hidable ? CONTENT_KIND[hidable] : undefined;
  const ownerId = report.target.ownerId;
  const hide = useContentAction(kind ?? 'properties');
  const suspend = useAdminUserAction(ownerId ?? '');
  const [dialog, setDialog] = useState<'hide' | 'suspend' | null>(null);
  const [done, setDone] = useState<string[]>([]);
  const title = report.target.title ?? '';
  const suspendLabel = t(
    report.targetType === 'user'
      ? 'reports.remedies.suspendAccount'
      : 'reports.remedies.suspendOwner',
  );
  const finish = (d: 'hide' | 'suspend') => {
    setDialog(null);
    setDone((list) => [...list, d]);
    onDone(d === 'hide' ? 'hidden' : 'user-suspended');
  };

  if (!kind && !ownerId) return null;
  return (
    <>
      <Group gap="xs" wrap="wrap">
        {hidable && title && !done.includes('hide') ? (
          <Button color="red" variant="light" onClick={() => setDialog('hide')}>
            {t(`reports.remedies.hide.${hidable}`)}
          </Button>
        ) : null}
        {ownerId && !done.includes('suspend') ? (
          <Button color="red" variant="light" onClick={() => setDialog('suspend')}>
            {suspendLabel}
          </Button>
        ) : null}
      </Group>
      {done.map((d) => (
        <Alert key={d} color="green" variant="light" role="status">
          {d === 'hide' ? t('reports.remedies.hidden') : t('userActions.done.suspend')}
        </Alert>
      ))}
      {dialog === 'hide' && kind ? (
        <ReasonDialog
          title={t('content.confirm.hide', { title })}
          description={t('content.explain.hide')}
          confirmLabel={t('content.hide')}
          pending={hide.isPending}
          error={hide.error}
          onConfirm={(reason) =>
            hide.mutate(
              { id: report.targetId, action: 'hide', reason },
              { onSuccess: () => finish('hide') },
            )
          }
          onClose={() => {
            hide.reset();
            setDialog(null);
          }}
        />
      ) : null}
      {dialog === 'suspend' && ownerId ? (
        <ReasonDialog
          title={suspendLabel}
          description={t('userActions.explain.suspend')}
          confirmLabel={t('userActions.confirm.suspend')}
          pending={suspend.isPending}
          error={suspend.error}
          onConfirm={(reason) =>
            suspend.mutate({ kind: 'suspend', reason }, { onSuccess: () => finish('suspend') })
          }
          onClose={() => {
            suspend.reset();
            setDialog(null);
          }}
        />
      ) : null}
    </>
  );
}
