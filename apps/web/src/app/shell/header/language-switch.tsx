import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { asLanguage, changeLanguage, LANGUAGES } from '../../../lib/i18n';
import ui from '../../../components/ui/shell.module.css';
import classes from './header.module.css';

/**
 * The language menu: English, हिन्दी, తెలుగు, தமிழ், each named in its own script so a reader
 * finds theirs whatever the page is in. A native select under the button's face: the phone's
 * own picker, keyboard and screen reader support, and no menu code on the first page. The
 * choice is remembered on this device.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const current = asLanguage(i18n.resolvedLanguage) ?? 'en';
  const label = LANGUAGES.find((l) => l.code === current)?.label;
  return (
    <span
      className={`${ui.button} ${ui.subtle} ${classes.languageSwitch} ${className ?? ''}`}
      title={t('language.label')}
    >
      <IconLanguage size={18} stroke={1.7} aria-hidden />
      <span lang={current} aria-hidden>
        {label}
      </span>
      <select
        aria-label={t('language.label')}
        value={current}
        onChange={(event) => {
          const next = asLanguage(event.target.value);
          if (next) void changeLanguage(next);
        }}
      >
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.label}
          </option>
        ))}
      </select>
    </span>
  );
}
