import { Button, Group, Modal, Text } from '@mantine/core';
import { useBlocker } from 'react-router';
import { useOwnerT } from '../../lib/use-owner-t';

/** Asks before an in-app navigation drops unsaved changes to the listing. */
export function LeaveGuard({ when }: { when: () => boolean }) {
  const { t } = useOwnerT();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && when(),
  );
  const open = blocker.state === 'blocked';
  return (
    <Modal opened={open} onClose={() => blocker.reset?.()} title={t('form.leave.title')} centered>
      <Text>{t('form.leave.text')}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => blocker.reset?.()}>
          {t('form.leave.stay')}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {t('form.leave.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
