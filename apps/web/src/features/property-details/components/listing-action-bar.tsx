import type { ReactNode } from 'react';
import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import type { Property } from '@nivaas/shared';
import { usePropertyLabels } from '../../../lib/property-labels';
import classes from './listing-action-bar.module.css';

/**
 * On a phone, the price, "Contact owner" and Share stay at the bottom of the screen while the
 * listing scrolls; wider screens have them in the side column instead.
 */
export function ListingActionBar({
  property: p,
  isOwner,
  share,
}: {
  property: Property;
  isOwner: boolean;
  share: ReactNode;
}) {
  const { t } = useTranslation('propertyDetails');
  const labels = usePropertyLabels();
  return (
    <>
      {/* Room for the bar, so the end of the page is not hidden under it. */}
      <Box hiddenFrom="sm" h={72} aria-hidden />
      <Box hiddenFrom="sm" className={classes.bar} component="aside" aria-label={t('actionBar')}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          {/* The price is what the bar is for: it keeps its width and the buttons make room. */}
          <Stack gap={0} style={{ flexShrink: 0 }}>
            <Text fw={800} lh={1.2} style={{ whiteSpace: 'nowrap' }}>
              {labels.price(p)}
            </Text>
            {labels.perSqft(p) && (
              <Text size="xs" c="gray.7" truncate>
                {labels.perSqft(p)}
              </Text>
            )}
          </Stack>
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            {share}
            {!isOwner && (
              <Button
                component={Link}
                to={`/messages/${p.ownerId}?propertyId=${encodeURIComponent(p.id)}`}
                // A long label (Tamil, Telugu) takes two lines rather than being cut; the icon
                // gives it the room.
                classNames={{ root: classes.contact, label: classes.contactLabel }}
              >
                {t('owner.contact')}
              </Button>
            )}
          </Group>
        </Group>
      </Box>
    </>
  );
}
