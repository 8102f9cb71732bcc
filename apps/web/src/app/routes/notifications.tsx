import { Container, Text, Title } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation';
import { NotificationsList } from '../../features/notifications/components/notifications-list';
import { PushSettingsPanel } from '../../features/notifications/components/push-settings';
import { useDocumentTitle } from '../../components/ui/use-document-title';

/** /notifications: everything the bell has ever shown, newest first. */
export default function Notifications() {
  const { t } = useTranslation('notifications');
  useDocumentTitle(t('title'));
  return (
    <Container size="sm" px="md" py="lg">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {t('title')}
      </Title>
      <Text c="gray.7" mb="lg">
        {t('lead')}
      </Text>
      <NotificationsList />
      <PushSettingsPanel />
    </Container>
  );
}
