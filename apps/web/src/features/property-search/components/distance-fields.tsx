import { NativeSelect, Stack } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { findCity } from '@nivaas/shared';
import { usePlaceNames } from '../../../lib/place-names';
import { useSession } from '../../../lib/session';
import { useSavedLocations } from '../../../lib/api/saved-locations';
import { hasOrigin, RADIUS_STEPS_KM } from '../search-params';
import type { FilterGroupProps } from './filter-types';

const NEAR = 'near:';
const SAVED = 'saved:';

/** "Within N km of": a locality of the chosen city or one of the person's saved places. */
export function DistanceFields({ filters, onChange }: FilterGroupProps) {
  const { t } = useTranslation('search');
  const placeNames = usePlaceNames();
  const { data: me } = useSession();
  const saved = useSavedLocations(Boolean(me));
  const city = filters.city ? findCity(filters.city) : undefined;
  const places = saved.data ?? [];
  const value = filters.near
    ? `${NEAR}${filters.near}`
    : filters.savedLocationId
      ? `${SAVED}${filters.savedLocationId}`
      : '';
  const radii: number[] = [...RADIUS_STEPS_KM];
  if (!radii.includes(filters.radiusKm)) radii.push(filters.radiusKm);
  radii.sort((a, b) => a - b);

  const groups = [
    ...(city
      ? [
          {
            group: t('distance.localitiesOf', { city: placeNames.city(city.name) }),
            items: city.localities.map((l) => ({
              value: `${NEAR}${l.name}`,
              label: placeNames.locality(l.name),
            })),
          },
        ]
      : []),
    ...(places.length > 0
      ? [
          {
            group: t('distance.myPlaces'),
            items: places.map((p) => ({ value: `${SAVED}${p.id}`, label: p.name })),
          },
        ]
      : []),
  ];
  // A saved place from a shared link that is not this person's: still say what it is.
  if (filters.savedLocationId && !places.some((p) => p.id === filters.savedLocationId)) {
    groups.push({
      group: t('distance.myPlaces'),
      items: [{ value, label: t('distance.savedPlace') }],
    });
  }

  const choose = (next: string) => {
    if (next.startsWith(NEAR)) onChange({ near: next.slice(NEAR.length), sort: 'distance' });
    else if (next.startsWith(SAVED))
      onChange({ savedLocationId: next.slice(SAVED.length), sort: 'distance' });
    else onChange({ near: undefined, savedLocationId: undefined });
  };

  return (
    <Stack gap="sm">
      <NativeSelect
        label={t('distance.from')}
        description={groups.length === 0 ? t('distance.hint') : undefined}
        disabled={groups.length === 0}
        value={value}
        onChange={(e) => choose(e.currentTarget.value)}
        data={[{ value: '', label: t('distance.anywhere') }, ...groups]}
      />
      {hasOrigin(filters) && (
        <NativeSelect
          label={t('distance.within')}
          value={String(filters.radiusKm)}
          onChange={(e) => onChange({ radiusKm: Number(e.currentTarget.value) })}
          data={radii.map((km) => ({ value: String(km), label: t('distance.km', { count: km }) }))}
        />
      )}
    </Stack>
  );
}
