import { useTranslation } from '../../lib/use-translation';
import classes from './header/header.module.css';

export const MAIN_ID = 'main';

/** Lets keyboard users jump past the header straight to the page. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href={`#${MAIN_ID}`} className={classes.skipLink}>
      {t('skipToContent')}
    </a>
  );
}
