import { formatNumber, intlLocale } from '../../../lib/format';

/** "4.3" for an average, rounded to one decimal the way people read ratings. */
export function formatAverage(average: number | null, language = 'en'): string {
  if (average === null || !Number.isFinite(average)) return '';
  return formatNumber(Math.round(average * 10) / 10, { locale: intlLocale(language), digits: 1 });
}

/** Stars to draw for an average: to the nearest half star. */
export const starsFor = (average: number | null): number =>
  average === null ? 0 : Math.round(average * 2) / 2;

/** Whether a comment was changed after it was written (a second or more later). */
export const wasEdited = (createdAt: string, updatedAt: string): boolean =>
  Date.parse(updatedAt) - Date.parse(createdAt) >= 1000;
