import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Stepper, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import type { RoommateProfile } from '@nivaas/shared';
import { ApiError } from '../../../../lib/api-client';
import {
  describeError,
  errorMessage,
  reasonKey,
  translateFieldError,
  translateFieldErrors,
} from '../../../../lib/error-messages';
import { useDeleteRoommateProfile, useSaveRoommateProfile } from '../../api/roommate-profile';
import {
  firstStepWithError,
  PROFILE_STEPS,
  profileErrors,
  profileFormValues,
  profileInput,
  stepOfField,
  type ProfileFormValues,
} from '../../lib/profile-form';
import { useRoommatesT } from '../../lib/use-roommates-t';
import { AboutStep } from './about-step';
import { BudgetStep } from './budget-step';
import { LifestyleStep } from './lifestyle-step';
import { RoomStep } from './room-step';

/**
 * The roommate profile in four steps (about you; budget and places; lifestyle; room and
 * visibility). Each step checks its own fields before moving on; a save puts any field the
 * server refused back on its step.
 */
export function RoommateProfileForm({ saved }: { saved: RoommateProfile | null }) {
  const { t } = useRoommatesT();
  const navigate = useNavigate();
  const wide = useMediaQuery('(min-width: 48em)');
  const save = useSaveRoommateProfile();
  const remove = useDeleteRoommateProfile();
  const [active, setActive] = useState(0);
  const editing = saved !== null;
  const form = useForm<ProfileFormValues>({ initialValues: profileFormValues(saved) });
  const last = PROFILE_STEPS.length - 1;
  // A new step starts at its top: focus (and so scroll to) the line that names it.
  const stepTitle = useRef<HTMLParagraphElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) stepTitle.current?.focus();
    moved.current = true;
  }, [active]);

  const checkAll = () =>
    Object.fromEntries(
      Object.entries(
        profileErrors(form.getValues(), { firstNameRequired: t('validation.firstNameRequired') }),
      ).map(([path, text]) => [path, translateFieldError(t, text)]),
    );

  /** Moves on only when the current step's fields are fine. */
  const goTo = (step: number) => {
    if (step > active) {
      const errors = Object.fromEntries(
        Object.entries(checkAll()).filter(
          ([path]) => PROFILE_STEPS.indexOf(stepOfField(path)) <= active,
        ),
      );
      form.setErrors(errors);
      const at = firstStepWithError(errors);
      if (at !== null) {
        setActive(at);
        return;
      }
    }
    setActive(Math.max(0, Math.min(last, step)));
  };

  const submit = () => {
    const errors = checkAll();
    form.setErrors(errors);
    const at = firstStepWithError(errors);
    if (at !== null) {
      setActive(at);
      return;
    }
    save.mutate(profileInput(form.getValues()), {
      onSuccess: () => {
        notifications.show({
          color: 'teal',
          message: editing ? t('form.saved') : t('form.created'),
        });
        void navigate('/roommates');
      },
      onError: (error) => {
        if (!(error instanceof ApiError) || Object.keys(error.fields).length === 0) return;
        const fields = translateFieldErrors(t, error.fields);
        form.setErrors(fields);
        const step = firstStepWithError(fields);
        if (step !== null) setActive(step);
      },
    });
  };

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('form.deleteTitle'),
      children: <Text size="sm">{t('form.deleteBody')}</Text>,
      labels: { confirm: t('form.deleteConfirm'), cancel: t('form.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(undefined, {
          onSuccess: () => {
            notifications.show({ color: 'teal', message: t('form.deleted') });
            void navigate('/roommates');
          },
          onError: (error) =>
            notifications.show({ color: 'red', message: failureText(error, 'delete-failed') }),
        }),
    });

  /** A refusal with its own reason reads that; any other failure reads the spec's text. */
  const failureText = (
    error: unknown,
    fallback: 'create-failed' | 'update-failed' | 'delete-failed',
  ) => {
    const { reason, status } = describeError(error);
    if (reason && !reason.startsWith('request.') && !reason.startsWith('server.'))
      return errorMessage(t, error);
    if (status === 401) return errorMessage(t, error);
    return String(t(reasonKey(`roommate.${fallback}`)));
  };

  const hasFieldErrors =
    save.error instanceof ApiError && Object.keys(save.error.fields).length > 0;
  const steps = [
    <AboutStep key="about" form={form} />,
    <BudgetStep key="budget" form={form} />,
    <LifestyleStep key="lifestyle" form={form} />,
    <RoomStep key="room" form={form} photos={saved ? (saved.roomPhotos ?? []) : null} />,
  ];

  return (
    <form
      noValidate
      aria-label={editing ? t('form.editTitle') : t('form.createTitle')}
      onSubmit={(e) => {
        e.preventDefault();
        if (active < last) goTo(active + 1);
        else submit();
      }}
    >
      <Stack gap="md">
        <Stepper
          active={active}
          onStepClick={goTo}
          size="sm"
          iconSize={wide ? 36 : 30}
          aria-label={t('form.steps.label')}
          styles={{ steps: { flexWrap: 'nowrap' } }}
        >
          {PROFILE_STEPS.map((s) => (
            <Stepper.Step
              key={s}
              label={wide ? t(`form.steps.${s}`) : undefined}
              aria-label={t(`form.steps.${s}`)}
            />
          ))}
        </Stepper>
        <Text size="sm" c="gray.7" aria-live="polite" ref={stepTitle} tabIndex={-1}>
          {t('form.stepOf', { current: active + 1, total: PROFILE_STEPS.length })}
          {' · '}
          <Text span fw={700} c="bright">
            {t(`form.steps.${PROFILE_STEPS[active] ?? 'about'}`)}
          </Text>
        </Text>
        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
          {steps[active]}
        </Paper>
        {save.isError && !hasFieldErrors ? (
          <Alert color="red" variant="light" role="alert">
            {failureText(save.error, editing ? 'update-failed' : 'create-failed')}
          </Alert>
        ) : null}
        {hasFieldErrors ? (
          <Alert color="red" variant="light" role="alert">
            {t('form.fixErrors')}
          </Alert>
        ) : null}
        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            {active > 0 ? (
              <Button variant="default" type="button" onClick={() => goTo(active - 1)}>
                {t('form.back')}
              </Button>
            ) : null}
            {active < last ? (
              <Button type="submit">{t('form.next')}</Button>
            ) : (
              <Button type="submit" loading={save.isPending}>
                {editing ? t('form.save') : t('form.create')}
              </Button>
            )}
          </Group>
          {editing ? (
            <Button
              variant="subtle"
              color="red"
              type="button"
              onClick={confirmDelete}
              loading={remove.isPending}
            >
              {t('form.delete')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
