import { Anchor, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { MatchedPhoto, ReportPhotoMatch } from '@nivaas/shared';
import { imageSrcSet } from '../../../components/property/image-sources';
import { useAdminT } from '../lib/use-admin-t';

// Two photos share a row even on a phone: half of the page each, at most 560px from 62em.
const SIZES = '(min-width: 62em) 560px, 50vw';

function Side({ label, side }: { label: string; side: MatchedPhoto }) {
  const { t } = useAdminT();
  const title = side.title ?? t('reports.gone');
  return (
    <Stack gap={6} data-testid="matched-photo" style={{ minWidth: 0 }}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      {side.image ? (
        <img
          src={side.image.cardUrl}
          srcSet={imageSrcSet(side.image)}
          sizes={SIZES}
          alt={t('reports.photoMatch.alt', { title })}
          width={side.image.width}
          height={side.image.height}
          style={{
            display: 'block',
            width: '100%',
            height: 'auto',
            borderRadius: 'var(--mantine-radius-sm)',
          }}
        />
      ) : (
        <Stack align="center" justify="center" gap={4} bg="var(--nivaas-subtle)" p="lg">
          <IconPhotoOff size={24} aria-hidden />
          <Text size="sm">{t('reports.photoMatch.photoGone')}</Text>
        </Stack>
      )}
      {side.url ? (
        <Anchor component={Link} to={side.url} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Anchor>
      ) : (
        <Text size="sm">{title}</Text>
      )}
    </Stack>
  );
}

/** A duplicate-photo flag: the reported listing's photo beside the earlier one it matches. */
export function PhotoMatch({ match }: { match: ReportPhotoMatch }) {
  const { t } = useAdminT();
  return (
    <Stack gap="sm" data-testid="photo-match">
      <Paper bg="var(--nivaas-subtle)" p="sm" radius="md">
        <Text size="sm">{t('reports.photoMatch.title')}</Text>
      </Paper>
      <SimpleGrid cols={2} spacing="sm">
        <Side label={t('reports.photoMatch.thisListing')} side={match.photo} />
        <Side label={t('reports.photoMatch.otherListing')} side={match.other} />
      </SimpleGrid>
    </Stack>
  );
}
