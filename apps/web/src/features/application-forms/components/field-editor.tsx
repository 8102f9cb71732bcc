import { useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Collapse,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconChevronUp,
  IconInfoCircle,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import {
  APPLICATION_FIELD_TYPES,
  isProtectedFieldName,
  type ApplicationFormField,
} from '@nivaas/shared';
import { useFieldText } from '../../../components/application-form/field-text';
import { translateFieldError } from '../../../lib/error-messages';
import {
  nameFromLabel,
  optionsFromText,
  uniqueFieldName,
  type BuilderAction,
} from '../lib/form-builder';
import { useFormsT } from '../lib/use-forms-t';

export interface FieldEditorProps {
  field: ApplicationFormField;
  index: number;
  count: number;
  /** Every field's name, to keep a derived name unique. */
  names: string[];
  errors: Partial<Record<string, string>> | undefined;
  dispatch: (action: BuilderAction) => void;
  /** Open for editing from the start (a question just added). */
  startOpen?: boolean;
}

/**
 * One question of the owner's form: what it asks, its name, type, whether it must be answered,
 * a placeholder and (dropdowns) its options; moved with buttons, so a keyboard can reorder too.
 */
export function FieldEditor({
  field,
  index,
  count,
  names,
  errors,
  dispatch,
  startOpen = false,
}: FieldEditorProps) {
  const { t } = useFormsT();
  const [open, setOpen] = useState(startOpen);
  // A question with something wrong stays open, so the message is seen where it applies.
  const hasErrors = !!errors && Object.values(errors).some(Boolean);
  const expanded = open || hasErrors;
  const detailsId = `field-details-${field.id}`;
  const text = useFieldText();
  const label = text.label(field);
  const [optionsText, setOptionsText] = useState(field.options.join('\n'));
  // The name follows the question until the owner edits the name themselves.
  const [nameTouched, setNameTouched] = useState(
    field.name !== 'question' && !/^question\d+$/.test(field.name),
  );
  const isProtected = isProtectedFieldName(field.name);
  const update = (patch: Partial<Omit<ApplicationFormField, 'id'>>) =>
    dispatch({ type: 'update', id: field.id, patch });
  const err = (key: string) => {
    const message = errors?.[key];
    return message ? translateFieldError(t, message) : undefined;
  };
  const position = t('builder.position', { index: index + 1, count });

  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      style={{ listStyle: 'none' }}
      aria-label={t('builder.fieldAria', { position, label })}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={6} wrap="nowrap" miw={0}>
            <Badge variant="light" color="gray" radius="sm">
              {index + 1}
            </Badge>
            <Text fw={600} truncate="end">
              {label}
            </Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <Tooltip label={t('builder.moveUp')} withinPortal>
              <ActionIcon
                variant="subtle"
                color="gray"
                disabled={index === 0}
                onClick={() => dispatch({ type: 'move', id: field.id, by: -1 })}
                aria-label={t('builder.moveUpOf', { label })}
              >
                <IconArrowUp size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('builder.moveDown')} withinPortal>
              <ActionIcon
                variant="subtle"
                color="gray"
                disabled={index === count - 1}
                onClick={() => dispatch({ type: 'move', id: field.id, by: 1 })}
                aria-label={t('builder.moveDownOf', { label })}
              >
                <IconArrowDown size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('builder.remove')} withinPortal>
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={() => dispatch({ type: 'remove', id: field.id })}
                aria-label={t('builder.removeOf', { label })}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" c="gray.7" truncate="end">
            {[
              t(`builder.types.${field.type}`),
              field.required && !isProtected ? t('builder.isRequired') : t('builder.isOptional'),
              field.name,
            ].join(' · ')}
          </Text>
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={
              expanded ? (
                <IconChevronUp size={14} aria-hidden />
              ) : (
                <IconPencil size={14} aria-hidden />
              )
            }
            aria-expanded={expanded}
            aria-controls={detailsId}
            aria-label={expanded ? t('builder.closeOf', { label }) : t('builder.editOf', { label })}
            disabled={hasErrors}
            onClick={() => setOpen((o) => !o)}
          >
            {expanded ? t('builder.close') : t('builder.edit')}
          </Button>
        </Group>
        <Collapse expanded={expanded} id={detailsId}>
          <Stack gap="xs">
            <TextInput
              label={t('builder.label')}
              description={t('builder.labelHint')}
              value={field.label ?? ''}
              error={err('label')}
              onChange={(e) => {
                const value = e.currentTarget.value;
                const patch: Partial<ApplicationFormField> = { label: value };
                if (!nameTouched) {
                  const derived = nameFromLabel(value);
                  if (derived)
                    patch.name = uniqueFieldName(
                      derived,
                      names.filter((n) => n !== field.name),
                    );
                }
                update(patch);
              }}
            />
            <Group grow align="flex-start" gap="xs" wrap="wrap">
              <TextInput
                label={t('builder.name')}
                description={t('builder.nameHint')}
                value={field.name}
                error={err('name')}
                miw={180}
                onChange={(e) => {
                  setNameTouched(true);
                  update({ name: e.currentTarget.value });
                }}
              />
              <NativeSelect
                label={t('builder.type')}
                value={field.type}
                miw={150}
                error={err('type')}
                data={APPLICATION_FIELD_TYPES.map((type) => ({
                  value: type,
                  label: t(`builder.types.${type}`),
                }))}
                onChange={(e) => {
                  const type = e.currentTarget.value as ApplicationFormField['type'];
                  if (type !== 'dropdown') setOptionsText('');
                  update({ type });
                }}
              />
            </Group>
            <TextInput
              label={t('builder.placeholder')}
              description={t('builder.placeholderHint')}
              value={field.placeholder}
              error={err('placeholder')}
              onChange={(e) => update({ placeholder: e.currentTarget.value })}
            />
            {field.type === 'dropdown' ? (
              <Textarea
                label={t('builder.options')}
                description={t('builder.optionsHint')}
                value={optionsText}
                error={err('options')}
                autosize
                minRows={3}
                withAsterisk
                onChange={(e) => {
                  setOptionsText(e.currentTarget.value);
                  update({ options: optionsFromText(e.currentTarget.value) });
                }}
              />
            ) : null}
            <Switch
              label={t('builder.required')}
              checked={field.required && !isProtected}
              disabled={isProtected}
              aria-describedby={isProtected ? `${detailsId}-why` : undefined}
              error={err('required')}
              onChange={(e) => update({ required: e.currentTarget.checked })}
            />
            {isProtected ? (
              // Full contrast, not the dimmed text of a disabled control: this is the reason.
              <Group gap={6} wrap="nowrap" align="flex-start" id={`${detailsId}-why`}>
                <IconInfoCircle size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                <Text size="sm">{t('builder.protectedWhy')}</Text>
              </Group>
            ) : null}
          </Stack>
        </Collapse>
      </Stack>
    </Paper>
  );
}
