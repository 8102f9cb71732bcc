import { useEffect, useState } from 'react';
import type { Notification } from '@nivaas/shared';
import { useTranslation } from '../../../lib/use-translation';
import { usePropertyLabels } from '../../../lib/property-labels';
import { describeNotification, type NotificationText } from '../lib/describe';
import { formatRelativeTime, intlLocale } from '../../../lib/format';

/** Re-renders once a minute so "5 minutes ago" keeps telling the truth. */
function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

export interface NotificationView extends NotificationText {
  /** "5 minutes ago", or the date and time for older ones. */
  when: string;
}

/** Turns notifications into the reader's words and times. */
export function useNotificationText(): (n: Notification) => NotificationView {
  const { t, i18n } = useTranslation('notifications');
  const labels = usePropertyLabels();
  const now = useNow();
  const locale = intlLocale(i18n.language);
  const statusLabel = (status: string) => labels.t(`status.${status}`, { defaultValue: status });
  return (n) => ({
    ...describeNotification(n, t, statusLabel, locale),
    when: formatRelativeTime(n.createdAt, now, t('justNow'), locale),
  });
}
