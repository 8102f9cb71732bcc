import { useState } from 'react';
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { formatRelativeTime, intlLocale } from '../../lib/format';
import { usePropertyLabels } from '../../lib/property-labels';
import { clearRecentlyViewed, useRecentlyViewed } from '../../lib/recently-viewed';

const THUMB = { width: 96, height: 72 } as const;

/**
 * The listings this person opened lately, newest first, from this device: they read offline
 * too, with their 320 px photos (which the service worker keeps).
 */
export function RecentlyViewedSection({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation(['favorites', 'common']);
  const labels = usePropertyLabels();
  const list = useRecentlyViewed(userId);
  // "5 minutes ago" as of opening the page is precise enough here.
  const [now] = useState(() => Date.now());
  const locale = intlLocale(i18n.language);
  return (
    <Stack component="section" aria-labelledby="recently-viewed" gap="sm">
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={2} size="h3" id="recently-viewed">
          {t('recentlyViewed.title')}
        </Title>
        {list.length > 0 && (
          <Button variant="subtle" size="compact-sm" onClick={() => clearRecentlyViewed(userId)}>
            {t('recentlyViewed.clear')}
          </Button>
        )}
      </Group>
      <Text c="gray.7" size="sm">
        {list.length > 0 ? t('recentlyViewed.lead') : t('recentlyViewed.empty')}
      </Text>
      {list.length > 0 && (
        <SimpleGrid component="ul" cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" p={0} m={0}>
          {list.map((item) => (
            <Paper
              component="li"
              key={item.id}
              withBorder
              radius="md"
              p="xs"
              style={{ listStyle: 'none' }}
            >
              <Group gap="sm" wrap="nowrap" align="flex-start">
                {item.coverUrl ? (
                  <img
                    src={item.coverUrl}
                    alt=""
                    {...THUMB}
                    loading="lazy"
                    decoding="async"
                    style={{ objectFit: 'cover', borderRadius: 6, flexShrink: 0 }}
                  />
                ) : (
                  <Stack
                    {...THUMB}
                    w={THUMB.width}
                    h={THUMB.height}
                    align="center"
                    justify="center"
                    bg="gray.1"
                    style={{ borderRadius: 6, flexShrink: 0 }}
                  >
                    <IconPhotoOff size={22} aria-hidden />
                  </Stack>
                )}
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={700} size="sm">
                    {labels.price(item)}
                  </Text>
                  <Anchor component={Link} to={`/properties/${item.id}`} size="sm" lineClamp={2}>
                    {item.title}
                  </Anchor>
                  <Text size="xs" c="gray.7" lineClamp={1}>
                    {[item.locality, item.city].filter(Boolean).join(', ')}
                  </Text>
                  <Text size="xs" c="gray.7">
                    {t('recentlyViewed.viewedAt', {
                      when: formatRelativeTime(
                        new Date(item.viewedAt).toISOString(),
                        now,
                        t('recentlyViewed.justNow'),
                        locale,
                      ),
                    })}
                  </Text>
                </Stack>
              </Group>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
