import { useState } from 'react';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Translate } from '../../../lib/translate';
import { formatINR, formatRelativeTime, intlLocale } from '../../../lib/format';
import { usePropertyLabels } from '../../../lib/property-labels';
import { clearRecentSearches, useRecentSearches } from '../../../lib/recent-searches';

/** A search in words: "Rent · Apartment · Baner, Pune · up to ₹25,000". */
function useSearchLabel(t: Translate<'tenantHome'>) {
  const labels = usePropertyLabels();
  return (search: string): string => {
    const p = new URLSearchParams(search);
    const place = [p.get('locality') ?? p.get('near'), p.get('city')].filter(Boolean).join(', ');
    const min = Number(p.get('minPrice'));
    const max = Number(p.get('maxPrice'));
    const price =
      min > 0 && max > 0
        ? t('recent.between', { min: formatINR(min), max: formatINR(max) })
        : max > 0
          ? t('recent.upTo', { max: formatINR(max) })
          : min > 0
            ? t('recent.from', { min: formatINR(min) })
            : '';
    const bedrooms = p.get('bedrooms')
      ? t('recent.bedrooms', { count: Number(p.get('bedrooms')) })
      : '';
    const q = p.get('q') ? `“${p.get('q')}”` : '';
    const parts = [
      p.get('listingType')
        ? String(labels.enumLabel('listingTypeLabel', p.get('listingType')!))
        : '',
      p.get('type') ? String(labels.enumLabel('type', p.get('type')!)) : '',
      place,
      bedrooms,
      price,
      q,
    ].filter(Boolean);
    return parts.length > 0 ? parts.join(' · ') : t('recent.anything');
  };
}

/** The seeker's last few searches (kept in this browser), one tap from running again. */
export function RecentSearchesCard({
  t,
  language,
}: {
  t: Translate<'tenantHome'>;
  language: string;
}) {
  const searches = useRecentSearches();
  const label = useSearchLabel(t);
  // "5 minutes ago" as of opening the page is precise enough for a list of searches.
  const [now] = useState(() => Date.now());
  if (searches.length === 0)
    return (
      <Stack gap="xs" align="flex-start">
        <Text size="sm" c="gray.7">
          {t('recent.empty')}
        </Text>
        <Button
          component={Link}
          to="/tenant/properties"
          variant="light"
          size="xs"
          leftSection={<IconSearch size={14} aria-hidden />}
        >
          {t('recent.search')}
        </Button>
      </Stack>
    );
  return (
    <Stack gap="xs">
      <Stack component="ul" gap={6} p={0} m={0}>
        {searches.map((s) => (
          <Group component="li" key={s.search} gap="xs" wrap="nowrap" style={{ listStyle: 'none' }}>
            <IconSearch size={16} aria-hidden style={{ flexShrink: 0 }} />
            <Stack gap={0} miw={0}>
              <Anchor component={Link} to={`/tenant/properties?${s.search}`} truncate="end">
                {label(s.search)}
              </Anchor>
              <Text size="xs" c="gray.7">
                {formatRelativeTime(
                  new Date(s.at).toISOString(),
                  now,
                  t('recent.justNow'),
                  intlLocale(language),
                )}
              </Text>
            </Stack>
          </Group>
        ))}
      </Stack>
      <Button variant="subtle" size="xs" color="gray" w="fit-content" onClick={clearRecentSearches}>
        {t('recent.clear')}
      </Button>
    </Stack>
  );
}
