import { formatNumber, intlLocale } from '../../lib/format';

/** Kilometres for a card: one decimal under 10 km ("1.2"), whole numbers beyond ("14"). */
export function formatDistanceKm(km: number | null | undefined, language = 'en'): string {
  if (km === null || km === undefined || !Number.isFinite(km) || km < 0) return '';
  return formatNumber(km, { locale: intlLocale(language), digits: km < 10 ? 1 : 0 });
}
