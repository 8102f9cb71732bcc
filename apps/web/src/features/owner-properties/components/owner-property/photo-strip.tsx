import { Image, ScrollArea, Group, Text, Paper } from '@mantine/core';
import type { Property } from '@nivaas/shared';
import { usePropertyLabels } from '../../../../lib/property-labels';
import { useOwnerT } from '../../lib/use-owner-t';

/** The listing's photos in the owner's order, the cover first and largest. */
export function PhotoStrip({ property }: { property: Pick<Property, 'images' | 'title'> }) {
  const { t } = useOwnerT();
  const labels = usePropertyLabels();
  const [cover, ...rest] = property.images;
  if (!cover) {
    return (
      <Paper withBorder radius="lg" p="xl" bg="var(--nivaas-subtle)" ta="center">
        <Text c="gray.7">{t('view.noPhotos')}</Text>
      </Paper>
    );
  }
  return (
    <>
      <Image
        src={cover.cardUrl}
        alt={labels.t('coverAlt', { title: property.title })}
        radius="lg"
        fit="cover"
        style={{ aspectRatio: '16 / 9' }}
      />
      {rest.length > 0 ? (
        <ScrollArea type="auto" offsetScrollbars>
          <Group gap="xs" wrap="nowrap">
            {rest.map((image, n) => (
              <Image
                key={image.id}
                src={image.thumbnailUrl}
                alt={t('view.photoAlt', { title: property.title, n: n + 2 })}
                w={120}
                h={90}
                radius="md"
                fit="cover"
                loading="lazy"
              />
            ))}
          </Group>
        </ScrollArea>
      ) : null}
    </>
  );
}
