import type { ReactNode } from 'react';
import { Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { amenityKey, type Property } from '@nivaas/shared';
import { usePropertyLabels } from '../../../lib/property-labels';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The owner's own words and lists; each part shows only when the owner filled it in. */
export function PropertyAbout({ property: p }: { property: Property }) {
  const { t } = useTranslation('propertyDetails');
  const labels = usePropertyLabels();
  // Common amenities read in the reader's language; an owner's own words as written.
  const amenityLabel = (a: string) => {
    const key = amenityKey(a);
    return key ? labels.t(`amenity.${key}`) : a;
  };
  return (
    <>
      {p.description && (
        <Section id="about-title" title={t('about.description')}>
          <Text style={{ whiteSpace: 'pre-line' }}>{p.description}</Text>
        </Section>
      )}
      {p.amenities.length > 0 && (
        <Section id="amenities-title" title={t('about.amenities')}>
          <Group gap="xs">
            {p.amenities.map((a) => (
              <Badge key={a} variant="light" size="lg" radius="sm" tt="none">
                {amenityLabel(a)}
              </Badge>
            ))}
          </Group>
        </Section>
      )}
      {p.nearbyFacilities.length > 0 && (
        <Section id="nearby-title" title={t('about.nearby')}>
          <Group gap="xs">
            {p.nearbyFacilities.map((a) => (
              <Badge key={a} variant="outline" size="lg" radius="sm" tt="none" color="gray">
                {a}
              </Badge>
            ))}
          </Group>
        </Section>
      )}
      {p.houseRules.length > 0 && (
        <Section id="rules-title" title={t('about.rules')}>
          <List spacing={4} icon={<IconCheck size={16} aria-hidden />}>
            {p.houseRules.map((r) => (
              <List.Item key={r}>{r}</List.Item>
            ))}
          </List>
        </Section>
      )}
    </>
  );
}
