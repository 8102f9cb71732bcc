import { useTranslation } from '../../../lib/use-translation';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { MessageActionsSlot } from '../../../features/conversations/components/message-actions-slot';
import { MessagesView } from '../../../features/conversations/components/messages-view';
import { ReportButton } from '../../../features/reports/components/report-button';

const reportMessage = (messageId: string) => (
  <ReportButton targetType="message" targetId={messageId} iconOnly />
);

/** The inbox path of the current role: everything up to and including "/messages". */
const inboxPath = (pathname: string) => {
  const at = pathname.indexOf('/messages');
  return at < 0 ? '/messages' : pathname.slice(0, at + '/messages'.length);
};

/** Every inbox (/messages, /roommates/messages, /owner/messages…) and its conversations. */
export default function MessagesPage() {
  const { t } = useTranslation('messages');
  const { userId } = useParams();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  useDocumentTitle(t('title'));
  return (
    <MessageActionsSlot.Provider value={reportMessage}>
      <MessagesView
        basePath={inboxPath(pathname)}
        userId={userId}
        propertyId={search.get('propertyId') || null}
      />
    </MessageActionsSlot.Provider>
  );
}
