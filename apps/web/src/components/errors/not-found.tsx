import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import classes from '../ui/shell.module.css';
import { useDocumentTitle } from '../ui/use-document-title';

/** "Page not found" for any path the app does not know (spec section 2). */
export function NotFound() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <div className={classes.page}>
      <div className={classes.card} style={{ border: 0 }}>
        <p className={classes.big} aria-hidden>
          404
        </p>
        <h1 className={classes.title}>{t('notFound.title')}</h1>
        <p className={classes.text}>{t('notFound.text')}</p>
        <Link to="/" className={`${classes.button} ${classes.primary}`}>
          {t('notFound.home')}
        </Link>
      </div>
    </div>
  );
}
