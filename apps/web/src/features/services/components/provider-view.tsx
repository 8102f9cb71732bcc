import type { ReactNode } from 'react';
import { Avatar, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ProviderProfile } from '@nivaas/shared';
import { formatDate, intlLocale } from '../../../lib/format';
import { ratingText } from '../lib/price';
import { worksIn } from '../lib/areas';
import { useServicesT } from '../lib/use-services-t';
import { PhoneVerifiedBadge } from '../../../components/ui/phone-verified-badge';
import { VerifiedBadge } from '../../../components/ui/verified-badge';

/** The provider's card: who they are, how long they have worked, where, and their rating. */
export function ProviderHeader({
  provider,
  actions,
}: {
  provider: ProviderProfile;
  actions?: ReactNode;
}) {
  const { t, i18n } = useServicesT();
  const name = `${provider.firstName} ${provider.lastName}`.trim();
  const rating = ratingText(t, provider.rating, provider.reviewCount);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <Avatar src={provider.avatarUrl} size={72} radius="xl" alt="" color="teal">
            {provider.firstName.slice(0, 1)}
          </Avatar>
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={1} fz={{ base: 22, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Title>
            <Group gap={6}>
              {provider.serviceCategory ? (
                <Badge variant="light">
                  {t(`categories.${provider.serviceCategory}`, {
                    defaultValue: provider.serviceCategory,
                  })}
                </Badge>
              ) : null}
              <PhoneVerifiedBadge verified={provider.phoneVerified} />
              <VerifiedBadge kind="provider" verified={provider.verified} />
              <Text size="sm" c="gray.8" data-testid="provider-rating">
                {rating ?? t('rating.none')}
              </Text>
            </Group>
            <Text size="sm" c="gray.7">
              {t('provider.memberSince', {
                date: formatDate(provider.memberSince, 'medium', intlLocale(i18n.language)),
              })}
            </Text>
          </Stack>
        </Group>
        {provider.bio ? (
          <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{provider.bio}</Text>
        ) : null}
        <Stack gap={4}>
          {provider.experienceYears !== null ? (
            <Text size="sm">
              <b>{t('provider.experience')}:</b>{' '}
              {t('provider.years', { count: provider.experienceYears })}
            </Text>
          ) : null}
          {provider.languages.length > 0 ? (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              <b>{t('provider.languages')}:</b> {provider.languages.join(', ')}
            </Text>
          ) : null}
          {provider.serviceAreas.length > 0 ? (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              <b>{t('provider.areas')}:</b> {worksIn(provider.serviceAreas)}
            </Text>
          ) : null}
        </Stack>
        {actions ? <Group gap="sm">{actions}</Group> : null}
      </Stack>
    </Paper>
  );
}
