import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import i18next, { type i18n as I18n } from 'i18next';
import {
  DEFAULT_REASON_BY_CODE,
  ERROR_REASON_LIST,
  ERROR_REASONS,
  GENERIC_MESSAGES,
  VALIDATION,
} from '@nivaas/shared';
import { ApiError } from './api-client';
import {
  AUTH_ERROR_CODES,
  errorMessage,
  reasonKey,
  translateFieldError,
  translateFieldErrors,
  type Translate,
} from './error-messages';

type Common = {
  errors: {
    [key: string]: unknown;
    auth: Record<string, string>;
    reason: Record<string, Record<string, string>>;
  };
  validation: Record<string, string>;
};
const locales = import.meta.glob<Common>('../locales/*/common.json', {
  eager: true,
  import: 'default',
});
const enCommon = locales['../locales/en/common.json']!;
const hiCommon = locales['../locales/hi/common.json']!;

let i18n: I18n;
const tIn = (lng: 'en' | 'hi'): Translate => i18n.getFixedT(lng) as unknown as Translate;

beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    defaultNS: 'common',
    ns: ['common'],
    resources: { en: { common: enCommon }, hi: { common: hiCommon } },
    interpolation: { escapeValue: false },
  });
});

describe('errorMessage: our API codes (spec section 8)', () => {
  const en = () => tIn('en');

  it('uses the spec texts verbatim for the generic codes', () => {
    expect(errorMessage(en(), new ApiError(403, 'permission-denied', 'x'))).toBe(
      GENERIC_MESSAGES.permissionDenied,
    );
    expect(errorMessage(en(), new ApiError(503, 'unavailable', 'x'))).toBe(
      GENERIC_MESSAGES.network,
    );
    expect(errorMessage(en(), new ApiError(0, 'network', 'network'))).toBe(
      GENERIC_MESSAGES.network,
    );
    expect(errorMessage(en(), new ApiError(504, 'deadline-exceeded', 'x'))).toBe(
      GENERIC_MESSAGES.timeout,
    );
    expect(errorMessage(en(), new ApiError(500, 'internal', 'x'))).toBe(GENERIC_MESSAGES.internal);
    expect(errorMessage(en(), new ApiError(409, 'conflict', 'x'))).toBe(GENERIC_MESSAGES.otherwise);
    expect(errorMessage(en(), null)).toBe(GENERIC_MESSAGES.unknown);
    expect(errorMessage(en(), undefined)).toBe(GENERIC_MESSAGES.unknown);
  });

  it('shows the server’s own 429 text for rate limits', () => {
    expect(errorMessage(en(), new ApiError(429, 'resource-exhausted', 'x'))).toBe(
      GENERIC_MESSAGES.tooManyRequests,
    );
  });

  it('covers the remaining codes with their catalogue texts', () => {
    expect(errorMessage(en(), new ApiError(401, 'unauthenticated', 'x'))).toBe(
      GENERIC_MESSAGES.signInRequired,
    );
    expect(errorMessage(en(), new ApiError(400, 'invalid-argument', 'x'))).toBe(
      GENERIC_MESSAGES.invalidInput,
    );
    expect(errorMessage(en(), new ApiError(404, 'not-found', 'x'))).toBe(GENERIC_MESSAGES.notFound);
    expect(errorMessage(en(), new ApiError(412, 'failed-precondition', 'x'))).toBe(
      GENERIC_MESSAGES.failedPrecondition,
    );
    expect(errorMessage(en(), new ApiError(413, 'payload-too-large', 'x'))).toBe(
      'The file is too large.',
    );
  });

  it('falls back on the status, then on the shape of thrown errors', () => {
    expect(errorMessage(en(), new ApiError(502, 'unknown', 'Bad Gateway'))).toBe(
      GENERIC_MESSAGES.internal,
    );
    expect(errorMessage(en(), new TypeError('Failed to fetch'))).toBe(GENERIC_MESSAGES.network);
    expect(
      errorMessage(
        en(),
        new TypeError('Failed to fetch dynamically imported module: /assets/x.js'),
      ),
    ).toBe(GENERIC_MESSAGES.network);
    expect(errorMessage(en(), new Error('The operation timed out'))).toBe(GENERIC_MESSAGES.timeout);
    expect(errorMessage(en(), new Error('boom'))).toBe(GENERIC_MESSAGES.otherwise);
    expect(errorMessage(en(), 42)).toBe(GENERIC_MESSAGES.otherwise);
  });

  it('reads a reason, not the English message', () => {
    const err = new ApiError(401, 'unauthenticated', 'whatever', {}, 'user.not-logged-in');
    expect(errorMessage(en(), err)).toBe('No user logged in');
    expect(errorMessage(tIn('hi'), err)).toBe('कोई उपयोगकर्ता लॉग इन नहीं है');
    const english = new ApiError(401, 'unauthenticated', GENERIC_MESSAGES.noUserLoggedIn);
    expect(errorMessage(en(), english)).toBe(GENERIC_MESSAGES.signInRequired);
  });

  it("puts a reason's own words before the code's and the status's", () => {
    const tooFast = new ApiError(429, 'resource-exhausted', 'x', {}, 'chat.too-fast');
    expect(errorMessage(en(), tooFast)).toBe(ERROR_REASON_LIST['chat.too-fast'].message);
    const blocked = new ApiError(403, 'permission-denied', 'x', {}, 'chat.thread-blocked');
    expect(errorMessage(tIn('hi'), blocked)).toBe('यह बातचीत ब्लॉक कर दी गई है');
    const generic = new ApiError(404, 'not-found', 'x', {}, 'request.not-found');
    expect(errorMessage(en(), generic)).toBe(GENERIC_MESSAGES.notFound);
  });

  it('reads the reason of a raw error body too, and ignores one it does not know', () => {
    const body = { status: 404, error: { code: 'not-found', reason: 'property.not-found' } };
    expect(errorMessage(en(), body)).toBe('Property not found.');
    const unknown = new ApiError(404, 'not-found', 'x', {}, 'property.vanished');
    expect(errorMessage(en(), unknown)).toBe(GENERIC_MESSAGES.notFound);
  });

  it('speaks Hindi when the person reads Hindi', () => {
    expect(errorMessage(tIn('hi'), new ApiError(403, 'permission-denied', 'x'))).toBe(
      hiCommon.errors.permissionDenied,
    );
    expect(errorMessage(tIn('hi'), null)).toBe('एक अज्ञात त्रुटि हुई');
  });
});

describe('errorMessage: Better Auth answers', () => {
  it('explains each known code in its own words', () => {
    const en = tIn('en');
    expect(
      errorMessage(en, {
        status: 401,
        code: 'INVALID_EMAIL_OR_PASSWORD',
        message: 'Invalid email or password',
      }),
    ).toBe('The email or password is incorrect.');
    expect(errorMessage(en, { status: 403, code: 'EMAIL_NOT_VERIFIED' })).toBe(
      'Please verify your email address before signing in.',
    );
    expect(
      errorMessage(en, { status: 422, code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL' }),
    ).toMatch(/already exists/);
    expect(errorMessage(en, { status: 400, code: 'PASSWORD_TOO_SHORT' })).toBe(
      'Password must be at least 8 characters',
    );
    expect(errorMessage(tIn('hi'), { status: 400, code: 'PASSWORD_TOO_SHORT' })).toBe(
      'पासवर्ड कम से कम 8 अक्षरों का होना चाहिए',
    );
  });

  it('has a text in both languages for every code it claims to know', () => {
    for (const code of AUTH_ERROR_CODES) {
      expect(enCommon.errors.auth[code], code).toBeTruthy();
      expect(hiCommon.errors.auth[code], code).toBeTruthy();
    }
  });

  it('reads our rate-limit body in front of Better Auth and unknown codes by status', () => {
    const en = tIn('en');
    const limited = {
      status: 429,
      statusText: 'Too Many Requests',
      error: { code: 'resource-exhausted', message: 'x' },
    };
    expect(errorMessage(en, limited)).toBe(GENERIC_MESSAGES.tooManyRequests);
    expect(errorMessage(en, { status: 500, code: 'FAILED_TO_CREATE_USER' })).toBe(
      GENERIC_MESSAGES.internal,
    );
    expect(errorMessage(en, { status: 400, code: 'SOMETHING_NEW' })).toBe(
      GENERIC_MESSAGES.otherwise,
    );
  });
});

describe('translateFieldError', () => {
  it('keeps the English table equal to the shared schema texts', () => {
    expect(enCommon.validation).toEqual({ ...VALIDATION });
  });

  it('translates every shared validation text into Hindi', () => {
    const hi = tIn('hi');
    for (const [key, english] of Object.entries(VALIDATION)) {
      const translated = translateFieldError(hi, english);
      expect(translated, key).toBe(hiCommon.validation[key]);
      expect(translated, key).not.toBe(english);
    }
    expect(translateFieldError(tIn('en'), VALIDATION.phone)).toBe(VALIDATION.phone);
  });

  it('passes unknown texts through and maps a whole fields object', () => {
    const hi = tIn('hi');
    expect(translateFieldError(hi, 'Something custom')).toBe('Something custom');
    expect(translateFieldErrors(hi, { email: VALIDATION.email, bio: 'x' })).toEqual({
      email: 'सही ईमेल पता लिखें',
      bio: 'x',
    });
    expect(translateFieldErrors(hi, undefined)).toEqual({});
  });
});

describe('reasonKey: every reason of the API has its text', () => {
  const codeReasons = new Set<string>(Object.values(DEFAULT_REASON_BY_CODE));
  const digits = (text: string) => text.match(/\d+/g) ?? [];

  it.each(ERROR_REASONS)('%s: in English (verbatim) and in Hindi', (reason) => {
    const key = reasonKey(reason);
    for (const lng of ['en', 'hi'] as const)
      expect(i18n.exists(key, { lng, fallbackLng: false }), `${lng}: ${key}`).toBe(true);
    const english = String(tIn('en')(key));
    const hindi = String(tIn('hi')(key));
    expect(english).toBe(ERROR_REASON_LIST[reason].message);
    expect(hindi).not.toBe(english);
    // A limit in the text (5 MB, 20 places) is the same number in both languages.
    expect(digits(hindi)).toEqual(digits(english));
  });

  it("keeps the generic reasons on their codes' texts, and only the others under errors.reason", () => {
    for (const reason of ERROR_REASONS)
      expect(reasonKey(reason).startsWith('common:errors.reason.'), reason).toBe(
        !codeReasons.has(reason),
      );
    const listed = Object.entries(enCommon.errors.reason).flatMap(([slice, texts]) =>
      Object.keys(texts).map((what) => `${slice}.${what}`),
    );
    // No text is left behind for a reason the API no longer has.
    expect(listed.filter((reason) => !(ERROR_REASONS as string[]).includes(reason))).toEqual([]);
  });

  it('has every reason in docs/architecture.md, "Error reasons"', () => {
    const architecture = readFileSync(
      new URL('../../../../docs/architecture.md', import.meta.url),
      'utf8',
    );
    const section = architecture.split(/^## /m).find((part) => part.startsWith('Error reasons'));
    expect(ERROR_REASONS.filter((reason) => !section?.includes(`\`${reason}\``))).toEqual([]);
  });
});
