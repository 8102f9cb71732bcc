import { Badge, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { NOTIFICATION_BADGE_CAP } from '@nivaas/shared';
import { useUnreadMessagesCount } from '../../../features/conversations/api/conversations';

/**
 * Unread messages beside the header's Messages link (live). Loaded lazily by the header, so the
 * inbox query stays out of the home page's first bundle.
 */
export default function MessagesBadge() {
  const { t } = useTranslation();
  const count = useUnreadMessagesCount();
  if (count === 0) return null;
  return (
    <>
      <Badge size="xs" circle={count <= NOTIFICATION_BADGE_CAP} color="red" ml={4} aria-hidden>
        {count > NOTIFICATION_BADGE_CAP ? `${NOTIFICATION_BADGE_CAP}+` : count}
      </Badge>
      <VisuallyHidden>{t('nav.unreadMessages', { count })}</VisuallyHidden>
    </>
  );
}
