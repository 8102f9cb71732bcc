import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES, type Language } from '../../../lib/i18n';
import ui from '../../../components/ui/shell.module.css';

/**
 * Switches between English and Hindi; the button names the other language in that language,
 * the way Indian sites usually offer it. The choice is remembered on this device.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const current: Language = i18n.resolvedLanguage === 'hi' ? 'hi' : 'en';
  const next = LANGUAGES.find((l) => l.code !== current) ?? LANGUAGES[0];
  return (
    <button
      type="button"
      className={`${ui.button} ${ui.subtle} ${className ?? ''}`}
      title={t('language.label')}
      onClick={() => void changeLanguage(next.code)}
    >
      <IconLanguage size={18} stroke={1.7} aria-hidden />
      {/* Only the other language's name is in that language; the tooltip stays in the page's. */}
      <span lang={next.code}>{next.label}</span>
    </button>
  );
}
