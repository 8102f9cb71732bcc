import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import type { Property } from '@nivaas/shared';
import { formatDate, formatINR, formatNumber, intlLocale } from '../../../lib/format';
import { usePropertyLabels } from '../../../lib/property-labels';
import { propertyFacts, type FactFormat } from '../lib/property-facts';

/** Every field of the listing as label and value, two or three to a row. */
export function PropertyFactsList({ property }: { property: Property }) {
  const { t, i18n } = useTranslation('propertyDetails');
  const locale = intlLocale(i18n.language);
  const labels = usePropertyLabels();
  const format: FactFormat = {
    t,
    enumLabel: labels.enumLabel,
    subtype: labels.subtype,
    money: formatINR,
    salePrice: (p) => [labels.price(p), labels.perSqft(p)].filter(Boolean).join(' · '),
    number: (n) => formatNumber(n, { locale, maxDigits: 2 }),
    date: (iso) => formatDate(iso, 'medium', locale),
  };
  const facts = propertyFacts(property, format);
  return (
    <Stack gap="sm" component="section" aria-labelledby="facts-title">
      <Title order={2} size="h3" id="facts-title">
        {t('facts.title')}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing="sm" m={0}>
        {facts.map((f) => (
          <div key={f.id}>
            <Text component="dt" size="sm" c="dimmed">
              {f.label}
            </Text>
            <Text component="dd" fw={500} m={0}>
              {f.value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
