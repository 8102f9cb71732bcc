import type { ServicePriceType } from '@nivaas/shared';
import { formatINR } from '../../../lib/format';
import type { Translate } from '../../../lib/translate';

type T = Translate<'services'>;

/** "₹499 per hour", "₹1,500 per visit", "₹2,000 (fixed)", "From ₹300 after inspection". */
export function servicePrice(t: T, price: number, priceType: ServicePriceType): string {
  return t(`price.${priceType}`, { amount: formatINR(price) });
}

/** "4.6 ★ (12)" or null before the first review. */
export function ratingText(t: T, rating: number, reviewCount: number): string | null {
  if (reviewCount <= 0) return null;
  return t('rating.value', { rating: rating.toFixed(1), count: reviewCount });
}
