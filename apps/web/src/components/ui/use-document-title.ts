import { useEffect } from 'react';
import { useTranslation } from '../../lib/use-translation';

/** Sets the tab title, e.g. "Login · Nivaas"; without a title, the brand and its tagline. */
export function useDocumentTitle(title?: string | null): void {
  const { t } = useTranslation();
  const brand = t('brand');
  const tagline = t('tagline');
  useEffect(() => {
    document.title = title ? `${title} · ${brand}` : `${brand} — ${tagline}`;
  }, [title, brand, tagline]);
}
