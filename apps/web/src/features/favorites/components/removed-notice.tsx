import { Anchor, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';

interface RemovedNoticeTexts {
  removed: string;
  undo: string;
}

/**
 * "Removed from favourites · Undo": the card leaves the Favourites page at once, so a slip of
 * the finger is one tap to put back.
 */
export function showRemovedNotice(texts: RemovedNoticeTexts, onUndo: () => void): void {
  const id = `favorite-removed-${Date.now()}`;
  notifications.show({
    id,
    autoClose: 6000,
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{texts.removed}</Text>
        <Anchor
          component="button"
          type="button"
          size="sm"
          fw={600}
          onClick={() => {
            notifications.hide(id);
            onUndo();
          }}
        >
          {texts.undo}
        </Anchor>
      </Group>
    ),
  });
}
