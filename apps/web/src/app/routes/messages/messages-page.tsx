import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';

/** Every inbox (/messages, /roommates/messages, /owner/messages…) and its conversations. */
export default function MessagesPage() {
  const { t } = useTranslation('pages');
  const { userId } = useParams();
  return (
    <Box h="100%">
      <PlaceholderPage
        title={userId ? t('messages.conversation') : t('messages.title')}
        soon={t('messages.soon')}
      />
    </Box>
  );
}
