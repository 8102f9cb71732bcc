import { useId } from 'react';
import { Button, Group, Input, Rating, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from '../../../lib/use-translation';
import { COMMENT_LIMITS, commentInputSchema, type CommentInput } from '@nivaas/shared';
import { ApiError } from '../../../lib/api-client';
import { translateFieldError, translateFieldErrors } from '../../../lib/error-messages';
import { validateWith } from '../../../lib/schema-validate';
import { notifyFailure } from '../../../lib/notify-failure';

interface CommentFormProps {
  initial?: CommentInput;
  submitLabel: string;
  /** Spec text shown when saving fails ("Failed to add comment"). */
  failedTitle: string;
  onSubmit: (values: CommentInput) => Promise<unknown>;
  onCancel?: () => void;
  /** Called after a successful save. */
  onDone?: () => void;
}

/** A 1–5 star rating and the text, checked with the server's own rules before sending. */
export function CommentForm(props: CommentFormProps) {
  const { initial, submitLabel, failedTitle, onSubmit, onCancel, onDone } = props;
  const { t } = useTranslation(['comments', 'common']);
  const ratingLabelId = useId();
  const translate = (message: string) => translateFieldError(t, message);
  const form = useForm<CommentInput>({
    initialValues: initial ?? { content: '', rating: 0 },
    validate: validateWith(commentInputSchema, translate),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await onSubmit({ content: values.content.trim(), rating: values.rating });
      if (!initial) form.reset();
      onDone?.();
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fields).length > 0) {
        form.setErrors(translateFieldErrors(t, err.fields));
        return;
      }
      notifyFailure(t, err, failedTitle);
    }
  });

  const ratingError = form.errors.rating;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Input.Wrapper
          labelElement="div"
          label={<span id={ratingLabelId}>{t('form.rating')}</span>}
          error={ratingError}
          errorProps={{ id: `${ratingLabelId}-error` }}
          withAsterisk
        >
          <div
            role="group"
            aria-labelledby={ratingLabelId}
            aria-describedby={ratingError ? `${ratingLabelId}-error` : undefined}
          >
            <Rating
              size="lg"
              value={form.values.rating}
              onChange={(value) => form.setFieldValue('rating', value)}
              getSymbolLabel={(i) => t('stars', { count: i + 1 })}
              name={`${ratingLabelId}-rating`}
              mt={4}
            />
          </div>
        </Input.Wrapper>
        <Textarea
          label={t('form.content')}
          placeholder={t('form.placeholder')}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={COMMENT_LIMITS.contentMax}
          withAsterisk
          description={t('form.remaining', {
            count: COMMENT_LIMITS.contentMax - form.values.content.length,
          })}
          {...form.getInputProps('content')}
        />
        <Group gap="sm">
          <Button type="submit" loading={form.submitting}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={form.submitting}>
              {t('form.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
