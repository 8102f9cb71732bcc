import { Anchor, Text, ThemeIcon } from '@mantine/core';
import { IconDownload, IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import type { ChatAttachment } from '@nivaas/shared';
import { formatFileSize } from '../lib/file-size';
import classes from './conversations.module.css';

/** An image inline (opens full size), a PDF as a download card. */
export function AttachmentView({ attachment: a }: { attachment: ChatAttachment }) {
  const { t } = useTranslation('messages');
  if (a.type === 'image') {
    return (
      <a
        href={a.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('message.openImage', { name: a.name })}
      >
        <img src={a.url} alt={a.name} className={classes.image} loading="lazy" />
      </a>
    );
  }
  return (
    <div className={classes.pdfCard}>
      <ThemeIcon size="lg" color="red" variant="light" aria-hidden>
        <IconFileTypePdf size={20} />
      </ThemeIcon>
      <div className={classes.grow}>
        <Text size="sm" fw={600} truncate c="inherit">
          {a.name}
        </Text>
        <Text size="xs" c="inherit" opacity={0.8}>
          {formatFileSize(a.size)}
        </Text>
      </div>
      <Anchor
        href={a.url}
        download={a.name}
        c="inherit"
        aria-label={t('message.downloadName', { name: a.name })}
        title={t('message.download')}
      >
        <IconDownload size={20} aria-hidden />
      </Anchor>
    </div>
  );
}
