/** Business constants of spec section 9. */
export const RETRY = { maxRetries: 3, baseDelayMs: 1000, maxDelayMs: 10_000, jitter: 0.1 } as const;
export const LOGIN_TRACKING = { debounceMs: 5000, retrackWindowMs: 5 * 60 * 1000 } as const;
export const AUTH_READY_DELAY_MS = 100;
export const NEW_USER_PROFILE_DELAY_MS = 500;
export const SELECTED_ROLE_CLEAR_DELAY_MS = 1000;
export const LOGOUT_DELAY_MS = 300;
/** The locally stored selected-role key carries the product name. */
export const SELECTED_ROLE_STORAGE_KEY = 'nivaas.selectedRole';
/** Cookie that carries the selected role across a Google redirect to the server. */
export const SELECTED_ROLE_COOKIE = 'nivaas_selected_role';
export const LANGUAGE_STORAGE_KEY = 'nivaas.language';
/** The same choice as a cookie, so the server can preload a page's texts in that language. */
export const LANGUAGE_COOKIE = 'nivaas_language';

/** The languages Nivaas speaks (web texts under apps/web/src/locales/{code}); English first. */
export const LANGUAGE_CODES = ['en', 'hi', 'te', 'ta'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** 'te' or 'te-IN' (browsers write the language in lower case) as one of ours, or undefined. */
export function asLanguageCode(value: string | null | undefined): LanguageCode | undefined {
  const code = value?.split('-')[0];
  return LANGUAGE_CODES.find((l) => l === code);
}
export const NOTIFICATION_BELL_ITEMS = 5;
export const NOTIFICATION_BADGE_CAP = 9;
export const MESSAGE_TOAST_MS = 5000;
export const MESSAGE_TOAST_PREVIEW_CHARS = 50;
export const MESSAGE_NOTIFICATION_PREVIEW_CHARS = 100;
export const MOBILE_BREAKPOINT_PX = 768;
export const HEADER_SCROLL_THRESHOLD_PX = 50;
export const CONNECTIVITY = {
  probeIntervalMs: 30_000,
  probeTimeoutMs: 5000,
  backoffBaseMs: 1000,
  maxAttempts: 5,
} as const;
export const DEFAULT_SEARCH_RADIUS_KM = 5;
export const DEFAULT_ROOMMATE_BUDGET = { min: 0, max: 50_000 } as const;
/** Avatars: what we accept from a person before we resize it. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE_PX = 256;
/** Photos: a decompression bomb (a tiny file that unpacks to gigapixels) is refused before decoding. */
export const PHOTO_MAX_INPUT_PIXELS = 40_000_000;
export const NAME_MAX_CHARS = 60;
export const BIO_MAX_CHARS = 1000;
export const PASSWORD_MIN_CHARS = 8;
export const PASSWORD_MAX_CHARS = 128;
/** Requests per minute one admin may make to /api/admin (a stolen admin session is slowed). */
export const ADMIN_RATE_LIMIT_PER_MINUTE = 120;

/**
 * Sign-in by mobile number (decision 045): a code of PHONE_CODE_LENGTH digits by SMS, valid
 * PHONE_CODE_TTL_SECONDS, with PHONE_CODE_TRIES tries; numbers are kept in E.164 (+91…).
 */
export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_TTL_SECONDS = 5 * 60;
export const PHONE_CODE_TRIES = 5;
/** A phone sign-up has no email: the account keeps `<digits>@PHONE_ONLY_EMAIL_DOMAIN`, never shown or mailed. */
export const PHONE_ONLY_EMAIL_DOMAIN = 'phone.nivaas.invalid';
export const isPhoneOnlyEmail = (email: string): boolean =>
  email.toLowerCase().endsWith(`@${PHONE_ONLY_EMAIL_DOMAIN}`);

/**
 * An online payment's order (decision 071) holds its due for GATEWAY_ORDER_LAPSE_MINUTES: after
 * that an order nobody paid lapses and the due is free for UPI or cash again (a capture that
 * still arrives later counts). Razorpay's Checkout closes itself after
 * GATEWAY_CHECKOUT_TIMEOUT_SECONDS, well before, leaving time for a payment begun at its last
 * moment (Razorpay gives up on an attempt within 15 minutes).
 */
export const GATEWAY_ORDER_LAPSE_MINUTES = 30;
export const GATEWAY_CHECKOUT_TIMEOUT_SECONDS = 15 * 60;
/** When an online order opened at `createdAt` lapses, as an ISO instant. */
export const gatewayOrderLapsesAt = (createdAt: string): string =>
  new Date(Date.parse(createdAt) + GATEWAY_ORDER_LAPSE_MINUTES * 60_000).toISOString();
