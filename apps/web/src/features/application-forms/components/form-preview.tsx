import { useState } from 'react';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { ApplicationFormField } from '@nivaas/shared';
import { AnswerFields } from '../../../components/application-form/answer-fields';
import { useFormsT } from '../lib/use-forms-t';

/**
 * The form exactly as an applicant will see it, updated as the owner edits. Answers typed here
 * are only for trying it out; nothing is sent.
 */
export function FormPreview({
  fields,
  headingId,
}: {
  fields: ApplicationFormField[];
  headingId: string;
}) {
  const { t } = useFormsT();
  const [values, setValues] = useState<Record<string, string | number>>({});
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      bg="var(--nivaas-subtle)"
      component="section"
      aria-labelledby={headingId}
    >
      <Stack gap="sm">
        <div>
          <Title order={3} size="h5" id={headingId}>
            {t('preview.title')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('preview.lead')}
          </Text>
        </div>
        {fields.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t('preview.empty')}
          </Text>
        ) : (
          <AnswerFields
            fields={fields}
            inputProps={(name) => ({
              value: values[name] ?? '',
              onChange: (v) =>
                setValues((old) => ({
                  ...old,
                  [name]: typeof v === 'number' || typeof v === 'string' ? v : '',
                })),
            })}
          />
        )}
        <Button disabled>{t('preview.submit')}</Button>
      </Stack>
    </Paper>
  );
}
