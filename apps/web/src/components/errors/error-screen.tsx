import { IconAlertTriangle, IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from '../../lib/use-translation';
import { errorMessage } from '../../lib/error-messages';
import classes from '../ui/shell.module.css';
import { errorKind } from './classify-error';

interface ErrorScreenProps {
  error: unknown;
  onRetry: () => void;
}

const refresh = () => window.location.reload();

/**
 * "Something went wrong" with Try Again and Refresh Page, or the softer yellow
 * "Connection Notice" when the trouble is the network or the database (spec section 2).
 * Plain markup with English fallbacks: this screen must work even when the page's code or
 * its texts could not be downloaded.
 */
export function ErrorScreen({ error, onRetry }: ErrorScreenProps) {
  const { t } = useTranslation();
  const connection = errorKind(error) === 'connection';
  return (
    <div className={classes.page}>
      <div role="alert" className={connection ? `${classes.card} ${classes.notice}` : classes.card}>
        {connection ? (
          <IconWifiOff size={32} stroke={1.6} color="var(--mantine-color-yellow-9)" aria-hidden />
        ) : (
          <IconAlertTriangle
            size={40}
            stroke={1.6}
            color="var(--mantine-color-red-8)"
            aria-hidden
          />
        )}
        <h1 className={classes.title}>
          {connection
            ? t('errorScreen.connectionTitle', 'Connection Notice')
            : t('errorScreen.title', 'Something went wrong')}
        </h1>
        <p className={classes.text}>{errorMessage(t, error)}</p>
        <div className={classes.actions}>
          <button
            type="button"
            className={`${classes.button} ${classes.primary}`}
            onClick={onRetry}
          >
            {t('errorScreen.tryAgain', 'Try Again')}
          </button>
          <button
            type="button"
            className={`${classes.button} ${classes.default}`}
            onClick={refresh}
          >
            {t('errorScreen.refresh', 'Refresh Page')}
          </button>
        </div>
      </div>
    </div>
  );
}
