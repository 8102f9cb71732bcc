import { Button } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';

/**
 * "N new listings": announced politely and shown above the results; the list only changes
 * when the reader asks for it.
 */
export function NewListingsBanner({ count, onShow }: { count: number; onShow: () => void }) {
  const { t } = useTranslation('search');
  return (
    <div role="status" style={{ display: 'flex', justifyContent: 'center' }}>
      {count > 0 && (
        <Button
          radius="xl"
          size="sm"
          leftSection={<IconArrowUp size={16} aria-hidden />}
          onClick={onShow}
        >
          {t('live.newListings', { count })}
        </Button>
      )}
    </div>
  );
}
