import { ActionIcon, Tooltip } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { useSession } from '../../../lib/session';
import { useFavoriteIds, useFavoriteIdsLive } from '../api/favorites';
import { useToggleFavorite } from '../api/favorites';
import { notifyFailure } from '../../../lib/notify-failure';

export interface FavoriteToggleProps {
  propertyId: string;
  size?: 'md' | 'lg' | 'xl';
  /** Told after the server has saved the change (the Favourites page offers Undo). */
  onSaved?: (favorited: boolean) => void;
}

/**
 * The heart on a listing. It changes the moment it is pressed; the server's answer only matters
 * when it fails. Hidden for visitors who are not signed in (favourites belong to an account).
 */
export function FavoriteToggle({ propertyId, size = 'lg', onSaved }: FavoriteToggleProps) {
  const { t } = useTranslation(['listing', 'common']);
  const { data: me } = useSession();
  const ids = useFavoriteIds(Boolean(me));
  const toggle = useToggleFavorite();
  useFavoriteIdsLive();
  if (!me) return null;

  const favorited = ids.data?.propertyIds.includes(propertyId) ?? false;
  const label = favorited ? t('favorite.remove') : t('favorite.add');
  const onClick = () => {
    const next = !favorited;
    // The promise, not mutate's per-call callbacks: on the Favourites page the card (and this
    // heart) leaves at once, and per-call callbacks are dropped once their component unmounts.
    toggle.mutateAsync({ propertyId, favorited: next }).then(
      () => onSaved?.(next),
      (err: unknown) =>
        notifyFailure(t, err, next ? t('favorite.addFailed') : t('favorite.removeFailed')),
    );
  };

  return (
    <Tooltip label={label} withArrow openDelay={400}>
      <ActionIcon
        variant="white"
        color={favorited ? 'red' : 'gray'}
        radius="xl"
        size={size}
        aria-label={label}
        aria-pressed={favorited}
        disabled={ids.isPending}
        onClick={onClick}
        style={{ boxShadow: 'var(--mantine-shadow-xs)' }}
      >
        {favorited ? (
          <IconHeartFilled size={20} aria-hidden />
        ) : (
          <IconHeart size={20} aria-hidden />
        )}
      </ActionIcon>
    </Tooltip>
  );
}
