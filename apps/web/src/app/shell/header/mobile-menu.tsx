import { Button, Divider, Drawer, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_BREAKPOINT_PX } from '@nivaas/shared';
import type { SessionUser } from '@nivaas/shared';
import { useTranslation } from '../../../lib/use-translation';
import AccountActions from './account-actions';
import ColorSchemeSwitch from './color-scheme-switch';
import type { HeaderModel } from './header-model';
import { LanguageSwitch } from './language-switch';
import { NavItems } from './nav-items';
import { Link } from 'react-router';
import classes from './header.module.css';

interface MobileMenuProps {
  id: string;
  opened: boolean;
  onClose: () => void;
  model: HeaderModel;
  user: SessionUser | null;
}

/**
 * The slide-over menu for screens up to 768 px (spec section 2). The Drawer closes on Escape
 * and returns focus to the burger; the header closes it on every navigation.
 */
export default function MobileMenu({ id, opened, onClose, model, user }: MobileMenuProps) {
  const { t } = useTranslation();
  // Widened past the breakpoint (a rotated tablet): the header shows its links again.
  const isMobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);
  return (
    <Drawer
      id={id}
      opened={opened && isMobile !== false}
      onClose={onClose}
      position="right"
      size="min(340px, 88vw)"
      title={t('nav.menu')}
      closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
      zIndex={300}
    >
      <Stack gap="md">
        <nav aria-label={t('nav.label')} className={classes.drawerNav}>
          <NavItems items={model.items} variant="drawer" />
        </nav>
        <Divider />
        {user && model.profileTo ? (
          <AccountActions user={user} profileTo={model.profileTo} stacked />
        ) : (
          <Stack gap="sm">
            <Button component={Link} to="/login" variant="default" size="md" fullWidth>
              {t('nav.login')}
            </Button>
            <Button component={Link} to="/register" size="md" fullWidth>
              {t('nav.getStarted')}
            </Button>
          </Stack>
        )}
        <LanguageSwitch className={classes.drawerLanguage} />
        <ColorSchemeSwitch />
      </Stack>
    </Drawer>
  );
}
