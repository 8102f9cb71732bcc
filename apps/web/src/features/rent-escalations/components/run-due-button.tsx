import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconClock } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/error-messages';
import { useRunDueEscalations } from '../api/rent-escalation';
import { useRentT } from '../lib/use-rent-t';

/** Applies every increase of the owner's listings that has fallen due, and says how many. */
export function RunDueButton({ variant = 'default' }: { variant?: 'default' | 'light' }) {
  const { t } = useRentT();
  const run = useRunDueEscalations();
  return (
    <Button
      variant={variant}
      leftSection={<IconClock size={16} aria-hidden />}
      loading={run.isPending}
      onClick={() =>
        run.mutate(undefined, {
          onSuccess: ({ applied }) =>
            notifications.show({
              color: 'teal',
              message: applied > 0 ? t('runDue.applied', { count: applied }) : t('runDue.none'),
            }),
          onError: (err) =>
            notifications.show({
              color: 'red',
              title: t('errors.runDueFailed'),
              message: errorMessage(t, err),
            }),
        })
      }
    >
      {t('runDue.button')}
    </Button>
  );
}
