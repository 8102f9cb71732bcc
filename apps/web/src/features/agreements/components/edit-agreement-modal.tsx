import { useState } from 'react';
import { Button, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { agreementEditSchema, type Agreement } from '@nivaas/shared';
import { useTranslation } from '../../../lib/use-translation';
import { useEditAgreement } from '../api/agreements';
import { notifyFailure } from '../../../lib/notify-failure';

interface Props {
  agreement: Agreement;
  opened: boolean;
  onClose: () => void;
}

/** The owner edits the free clauses (one a line) and the open terms; both must accept again. */
export function EditAgreementModal({ agreement, opened, onClose }: Props) {
  const { t } = useTranslation(['agreements', 'common']);
  const edit = useEditAgreement();
  const [clauses, setClauses] = useState(agreement.terms.clauses.join('\n'));
  const [dueDay, setDueDay] = useState<number | string>(agreement.terms.dueDay);
  const [lockIn, setLockIn] = useState<number | string>(agreement.terms.lockInMonths);
  const [notice, setNotice] = useState<number | string>(agreement.terms.noticeMonths);
  const [problem, setProblem] = useState<string | null>(null);

  const save = () => {
    const parsed = agreementEditSchema.safeParse({
      clauses: clauses
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
      dueDay: Number(dueDay),
      lockInMonths: Number(lockIn),
      noticeMonths: Number(notice),
    });
    if (!parsed.success) {
      setProblem(t('edit.invalid'));
      return;
    }
    setProblem(null);
    edit.mutate(
      { id: agreement.id, edit: parsed.data },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('edit.saved') });
          onClose();
        },
        onError: (error) => notifyFailure(t, error),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('edit.title')} size="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('edit.hint')}
        </Text>
        <Textarea
          label={t('edit.clauses')}
          description={t('edit.clausesHint')}
          autosize
          minRows={4}
          value={clauses}
          onChange={(event) => setClauses(event.currentTarget.value)}
        />
        <Group grow align="flex-start">
          <NumberInput
            label={t('edit.dueDay')}
            description={t('edit.dueDayHint')}
            min={1}
            max={28}
            value={dueDay}
            onChange={setDueDay}
          />
          <NumberInput
            label={t('edit.lockIn')}
            min={0}
            max={11}
            value={lockIn}
            onChange={setLockIn}
          />
          <NumberInput
            label={t('edit.notice')}
            min={1}
            max={3}
            value={notice}
            onChange={setNotice}
          />
        </Group>
        {problem ? (
          <Text size="sm" c="red" role="alert">
            {problem}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('edit.cancel')}
          </Button>
          <Button loading={edit.isPending} onClick={save}>
            {t('edit.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
