import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { changeLanguage, LANGUAGES, type Language } from '../../../lib/i18n';
import ui from '../../../components/ui/shell.module.css';

/**
 * The language menu: English, हिन्दी, తెలుగు, தமிழ், each named in its own script so a reader
 * finds theirs whatever the page is in. A native select dressed as the header's buttons: the
 * phone's own picker, keyboard and screen reader support, and no menu code on the first page.
 * The choice is remembered on this device. Picked before the app has a drawn page, the page is
 * loaded again in that language (the start script, decision 077).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <label className={`${ui.button} ${ui.subtle} ${className ?? ''}`}>
      <IconLanguage size={18} stroke={1.7} aria-hidden />
      <select
        data-language=""
        aria-label={t('language.label')}
        value={i18n.resolvedLanguage}
        onChange={(event) => void changeLanguage(event.target.value as Language)}
      >
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.label}
          </option>
        ))}
      </select>
    </label>
  );
}
