import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import {
  budgetBandWords,
  LANDING_BEDROOMS,
  LANDING_BUDGETS,
  LANDING_FURNISHINGS,
  LANDING_PG_FOR,
  LANDING_SORTS,
  landingBrowseQuery,
  type BudgetBand,
  type LandingBrowse,
  type LandingBrowseKind,
} from '@nivaas/shared';
import { usePropertyLabels } from '../../../lib/property-labels';

interface BrowseLinksProps {
  /** The page without a query: /rent/{city}/{type}. */
  path: string;
  kind: LandingBrowseKind;
  current: LandingBrowse;
}

/** The page's address with some of its choices changed (undefined drops one). */
export const browseHref = (path: string, current: LandingBrowse, patch: Partial<LandingBrowse>) => {
  const query = landingBrowseQuery({ ...current, ...patch });
  return query ? `${path}?${query}` : path;
};

/** "Under ₹10,000", "₹10,000 to ₹20,000", "Over ₹40,000". */
export function useBudgetLabel() {
  const { t } = useTranslation('landing');
  return (band: BudgetBand) => {
    const { from, to } = budgetBandWords(band);
    return from && to
      ? t('browse.budgetBetween', { from, to })
      : from
        ? t('browse.budgetOver', { from })
        : t('browse.budgetUnder', { to });
  };
}

/**
 * The landing page's filters and order as plain links: each one a page of its own that crawlers
 * follow and the server draws, the current choice marked. "Any" drops a filter.
 */
export function BrowseLinks({ path, kind, current }: BrowseLinksProps) {
  const { t } = useTranslation('landing');
  const labels = usePropertyLabels();
  const budgetLabel = useBudgetLabel();
  const same = (a: BudgetBand | undefined, b: BudgetBand | undefined) =>
    a?.minPrice === b?.minPrice && a?.maxPrice === b?.maxPrice;
  const href = (patch: Partial<LandingBrowse>) => browseHref(path, current, patch);

  return (
    <nav aria-label={t('browse.label')}>
      <Stack gap="sm">
        <Choices
          title={t('browse.budget')}
          anyHref={href({ budget: undefined })}
          anyCurrent={!current.budget}
          options={LANDING_BUDGETS[kind].map((band) => ({
            key: `${band.minPrice ?? ''}-${band.maxPrice ?? ''}`,
            label: budgetLabel(band),
            href: href({ budget: band }),
            current: same(current.budget, band),
          }))}
        />
        {kind !== 'pg' && (
          <Choices
            title={t('browse.bedrooms')}
            anyHref={href({ bedrooms: undefined })}
            anyCurrent={current.bedrooms === undefined}
            options={LANDING_BEDROOMS.map((n) => ({
              key: String(n),
              label: t('browse.bhk', { count: n }),
              href: href({ bedrooms: n }),
              current: current.bedrooms === n,
            }))}
          />
        )}
        <Choices
          title={t('browse.furnishing')}
          anyHref={href({ furnishing: undefined })}
          anyCurrent={!current.furnishing}
          options={LANDING_FURNISHINGS.map((f) => ({
            key: f,
            label: labels.enumLabel('furnishing', f),
            href: href({ furnishing: f }),
            current: current.furnishing === f,
          }))}
        />
        {kind === 'pg' && (
          <Choices
            title={t('browse.pgFor')}
            anyHref={href({ pgFor: undefined })}
            anyCurrent={!current.pgFor}
            options={LANDING_PG_FOR.map((g) => ({
              key: g,
              label: t(`browse.pg.${g}`),
              href: href({ pgFor: g }),
              current: current.pgFor === g,
            }))}
          />
        )}
        <Choices
          title={t('browse.sort')}
          options={LANDING_SORTS.map((s) => ({
            key: s,
            label: t(`browse.sorts.${s}`),
            href: href({ sort: s }),
            current: current.sort === s,
          }))}
        />
      </Stack>
    </nav>
  );
}

interface Choice {
  key: string;
  label: string;
  href: string;
  current: boolean;
}

function Choices({
  title,
  options,
  anyHref,
  anyCurrent,
}: {
  title: string;
  options: Choice[];
  anyHref?: string;
  anyCurrent?: boolean;
}) {
  const { t } = useTranslation('landing');
  const all: Choice[] = anyHref
    ? [
        { key: 'any', label: t('browse.any'), href: anyHref, current: Boolean(anyCurrent) },
        ...options,
      ]
    : options;
  return (
    <Group gap="xs" wrap="wrap" align="baseline">
      <Text fw={600} size="sm" component="span" miw={90}>
        {title}
      </Text>
      {all.map((choice) => (
        <Anchor
          key={choice.key}
          component={Link}
          to={choice.href}
          size="sm"
          fw={choice.current ? 700 : 400}
          underline={choice.current ? 'never' : 'hover'}
          c={choice.current ? 'bright' : undefined}
          aria-current={choice.current ? 'page' : undefined}
          preventScrollReset
        >
          {choice.label}
        </Anchor>
      ))}
    </Group>
  );
}
