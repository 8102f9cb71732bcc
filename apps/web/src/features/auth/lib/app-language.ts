import i18n from 'i18next';
import type { LanguageCode } from '@nivaas/shared';
import { asLanguage } from '../../../lib/languages';

/** The app's language now: a new account keeps it as the one Nivaas writes to them in. */
export const appLanguage = (): LanguageCode => asLanguage(i18n.resolvedLanguage) ?? 'en';
