import { useState } from 'react';
import { ActionIcon, Button, Menu, type ButtonProps } from '@mantine/core';
import { IconBrandWhatsapp, IconLink, IconShare } from '@tabler/icons-react';
import { useTranslation } from '../../lib/use-translation';
import { whatsAppShareUrl } from '../../lib/share-links';
import { useIsClient } from '../ui/client-only';

interface ShareButtonProps extends Pick<ButtonProps, 'variant' | 'fullWidth' | 'size'> {
  /** Absolute address to share. */
  url: string;
  title: string;
  /** Just the icon, named for screen readers: where the word would push out a price. */
  iconOnly?: boolean;
}

/**
 * Share: the phone's own sheet where there is one (navigator.share); elsewhere a menu with
 * WhatsApp, which most people here share with, and copying the link.
 */
export function ShareButton({
  url,
  title,
  variant = 'default',
  iconOnly = false,
  ...rest
}: ShareButtonProps) {
  const { t } = useTranslation('common');
  const [copied, setCopied] = useState(false);
  const text = t('share.text', { title });
  const label = t('share.label');
  const icon = <IconShare size={18} aria-hidden />;
  // The server's first screen cannot know the phone: the sheet is offered once the page is live.
  const isClient = useIsClient();
  const trigger = (onClick?: () => void) =>
    iconOnly ? (
      <ActionIcon variant={variant} size={36} aria-label={label} onClick={onClick}>
        {icon}
      </ActionIcon>
    ) : (
      <Button variant={variant} leftSection={icon} onClick={onClick} {...rest}>
        {label}
      </Button>
    );

  if (isClient && typeof navigator.share === 'function') {
    return trigger(() => {
      // Closing the sheet rejects with AbortError: nothing to tell.
      navigator.share({ title, text, url }).catch(() => undefined);
    });
  }
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Menu position="top-end" withinPortal onClose={() => setCopied(false)}>
      <Menu.Target>{trigger()}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component="a"
          href={whatsAppShareUrl(text, url)}
          target="_blank"
          rel="noopener noreferrer"
          leftSection={<IconBrandWhatsapp size={18} aria-hidden />}
        >
          {t('share.whatsapp')}
        </Menu.Item>
        <Menu.Item
          closeMenuOnClick={false}
          onClick={() => void copy()}
          leftSection={<IconLink size={18} aria-hidden />}
        >
          <span aria-live="polite">{copied ? t('share.copied') : t('share.copy')}</span>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
