import { lazy, Suspense, useEffect, useRef } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_BREAKPOINT_PX, type SessionUser } from '@nivaas/shared';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import ui from '../../../components/ui/shell.module.css';
import ColorSchemeSwitch from './color-scheme-switch';
import type { HeaderModel } from './header-model';
import { LanguageSwitch } from './language-switch';
import { NavItems } from './nav-items';
import classes from './header.module.css';

// A signed-in person's entries (their name, the bell's count…) come with the signed-in code.
const AccountActions = lazy(() => import('./account-actions'));

interface MobileMenuProps {
  id: string;
  opened: boolean;
  /** The menu closed itself: Escape, its close button, a tap beside it. */
  onClose: () => void;
  /** The app found the menu open: it was opened before the app had the page. */
  onFoundOpen: () => void;
  model: HeaderModel;
  user: SessionUser | null;
}

/**
 * The slide-over menu for screens up to 768 px (spec section 2), a native modal `<dialog>`
 * (decision 077): the browser keeps the focus inside it, closes it on Escape and gives the focus
 * back to the menu button. It is drawn with the page, closed, so on a visitor's drawn page the
 * start script opens it before the app has the page (a tap on the menu costs no app code) and the
 * app finds it open when it takes over. The header closes it on every navigation.
 */
export default function MobileMenu({
  id,
  opened,
  onClose,
  onFoundOpen,
  model,
  user,
}: MobileMenuProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const found = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!found.current) {
      found.current = true;
      if (dialog.open && !opened) return onFoundOpen();
    }
    if (opened && !dialog.open) dialog.showModal();
    else if (!opened && dialog.open) dialog.close();
  }, [opened, onFoundOpen]);

  // Widened past the breakpoint (a rotated tablet): the header shows its links again. Read from
  // the screen at the first render in the browser, not in an effect: the hook's stand-in value
  // until then is "not a phone", which closed a menu the start script had opened on a phone as
  // the app took the page over (only an effect reads it: the markup is the same either way).
  const isMobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`, undefined, {
    getInitialValueInEffect: false,
  });
  useEffect(() => {
    if (isMobile === false && ref.current?.open) ref.current.close();
  }, [isMobile]);

  return (
    <dialog
      ref={ref}
      id={id}
      className={classes.menu}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      // A tap on the backdrop lands on the dialog itself, outside its panel.
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <div className={classes.menuPanel}>
        <div className={classes.menuTop}>
          <h2 id={`${id}-title`} className={classes.menuTitle}>
            {t('nav.menu')}
          </h2>
          <button
            type="button"
            className={`${ui.button} ${ui.subtle} ${classes.menuClose}`}
            aria-label={t('nav.closeMenu')}
            data-closes-dialog=""
            onClick={() => ref.current?.close()}
          >
            <IconX size={20} aria-hidden />
          </button>
        </div>
        <nav aria-label={t('nav.label')} className={classes.drawerNav}>
          <NavItems items={model.items} variant="drawer" />
        </nav>
        <hr className={classes.menuRule} />
        {user && model.profileTo ? (
          opened ? (
            <Suspense fallback={null}>
              <AccountActions user={user} profileTo={model.profileTo} stacked />
            </Suspense>
          ) : null
        ) : (
          <div className={classes.menuActions}>
            <Link to="/login" className={`${ui.button} ${ui.default} ${classes.menuButton}`}>
              {t('nav.login')}
            </Link>
            <Link to="/register" className={`${ui.button} ${ui.primary} ${classes.menuButton}`}>
              {t('nav.getStarted')}
            </Link>
          </div>
        )}
        <LanguageSwitch className={classes.drawerLanguage} />
        <ColorSchemeSwitch />
      </div>
    </dialog>
  );
}
