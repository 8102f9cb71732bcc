import { useState, type FormEvent } from 'react';
import { Alert, Button, FileInput, Group, Progress, Stack, Text, Textarea } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import {
  APPLICATION_LIMITS,
  APPLICATION_MESSAGES,
  simpleApplicationMessageSchema,
  type Application,
} from '@nivaas/shared';
import { errorMessage, translateFieldError } from '../../../lib/error-messages';
import { useSubmitSimpleApplication } from '../api/applications';
import { alreadyAppliedId } from '../lib/application-view';
import { useAppsT } from '../lib/use-apps-t';
import { AlreadyAppliedNotice } from './already-applied-notice';

/**
 * What is wrong with the chosen documents, before any byte is sent: images or PDFs, at most
 * five, each at most 10 MB (the server decides the type again from the bytes).
 */
export function documentsProblem(
  files: readonly Pick<File, 'type' | 'size' | 'name'>[],
): string | null {
  if (files.length > APPLICATION_LIMITS.documentsMax) return APPLICATION_MESSAGES.tooManyDocuments;
  for (const f of files) {
    const pdf = f.type === 'application/pdf' || /\.pdf$/i.test(f.name);
    if (!pdf && !f.type.startsWith('image/')) return APPLICATION_MESSAGES.documentType;
    if (f.size > APPLICATION_LIMITS.documentMaxBytes) return APPLICATION_MESSAGES.documentSize;
  }
  return null;
}

/** A simple application: a message to the owner and documents, uploaded with progress. */
export function SimpleApplyForm({
  propertyId,
  onSubmitted,
}: {
  propertyId: string;
  onSubmitted: (application: Application) => void;
}) {
  const { t } = useAppsT();
  const submit = useSubmitSimpleApplication(propertyId);
  const [message, setMessage] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<{ message?: string; documents?: string }>({});
  const existing = alreadyAppliedId(submit.error);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const checked = simpleApplicationMessageSchema.safeParse(message);
    const docProblem = documentsProblem(files);
    const next = {
      ...(checked.success
        ? {}
        : { message: translateFieldError(t, checked.error.issues[0]!.message) }),
      ...(docProblem ? { documents: translateFieldError(t, docProblem) } : {}),
    };
    setErrors(next);
    if (next.message || next.documents) return;
    setProgress(0);
    submit.mutate(
      { message: message.trim(), documents: files, onProgress: setProgress },
      {
        onSuccess: (application) => onSubmitted(application),
        onSettled: () => setProgress(null),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Textarea
          label={t('simple.message')}
          description={t('simple.messageHint')}
          withAsterisk
          aria-required
          autosize
          minRows={4}
          maxRows={10}
          maxLength={APPLICATION_LIMITS.messageMax}
          value={message}
          error={errors.message}
          disabled={submit.isPending}
          onChange={(e) => setMessage(e.currentTarget.value)}
        />
        <FileInput
          label={t('simple.documents')}
          description={t('simple.documentsHint', {
            count: APPLICATION_LIMITS.documentsMax,
            mb: APPLICATION_LIMITS.documentMaxBytes / (1024 * 1024),
          })}
          placeholder={t('simple.choose')}
          multiple
          clearable
          accept="image/*,application/pdf"
          leftSection={<IconPaperclip size={16} aria-hidden />}
          value={files}
          error={errors.documents}
          disabled={submit.isPending}
          onChange={(v) => {
            setFiles(v);
            const problem = documentsProblem(v);
            setErrors((old) => ({
              ...old,
              documents: problem ? translateFieldError(t, problem) : undefined,
            }));
          }}
        />
        {progress !== null ? (
          <Stack gap={4}>
            <Text size="sm" aria-live="polite">
              {t('simple.uploading', { percent: progress })}
            </Text>
            <Progress value={progress} aria-label={t('simple.progress')} animated />
          </Stack>
        ) : null}
        {existing !== null ? (
          <AlreadyAppliedNotice applicationId={existing} />
        ) : submit.isError ? (
          <Alert color="red" variant="light" role="alert" title={t('errors.submit')}>
            {errorMessage(t, submit.error)}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={submit.isPending} w={{ base: '100%', xs: 'auto' }}>
            {t('simple.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
