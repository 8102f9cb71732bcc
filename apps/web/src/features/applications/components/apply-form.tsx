import { useMemo } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  answersSchemaFor,
  isProtectedFieldName,
  prefillAnswers,
  type Application,
  type ApplicationForm,
} from '@nivaas/shared';
import { AnswerFields } from '../../../components/application-form/answer-fields';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, translateFieldError } from '../../../lib/error-messages';
import { validateWith } from '../../../lib/schema-validate';
import { useSubmitApplication } from '../api/applications';
import { alreadyAppliedId } from '../lib/application-view';
import { useAppsT } from '../lib/use-apps-t';
import { AlreadyAppliedNotice } from './already-applied-notice';

type Values = Record<string, string | number>;

/** The values a form starts with: every question blank, then what the profile already knows. */
export function initialAnswers(form: Pick<ApplicationForm, 'fields'>, saved: Values): Values {
  const values: Values = {};
  for (const f of form.fields) values[f.name] = '';
  return { ...values, ...prefillAnswers(form, saved) };
}

/** Answered questions only (what a profile may keep). */
const answered = (values: Values): Values =>
  Object.fromEntries(
    Object.entries(values).filter(([, v]) => !(typeof v === 'string' && v.trim() === '')),
  );

/**
 * The listing's application form for the seeker: checked with the same per-form schema the
 * server uses, each message at its question; pre-filled from their profile by question name.
 */
export function ApplyForm({
  propertyId,
  form,
  saved,
  onSubmitted,
}: {
  propertyId: string;
  form: ApplicationForm;
  /** The seeker's saved answers (tenant profile). */
  saved: Values;
  onSubmitted: (application: Application, answers: Values) => void;
}) {
  const { t } = useAppsT();
  const schema = useMemo(() => answersSchemaFor(form), [form]);
  const submit = useSubmitApplication(propertyId);
  const mform = useForm<Values>({
    initialValues: initialAnswers(form, saved),
    validate: validateWith(schema, (m) => translateFieldError(t, m)),
  });
  const prefilled = Object.keys(prefillAnswers(form, saved)).length;
  const existing = alreadyAppliedId(submit.error);
  const hasProtected = form.fields.some((f) => isProtectedFieldName(f.name));

  // Keyboard and screen reader users land on the first question that needs them.
  const focusFirstError = (errors: Record<string, unknown>) => {
    const first = form.fields.find((f) => errors[f.name]);
    if (first) document.querySelector<HTMLElement>(`[name="${CSS.escape(first.name)}"]`)?.focus();
  };

  const onSubmit = mform.onSubmit(
    (values) =>
      submit.mutate(
        { answers: values, updateProfile: false },
        {
          onSuccess: (application) => onSubmitted(application, answered(values)),
          onError: (err) => {
            if (!(err instanceof ApiError)) return;
            // The server names each question `answers.<name>`.
            const errors = Object.fromEntries(
              Object.entries(err.fields).map(([key, m]) => [
                key.replace(/^answers\./, ''),
                translateFieldError(t, m),
              ]),
            );
            if (Object.keys(errors).length > 0) {
              mform.setErrors(errors);
              focusFirstError(errors);
            }
          },
        },
      ),
    focusFirstError,
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-describedby="apply-form-lead">
      <Stack gap="md">
        <Text size="sm" c="gray.7" id="apply-form-lead">
          {t('apply.requiredNote')}
          {prefilled > 0 ? ` ${t('apply.prefilled', { count: prefilled })}` : ''}
        </Text>
        {hasProtected ? (
          <Text size="sm" c="gray.7">
            {t('apply.protectedNote')}
          </Text>
        ) : null}
        <AnswerFields
          fields={form.fields}
          inputProps={(name) => mform.getInputProps(name)}
          disabled={submit.isPending}
        />
        {existing !== null ? (
          <AlreadyAppliedNotice applicationId={existing} />
        ) : submit.isError ? (
          <Alert color="red" variant="light" role="alert" title={t('errors.submit')}>
            {errorMessage(t, submit.error)}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={submit.isPending} w={{ base: '100%', xs: 'auto' }}>
            {t('apply.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
