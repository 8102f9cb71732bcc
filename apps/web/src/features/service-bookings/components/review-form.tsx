import { useState } from 'react';
import { Alert, Button, Chip, Group, Stack, Text, Textarea } from '@mantine/core';
import { errorMessage } from '../../../lib/error-messages';
import { useReviewServiceBooking } from '../api/service-bookings';
import { useServiceBookingsT } from '../lib/use-service-bookings-t';

/** 1–5 stars and a comment for a completed booking; sent once. */
export function ReviewForm({ bookingId, onDone }: { bookingId: string; onDone: () => void }) {
  const { t } = useServiceBookingsT();
  const review = useReviewServiceBooking();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (rating < 1) {
      setError(t('validation.ratingInvalid'));
      return;
    }
    setError(null);
    review.mutate({ id: bookingId, rating, comment: comment.trim() }, { onSuccess: onDone });
  };
  return (
    <Stack gap="xs" w="100%">
      <Text size="sm" fw={600} id={`rate-${bookingId}`}>
        {t('review.rating')}
      </Text>
      <Chip.Group
        multiple={false}
        value={rating ? String(rating) : ''}
        onChange={(v) => setRating(Number(v))}
      >
        <Group gap={6} role="radiogroup" aria-labelledby={`rate-${bookingId}`}>
          {[1, 2, 3, 4, 5].map((value) => (
            <Chip
              key={value}
              value={String(value)}
              size="sm"
              aria-label={t('review.stars', { rating: value })}
            >
              {`${value} ★`}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
      <Textarea
        label={t('review.comment')}
        value={comment}
        onChange={(e) => setComment(e.currentTarget.value)}
        autosize
        minRows={2}
        maxLength={1000}
      />
      {review.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(t, review.error)}
        </Alert>
      ) : null}
      <Group gap="xs">
        <Button size="xs" onClick={submit} loading={review.isPending}>
          {t('review.submit')}
        </Button>
        <Button size="xs" variant="default" onClick={onDone}>
          {t('review.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
