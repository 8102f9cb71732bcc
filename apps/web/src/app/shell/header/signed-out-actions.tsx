import { useTranslation } from '../../../lib/use-translation';
import { Link, NavLink } from 'react-router';
import ui from '../../../components/ui/shell.module.css';
import classes from './header.module.css';

/** Login and "Get Started Today" for visitors who are not signed in. */
export function SignedOutActions() {
  const { t } = useTranslation();
  return (
    <>
      <NavLink to="/login" className={classes.link}>
        {t('nav.login')}
      </NavLink>
      <Link to="/register" className={`${ui.button} ${ui.primary} ${ui.pill}`}>
        {t('nav.getStarted')}
      </Link>
    </>
  );
}
