import { PASSWORD_MIN_CHARS } from './constants';
import { VALIDATION } from './schemas/user';

/**
 * How hard a new password is to guess, the one rule the server enforces and the web's strength
 * meter shows. The estimate is zxcvbn's (@zxcvbn-ts, offline, with its list of common passwords,
 * common words and keyboard layouts), loaded on first use: the web downloads it only on a page
 * with a new-password field, in chunks of its own.
 *
 * Levels follow zxcvbn's score: 0-1 weak (refused), 2 fair, 3 good, 4 strong. Only the first
 * RATED_CHARS characters are rated: the estimate's cost grows steeply with length, and a password
 * that long is not weak for what follows.
 */
export type PasswordLevel = 'weak' | 'fair' | 'good' | 'strong';

export interface PasswordRating {
  level: PasswordLevel;
  /** 0-4, zxcvbn's score (0 also for a password under the minimum length). */
  score: number;
  /** Strong enough to be accepted. */
  acceptable: boolean;
  /** Why it is weak, as a VALIDATION message (null when acceptable). */
  problem: string | null;
}

export const RATED_CHARS = 32;
/** The lowest score accepted. */
export const MIN_PASSWORD_SCORE = 2;

const LEVELS: PasswordLevel[] = ['weak', 'weak', 'fair', 'good', 'strong'];

/** zxcvbn's warning keys, grouped by the advice that helps. */
const PROBLEM_BY_WARNING: Record<string, string> = {
  topTen: VALIDATION.passwordCommon,
  topHundred: VALIDATION.passwordCommon,
  common: VALIDATION.passwordCommon,
  similarToCommon: VALIDATION.passwordCommon,
  pwned: VALIDATION.passwordCommon,
  straightRow: VALIDATION.passwordPattern,
  keyPattern: VALIDATION.passwordPattern,
  simpleRepeat: VALIDATION.passwordPattern,
  extendedRepeat: VALIDATION.passwordPattern,
  sequences: VALIDATION.passwordPattern,
  recentYears: VALIDATION.passwordDates,
  dates: VALIDATION.passwordDates,
  userInputs: VALIDATION.passwordPersonal,
};

/** What a person's own details add to the guesses: their name, address, and the site's name. */
export function personalWords(details: {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}): string[] {
  const email = details.email?.trim().toLowerCase() ?? '';
  return [
    'nivaas',
    email,
    email.split('@')[0] ?? '',
    details.firstName?.trim() ?? '',
    details.lastName?.trim() ?? '',
  ].filter((w) => w.length >= 3);
}

export interface Estimator {
  check(
    password: string,
    userInputs?: string[],
  ): { score: number; feedback: { warning: string | null } };
}

let loading: Promise<Estimator> | null = null;
let loaded: Estimator | null = null;

/** The estimator if it has loaded, else null (a form's synchronous check). */
export const loadedPasswordEstimator = (): Estimator | null => loaded;

/** Loads the estimator once (two dynamic imports, so a bundler puts each in its own chunk). */
export function loadPasswordEstimator(): Promise<Estimator> {
  loading ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')])
    .then(([core, common]) => {
      loaded = new core.ZxcvbnFactory({
        dictionary: common.dictionary,
        graphs: common.adjacencyGraphs,
        maxLength: RATED_CHARS,
        // Bounds the work of l33t variants (the estimate's slowest part) per password.
        l33tMaxSubstitutions: 8,
      });
      return loaded;
    })
    .catch((err: unknown) => {
      // A failed chunk download may work next time.
      loading = null;
      throw err;
    });
  return loading;
}

/** Rates a password with a loaded estimator (synchronous, a few ms). */
export function rateWith(
  estimator: Estimator,
  password: string,
  userInputs: string[] = [],
): PasswordRating {
  if (password.length < PASSWORD_MIN_CHARS)
    return { level: 'weak', score: 0, acceptable: false, problem: VALIDATION.passwordLength };
  const result = estimator.check(password, userInputs);
  const score = Math.max(0, Math.min(4, result.score));
  const acceptable = score >= MIN_PASSWORD_SCORE;
  return {
    level: LEVELS[score]!,
    score,
    acceptable,
    problem: acceptable
      ? null
      : (PROBLEM_BY_WARNING[result.feedback.warning ?? ''] ?? VALIDATION.passwordWeak),
  };
}

export async function ratePassword(
  password: string,
  userInputs: string[] = [],
): Promise<PasswordRating> {
  return rateWith(await loadPasswordEstimator(), password, userInputs);
}
