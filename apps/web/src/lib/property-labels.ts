import { useTranslation } from './use-translation';
import { pricePerSqft, subtypeKey, type Property } from '@nivaas/shared';
import { formatINR, formatINRShort } from './format';
import type { TranslationTables } from './translation-keys';

/** A group of the listing's labels in the property texts (`furnishing`, `type`, `status`…). */
export type LabelGroup = TranslationTables['property'];

type Priced = Pick<Property, 'listingType' | 'rent' | 'salePrice'>;
type Measured = Priced & { area: number | null };
type Sized = Pick<Property, 'type' | 'bedrooms'>;

/**
 * How a listing reads to people, in their language: "2 BHK", "Semi-furnished", "₹25,000/month",
 * "₹1.15 Cr". Every screen that shows a listing uses these so they all say the same thing: a
 * sale price reads in lakh and crore on the card, the map and the listing's page alike.
 */
export function usePropertyLabels() {
  const { t } = useTranslation('property');
  const units = { lakh: t('shortUnits.lakh'), crore: t('shortUnits.crore') };
  return {
    t,
    /** "₹25,000/month" for rent, "₹85 L" or "₹1.15 Cr" for sale (every digit in `exactPrice`). */
    price: (p: Priced): string =>
      p.listingType === 'sale'
        ? formatINRShort(p.salePrice, units)
        : t('perMonth', { price: formatINR(p.rent) }),
    /** The sale price with every digit (₹1,15,00,000), beside the short one; '' for rent. */
    exactPrice: (p: Priced): string => (p.listingType === 'sale' ? formatINR(p.salePrice) : ''),
    /** "₹7,500/sq ft" for a sale listing with a built-up area; '' otherwise. */
    perSqft: (p: Measured): string => {
      const rate = pricePerSqft(p);
      return rate === null ? '' : t('perSqft', { price: formatINR(rate) });
    },
    /** "2 BHK" for homes; "1 RK" for a studio or room without a bedroom; '' for plots and shops. */
    size: (p: Sized): string => {
      if (p.type === 'plot' || p.type === 'commercial') return '';
      if (p.type === 'pg') return '';
      return p.bedrooms === 0 ? t('rk') : t('bhk', { count: p.bedrooms });
    },
    /** A value's label; one this build has no text for reads as its key, as i18next shows it. */
    enumLabel: (group: LabelGroup, value: string | null | undefined): string =>
      value ? t(`${group}.${value}`, { defaultValue: `${group}.${value}` }) : '',
    /** "Standalone building" in the reader's language; an owner's own words as written. */
    subtype: (value: string): string => {
      const key = subtypeKey(value);
      return key ? t(`subtype.${key}`) : value;
    },
  };
}
