import { Anchor, Badge, Box, Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import { IconEye, IconHeart, IconPencil, IconPhoto } from '@tabler/icons-react';
import type { Property } from '@nivaas/shared';
import { Link } from 'react-router';
import { UnderReview } from '../../../../components/property/under-review';
import { usePropertyLabels } from '../../../../lib/property-labels';
import { listingLine } from '../../lib/listing-line';
import { STATUS_COLOR } from '../../lib/status-options';
import { useOwnerT } from '../../lib/use-owner-t';
import { DeletePropertyButton } from './delete-property-button';
import { StatusControl } from './status-control';

export const ownerListingPath = (id: string) => `/owner/properties/${encodeURIComponent(id)}`;

/** One of the owner's listings: what it is, how it does, and what can be done with it. */
export function ListingRow({ property }: { property: Property }) {
  const { t } = useOwnerT();
  const labels = usePropertyLabels();
  const cover = property.images[0];
  return (
    <Card component="li" withBorder radius="lg" padding="sm" style={{ listStyle: 'none' }}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Box
          w={{ base: 96, sm: 160 }}
          style={{ flexShrink: 0, aspectRatio: '4 / 3', borderRadius: 8, overflow: 'hidden' }}
          bg="gray.1"
        >
          {cover ? (
            <Image
              src={cover.thumbnailUrl}
              alt={labels.t('coverAlt', { title: property.title })}
              h="100%"
              w="100%"
              fit="cover"
              loading="lazy"
            />
          ) : (
            <Stack h="100%" align="center" justify="center" gap={2} c="gray.7">
              <IconPhoto size={24} aria-hidden />
              <Text size="xs" ta="center">
                {labels.t('noPhoto')}
              </Text>
            </Stack>
          )}
        </Box>
        <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs" wrap="wrap">
            <Badge color={STATUS_COLOR[property.status]} variant="light">
              {labels.enumLabel('status', property.status)}
            </Badge>
            <Badge color="gray" variant="outline">
              {labels.enumLabel('listingTypeLabel', property.listingType)}
            </Badge>
          </Group>
          <Anchor
            component={Link}
            to={ownerListingPath(property.id)}
            fw={700}
            c="inherit"
            lineClamp={2}
          >
            {property.title}
          </Anchor>
          <Text size="sm" c="gray.7" truncate="end">
            {listingLine(property, labels.size(property), labels.enumLabel('type', property.type))}
          </Text>
          <Text fw={700}>{labels.price(property)}</Text>
          <UnderReview property={property} compact />
          <Group gap="md">
            <Group gap={4}>
              <IconHeart size={16} aria-hidden />
              <Text size="sm">
                {t('stats.interestedCount', { count: property.interestedCount })}
              </Text>
            </Group>
            <Group gap={4}>
              <IconEye size={16} aria-hidden />
              <Text size="sm">{t('stats.viewCount', { count: property.viewCount })}</Text>
            </Group>
          </Group>
          <Group gap="xs" align="flex-end" mt={4}>
            <StatusControl property={property} size="xs" />
            <Button
              component={Link}
              to={`${ownerListingPath(property.id)}/edit`}
              size="xs"
              variant="light"
              leftSection={<IconPencil size={16} />}
              aria-label={t('edit.buttonFor', { title: property.title })}
            >
              {t('edit.button')}
            </Button>
            <DeletePropertyButton property={property} size="xs" />
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
