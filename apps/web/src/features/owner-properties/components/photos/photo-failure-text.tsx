import { Text } from '@mantine/core';
import { PROPERTY_IMAGE_LIMITS } from '@nivaas/shared';
import { useOwnerT } from '../../lib/use-owner-t';
import { errorMessage } from '../../../../lib/error-messages';
import type { LocalPhoto } from '../../lib/photo-queue';

const MB = PROPERTY_IMAGE_LIMITS.maxBytes / (1024 * 1024);

/** Why this file did not upload, in words that say what to do instead. */
export function PhotoFailureText({ item }: { item: LocalPhoto<File> }) {
  const { t } = useOwnerT();
  const text = (() => {
    switch (item.failure) {
      case 'type':
        return t('photos.failed.type');
      case 'size':
        return t('photos.failed.size', { mb: MB });
      case 'tooMany':
        return t('photos.failed.tooMany', { max: PROPERTY_IMAGE_LIMITS.maxPerProperty });
      case 'network':
        return t('photos.failed.network');
      default:
        return errorMessage(t, item.message ? { message: item.message } : null);
    }
  })();
  return (
    <Text size="xs" c="red" role="alert">
      {text}
    </Text>
  );
}
