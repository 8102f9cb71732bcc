import { Avatar, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconEdit } from '@tabler/icons-react';
import type { PublicUser } from '@nivaas/shared';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { formatDate, intlLocale } from '../../../lib/format';
import { RoleBadge } from '../../../components/ui/role-badge';
import { PhoneVerifiedBadge } from '../../../components/ui/phone-verified-badge';

/** What anyone signed in sees of a person: public fields only. */
export function PublicProfileCard({ user, isSelf }: { user: PublicUser; isSelf: boolean }) {
  const { t, i18n } = useTranslation('profile');
  const name = `${user.firstName} ${user.lastName}`.trim() || t('user.unnamed');
  const since = formatDate(user.createdAt, 'medium', intlLocale(i18n.language));
  const isProvider = user.userType === 'service-provider';
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Group wrap="nowrap" align="center" gap="md">
          <Avatar
            src={user.avatarUrl || null}
            name={name}
            color="initials"
            size={88}
            radius={88}
            alt={t('avatar.alt', { name })}
          />
          <Stack gap={6} style={{ minWidth: 0 }}>
            <Title order={1} fz={{ base: 22, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Title>
            <Group gap="xs">
              <RoleBadge role={user.userType} />
              <PhoneVerifiedBadge verified={user.phoneVerified} />
            </Group>
            {since ? (
              <Group gap={6} c="gray.7">
                <IconCalendar size={16} aria-hidden />
                <Text size="sm">{t('user.memberSince', { date: since })}</Text>
              </Group>
            ) : null}
          </Stack>
        </Group>
        <Stack gap={4}>
          <Title order={2} size="h5">
            {t('user.about')}
          </Title>
          <Text
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            c={user.bio ? undefined : 'gray.7'}
          >
            {user.bio || t('user.noBio')}
          </Text>
        </Stack>
        {isProvider ? (
          <Stack gap="xs">
            <Title order={2} size="h5">
              {t('user.serviceCategory')}
            </Title>
            <Text c={user.serviceCategory ? undefined : 'gray.7'}>
              {user.serviceCategory || t('user.notSet')}
            </Text>
            <Title order={2} size="h5">
              {t('user.serviceAreas')}
            </Title>
            {user.serviceAreas.length ? (
              <Group gap={6}>
                {user.serviceAreas.map((area) => (
                  <Badge key={area} variant="outline" color="gray">
                    {area}
                  </Badge>
                ))}
              </Group>
            ) : (
              <Text c="gray.7">{t('user.notSet')}</Text>
            )}
          </Stack>
        ) : null}
        {isSelf ? (
          <Group>
            <Button
              component={Link}
              to="/profile"
              variant="light"
              leftSection={<IconEdit size={16} aria-hidden />}
            >
              {t('user.edit')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
