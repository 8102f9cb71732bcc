import { Button, Text } from '@mantine/core';
import { IconCheck, IconEdit, IconHandStop, IconX } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { useExpressInterest, useInterest, useWithdrawInterest } from '../api/interest';
import classes from './property-details.module.css';
import { notifyFailure } from '../../../lib/notify-failure';

interface InterestButtonProps {
  propertyId: string;
  isOwner: boolean;
  interestedCount: number;
}

/**
 * "I'm interested" tells the owner (and later, when the listing opens up again, tells the
 * person); taking it back stops both. The owner edits their listing from here instead.
 */
export function InterestButton({ propertyId, isOwner, interestedCount }: InterestButtonProps) {
  const { t } = useTranslation(['propertyDetails', 'common']);
  const state = useInterest(propertyId, !isOwner);
  const express = useExpressInterest(propertyId);
  const withdraw = useWithdrawInterest(propertyId);
  const onError = (err: unknown) => notifyFailure(t, err);
  const count = (
    <Text size="sm" c="dimmed" aria-live="polite">
      {interestedCount > 0
        ? t('interest.count', { count: interestedCount })
        : t(isOwner ? 'interest.noneOwner' : 'interest.none')}
    </Text>
  );

  if (isOwner) {
    return (
      <>
        <Button
          component={Link}
          to={`/owner/properties/${propertyId}/edit`}
          leftSection={<IconEdit size={18} aria-hidden />}
          fullWidth
        >
          {t('interest.edit')}
        </Button>
        {count}
      </>
    );
  }

  const interested = state.data?.interested === true;
  return (
    <>
      {interested ? (
        <>
          <Button
            fullWidth
            variant="light"
            color="teal"
            disabled
            className={classes.interested}
            leftSection={<IconCheck size={18} aria-hidden />}
          >
            {t('interest.done')}
          </Button>
          <Button
            fullWidth
            variant="subtle"
            color="gray"
            leftSection={<IconX size={18} aria-hidden />}
            loading={withdraw.isPending}
            onClick={() => withdraw.mutate(undefined, { onError })}
          >
            {t('interest.remove')}
          </Button>
        </>
      ) : (
        <Button
          fullWidth
          leftSection={<IconHandStop size={18} aria-hidden />}
          loading={express.isPending}
          disabled={state.isPending}
          onClick={() => express.mutate(undefined, { onError })}
        >
          {t('interest.add')}
        </Button>
      )}
      {count}
    </>
  );
}
