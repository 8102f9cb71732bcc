import { Box, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';

/**
 * Unread is shown by a dot, bold text and, for screen readers, the word "Unread": never by
 * colour alone. A read one keeps the dot's space so the texts line up.
 */
export function UnreadDot({ unread }: { unread: boolean }) {
  const { t } = useTranslation('notifications');
  return (
    <>
      <Box
        aria-hidden
        w={8}
        h={8}
        mt={7}
        style={{ borderRadius: '50%', flexShrink: 0 }}
        bg={unread ? 'teal.7' : 'transparent'}
      />
      {unread ? <VisuallyHidden>{`${t('unread')}: `}</VisuallyHidden> : null}
    </>
  );
}
