import { useEffect, useState } from 'react';
import {
  loadedPasswordEstimator,
  loadPasswordEstimator,
  rateWith,
  type PasswordLevel,
  type PasswordRating,
} from '@nivaas/shared/password-strength';

export type { PasswordLevel, PasswordRating };

/** How full the meter's bar is at each level. */
export const METER_PERCENT: Record<PasswordLevel, number> = {
  weak: 25,
  fair: 50,
  good: 75,
  strong: 100,
};

/**
 * The server's own rating of a new password (@nivaas/shared/password-strength), or null while
 * the estimator is still downloading; the server checks again either way.
 */
export function ratePasswordNow(password: string, ownWords: string[] = []): PasswordRating | null {
  const estimator = loadedPasswordEstimator();
  return estimator && password ? rateWith(estimator, password, ownWords) : null;
}

/**
 * Starts downloading the estimator (its own chunks, 430 KB of common passwords and words) once
 * the person is at the field (`wanted`: focused, or something typed) and rates `password` once it
 * is there. Not as the page opens: building its dictionaries is the heaviest work on /register
 * and a phone would do it before the form answers a tap (decision 070). A failed download
 * leaves the meter out; the server decides.
 */
export function usePasswordRating(
  password: string,
  ownWords: string[],
  wanted = true,
): PasswordRating | null {
  const [ready, setReady] = useState(() => loadedPasswordEstimator() !== null);
  const start = wanted || password !== '';
  useEffect(() => {
    if (ready || !start) return;
    let live = true;
    loadPasswordEstimator().then(
      () => live && setReady(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [ready, start]);
  return ready ? ratePasswordNow(password, ownWords) : null;
}
