import { useId, useReducer } from 'react';
import { Alert, Badge, Button, Grid, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import type { ApplicationFormResult, ApplicationFormTemplate } from '@nivaas/shared';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, translateFieldError } from '../../../lib/error-messages';
import { formatDateTime, intlLocale } from '../../../lib/format';
import {
  useApplicationForm,
  useApplicationFormLive,
  useSaveApplicationForm,
} from '../api/application-form';
import {
  builderErrors,
  builderForm,
  builderReducer,
  groupBuilderErrors,
  hasBuilderErrors,
  initialBuilder,
  NEW_FIELD_ID_PREFIX,
} from '../lib/form-builder';
import { useFormsT } from '../lib/use-forms-t';
import { FieldEditor } from './field-editor';
import { FormPreview } from './form-preview';
import { QueryFailure, QuerySkeleton } from '../../../components/ui/query-state';

/** The listing's application form as its owner chooses it (owner listing page). */
export function ApplicationFormSection({ propertyId }: { propertyId: string }) {
  const { t } = useFormsT();
  const query = useApplicationForm(propertyId);
  useApplicationFormLive();
  const headingId = useId();

  let body;
  if (query.isPending) body = <QuerySkeleton rows={2} h={100} />;
  else if (query.isError)
    body = <QueryFailure title={t('errors.load')} query={query} retryLabel={t('retry')} />;
  // Each save (here or in another tab) starts the builder afresh from what was saved.
  else
    body = (
      <FormBuilder
        key={query.data.updatedAt ?? 'default'}
        propertyId={propertyId}
        saved={query.data}
      />
    );

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p="md">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id={headingId}>
            {t('section.title')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('section.lead')}
          </Text>
        </div>
        {body}
      </Stack>
    </Paper>
  );
}

function FormBuilder({ propertyId, saved }: { propertyId: string; saved: ApplicationFormResult }) {
  const { t, i18n } = useFormsT();
  const [state, dispatch] = useReducer(builderReducer, saved.form, initialBuilder);
  const save = useSaveApplicationForm(propertyId);
  const previewId = useId();
  const savedIds = new Set(saved.form.fields.map((f) => f.id));
  const localErrors = builderErrors(state);
  const serverFields =
    save.error instanceof ApiError && Object.keys(save.error.fields).length > 0
      ? groupBuilderErrors(state, save.error.fields)
      : null;
  // Until the owner edits again, the server's verdict on what was sent stands beside the schema's.
  const errors = serverFields && !state.dirty ? serverFields : localErrors;

  const pick = (template: ApplicationFormTemplate) => {
    if (template === 'custom') {
      dispatch({ type: 'custom' });
      return;
    }
    if (state.templateName !== 'custom' || !state.dirty) {
      dispatch({ type: 'template', template });
      return;
    }
    modals.openConfirmModal({
      title: t('builder.replaceTitle'),
      children: <Text size="sm">{t('builder.replaceText')}</Text>,
      labels: { confirm: t('builder.replaceConfirm'), cancel: t('builder.replaceCancel') },
      onConfirm: () => dispatch({ type: 'template', template }),
    });
  };

  const onSave = () => {
    if (hasBuilderErrors(localErrors)) return;
    const form = builderForm(state);
    save.mutate(form, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('saved') });
      },
    });
  };

  const templateLabel = t(`templates.${saved.form.templateName}`);
  return (
    <Stack gap="md">
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {t('section.current')}
        </Text>
        <Badge variant="light" color={saved.chosen ? 'teal' : 'gray'} tt="none">
          {saved.chosen ? templateLabel : t('section.defaultBasic')}
        </Badge>
        {saved.updatedAt ? (
          <Text size="xs" c="gray.7">
            {t('section.savedAt', {
              date: formatDateTime(saved.updatedAt, intlLocale(i18n.language)),
            })}
          </Text>
        ) : null}
      </Group>
      <Radio.Group
        label={t('builder.template')}
        description={t('builder.templateHint')}
        value={state.templateName}
        onChange={(v) => pick(v as ApplicationFormTemplate)}
      >
        <Group gap="md" mt="xs" wrap="wrap">
          <Radio value="basic" label={t('templates.basic')} />
          <Radio value="lifestyle" label={t('templates.lifestyle')} />
          <Radio value="custom" label={t('templates.custom')} />
        </Group>
      </Radio.Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="sm">
            <Title order={3} size="h5">
              {t('builder.fields', { count: state.fields.length })}
            </Title>
            <Stack component="ol" gap="sm" p={0} m={0}>
              {state.fields.map((field, index) => (
                <FieldEditor
                  key={field.id}
                  field={field}
                  index={index}
                  count={state.fields.length}
                  names={state.fields.map((f) => f.name)}
                  errors={errors.fields[field.id]}
                  dispatch={dispatch}
                  // A question just added opens for editing; a template's stay folded.
                  startOpen={field.id.startsWith(NEW_FIELD_ID_PREFIX) && !savedIds.has(field.id)}
                />
              ))}
            </Stack>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => dispatch({ type: 'add' })}
              w="fit-content"
            >
              {t('builder.add')}
            </Button>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          {/* Stays in view beside a long list of questions. */}
          <div style={{ position: 'sticky', top: 80 }}>
            <FormPreview fields={state.fields} headingId={previewId} />
          </div>
        </Grid.Col>
      </Grid>
      {errors.form.length > 0 ? (
        <Alert color="red" variant="light" role="alert">
          {errors.form.map((m) => translateFieldError(t, m)).join(' ')}
        </Alert>
      ) : null}
      {save.isError ? (
        <Alert color="red" variant="light" role="alert" title={t('errors.save')}>
          {errorMessage(t, save.error)}
        </Alert>
      ) : null}
      <Group gap="sm">
        <Button
          onClick={onSave}
          loading={save.isPending}
          disabled={(!state.dirty && saved.chosen) || hasBuilderErrors(localErrors)}
        >
          {t('builder.save')}
        </Button>
        <Button
          variant="default"
          disabled={!state.dirty || save.isPending}
          onClick={() => {
            save.reset();
            dispatch({ type: 'load', form: saved.form });
          }}
        >
          {t('builder.discard')}
        </Button>
        {state.dirty ? (
          <Text size="sm" c="gray.7" aria-live="polite">
            {t('builder.unsaved')}
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}
