import { useTranslation } from 'react-i18next';
import type { Property } from '@nivaas/shared';
import { formatINR, formatINRShort } from './format';

type Priced = Pick<Property, 'listingType' | 'rent' | 'salePrice'>;
type Sized = Pick<Property, 'type' | 'bedrooms'>;

/**
 * How a listing reads to people, in their language: "2 BHK", "Semi-furnished", "₹25,000/month",
 * "₹85 L". Every screen that shows a listing uses these so they all say the same thing.
 */
export function usePropertyLabels() {
  const { t } = useTranslation('property');
  const units = { lakh: t('shortUnits.lakh'), crore: t('shortUnits.crore') };
  return {
    t,
    /** "₹25,000/month" for rent, "₹85 L" for sale (full figure in `fullPrice`). */
    price: (p: Priced): string =>
      p.listingType === 'sale'
        ? formatINRShort(p.salePrice, units)
        : t('perMonth', { price: formatINR(p.rent) }),
    fullPrice: (p: Priced): string =>
      p.listingType === 'sale'
        ? formatINR(p.salePrice)
        : t('perMonth', { price: formatINR(p.rent) }),
    /** "2 BHK" for homes; "1 RK" for a studio or room without a bedroom; '' for plots and shops. */
    size: (p: Sized): string => {
      if (p.type === 'plot' || p.type === 'commercial') return '';
      if (p.type === 'pg') return '';
      return p.bedrooms === 0 ? t('rk') : t('bhk', { count: p.bedrooms });
    },
    enumLabel: (group: string, value: string | null | undefined): string =>
      value ? t(`${group}.${value}`) : '',
  };
}
