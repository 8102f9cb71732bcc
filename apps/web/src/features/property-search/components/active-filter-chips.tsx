import { Button } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { amenityKey } from '@nivaas/shared';
import { formatDate, formatINR, intlLocale } from '../../../lib/format';
import { usePlaceNames } from '../../../lib/place-names';
import { usePropertyLabels, type LabelGroup } from '../../../lib/property-labels';
import { filterChips, type FilterChip } from '../filter-chips';
import type { SearchFilters } from '../search-params';
import classes from './search-page.module.css';

const ENUM_FIELDS = [
  'type',
  'furnishing',
  'genderPreference',
  'accommodationType',
  'roomSharing',
] as const satisfies readonly LabelGroup[];
const isEnumField = (field: string): field is (typeof ENUM_FIELDS)[number] =>
  (ENUM_FIELDS as readonly string[]).includes(field);

/** What a chip says: "City: Hyderabad", "Bedrooms: 2+", or just "Pet-friendly". */
function useChipText() {
  const { t, i18n } = useTranslation('search');
  const labels = usePropertyLabels();
  const places = usePlaceNames();
  const valueOf = ({ field, value }: FilterChip): string | null => {
    const v = String(value);
    if (field === 'listingType') return t(v === 'sale' ? 'filters.buy' : 'filters.rent');
    if (field === 'state') return places.state(v);
    if (field === 'city') return places.city(v);
    if (field === 'locality' || field === 'near') return places.locality(v);
    if (isEnumField(field)) return labels.enumLabel(field, v);
    if (field === 'minPrice' || field === 'maxPrice') return formatINR(Number(value));
    if (field === 'bedrooms' || field === 'bathrooms')
      return t('filters.atLeast', { count: Number(value) });
    if (field === 'amenities') {
      const key = amenityKey(v);
      return key ? labels.t(`amenity.${key}`) : v;
    }
    if (field === 'availableBy') return formatDate(v, 'medium', intlLocale(i18n.language));
    if (field === 'savedLocationId') return t('distance.savedPlace');
    return null;
  };
  return (chip: FilterChip): string => {
    const name =
      chip.field === 'near' || chip.field === 'savedLocationId'
        ? t('distance.from')
        : t(`filters.${chip.field}`);
    const value = valueOf(chip);
    return value === null ? name : t('filters.chip', { name, value });
  };
}

/**
 * The active filters as chips, on a phone where the panel is folded away: each one tapped takes
 * that filter off (the URL and the results follow).
 */
export function ActiveFilterChips({
  filters,
  onChange,
}: {
  filters: SearchFilters;
  onChange: (patch: Partial<SearchFilters>) => void;
}) {
  const { t } = useTranslation('search');
  const text = useChipText();
  const chips = filterChips(filters);
  if (chips.length === 0) return null;
  return (
    <ul className={classes.chips} aria-label={t('filters.active')}>
      {chips.map((chip) => {
        const label = text(chip);
        return (
          <li key={chip.id}>
            <Button
              variant="light"
              size="compact-sm"
              radius="xl"
              rightSection={<IconX size={14} aria-hidden />}
              aria-label={t('filters.remove', { filter: label })}
              onClick={() => onChange(chip.remove)}
              className={classes.chip}
            >
              {label}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
