import { useTranslation } from '../../lib/use-translation';
import classes from './shell.module.css';

/** The spinner shown while a page, its texts or the session are loading. */
export function PageLoader({ fullHeight = false }: { fullHeight?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      className={classes.loader}
      data-full={fullHeight || undefined}
    >
      <span className={classes.spinner} aria-hidden />
      <span className={classes.srOnly}>{t('loading')}</span>
    </div>
  );
}

/** The same spinner before any text has arrived (it has no words of its own). */
export function FirstPaintLoader() {
  return (
    <div className={classes.loader} data-full>
      <span className={classes.spinner} aria-hidden />
    </div>
  );
}
