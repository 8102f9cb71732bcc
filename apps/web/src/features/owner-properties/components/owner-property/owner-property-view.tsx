import { Badge, Button, Grid, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconHeart, IconPencil } from '@tabler/icons-react';
import { publicListingPath, type Property } from '@nivaas/shared';
import { Link, useNavigate } from 'react-router';
import { isOpenStatus } from '../../../../components/property/property-status';
import { UnderReview } from '../../../../components/property/under-review';
import { ShareButton } from '../../../../components/share/share-button';
import { formatDate, formatINR, formatNumber, intlLocale } from '../../../../lib/format';
import { usePropertyLabels } from '../../../../lib/property-labels';
import { appUrl } from '../../../../lib/share-links';
import { listingLine } from '../../lib/listing-line';
import { STATUS_COLOR } from '../../lib/status-options';
import { useOwnerT } from '../../lib/use-owner-t';
import { DeletePropertyButton } from '../listings/delete-property-button';
import { ownerListingPath } from '../listings/listing-row';
import { StatusControl } from '../listings/status-control';
import { InterestedPeople } from './interested-people';
import { PhotoStrip } from './photo-strip';

/** One listing as its owner manages it: summary, photos, status, and who is interested. */
export function OwnerPropertyView({ property }: { property: Property }) {
  const { t, i18n } = useOwnerT();
  const labels = usePropertyLabels();
  const navigate = useNavigate();
  const locale = intlLocale(i18n.language);
  const facts = [
    labels.enumLabel('furnishing', property.furnishing),
    property.area ? labels.t('area', { area: formatNumber(property.area) }) : '',
    property.type === 'plot' || property.type === 'commercial'
      ? ''
      : labels.t('bathrooms', { count: property.bathrooms }),
    property.isPetFriendly ? labels.t('petFriendly') : '',
    property.availableFrom
      ? t('view.availableFrom', { date: formatDate(property.availableFrom, 'medium', locale) })
      : '',
  ].filter(Boolean);

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="md">
          <UnderReview property={property} />
          <PhotoStrip property={property} />
          <Paper withBorder radius="lg" p="md">
            <Stack gap="xs">
              <Group gap="xs">
                <Badge color={STATUS_COLOR[property.status]} variant="light">
                  {labels.enumLabel('status', property.status)}
                </Badge>
                <Badge color="gray" variant="outline">
                  {labels.enumLabel('listingTypeLabel', property.listingType)}
                </Badge>
              </Group>
              <Text c="gray.7">
                {listingLine(
                  property,
                  labels.size(property),
                  labels.enumLabel('type', property.type),
                )}
              </Text>
              <Text fz={24} fw={800}>
                {labels.price(property)}
              </Text>
              {labels.perSqft(property) && (
                <Text size="sm" c="gray.7">
                  {labels.perSqft(property)}
                </Text>
              )}
              {property.listingType === 'rent' && property.deposit > 0 ? (
                <Text size="sm">{t('view.deposit', { amount: formatINR(property.deposit) })}</Text>
              ) : null}
              <Text size="sm">{property.address}</Text>
              {facts.length > 0 ? (
                <Text size="sm" c="gray.7">
                  {facts.join(' · ')}
                </Text>
              ) : null}
              {property.description ? (
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {property.description}
                </Text>
              ) : null}
            </Stack>
          </Paper>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="md">
          <Paper withBorder radius="lg" p="md">
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('view.manage')}
              </Title>
              <StatusControl property={property} />
              <Group gap="xs">
                <Button
                  component={Link}
                  to={`${ownerListingPath(property.id)}/edit`}
                  variant="light"
                  leftSection={<IconPencil size={16} />}
                >
                  {t('view.edit')}
                </Button>
                <DeletePropertyButton
                  property={property}
                  onDeleted={() => void navigate('/owner/properties', { replace: true })}
                />
                {/* An open listing is shared as its public preview, which anyone can open. */}
                {isOpenStatus(property.status) && (
                  <ShareButton url={appUrl(publicListingPath(property))} title={property.title} />
                )}
              </Group>
            </Stack>
          </Paper>
          <SimpleGrid component="dl" cols={2} spacing="sm" m={0}>
            <Paper withBorder radius="lg" p="md">
              <Group component="dt" gap={6} c="gray.7" fz="sm">
                <IconHeart size={16} aria-hidden />
                {t('stats.interested')}
              </Group>
              <Text component="dd" m={0} fz={28} fw={800}>
                {formatNumber(property.interestedCount)}
              </Text>
            </Paper>
            <Paper withBorder radius="lg" p="md">
              <Group component="dt" gap={6} c="gray.7" fz="sm">
                <IconEye size={16} aria-hidden />
                {t('stats.views')}
              </Group>
              <Text component="dd" m={0} fz={28} fw={800}>
                {formatNumber(property.viewCount)}
              </Text>
            </Paper>
          </SimpleGrid>
          <InterestedPeople propertyId={property.id} count={property.interestedCount} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
