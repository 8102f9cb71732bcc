import { Anchor, Avatar, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconMessageCircle, IconPhone } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { formatDate, intlLocale } from '../../../lib/format';
import { useUser } from '../../../lib/api/users';
import { telUrl, whatsAppChatUrl } from '../../../lib/share-links';
import { PhoneVerifiedBadge } from '../../../components/ui/phone-verified-badge';

interface OwnerCardProps {
  ownerId: string;
  /** The listing being looked at: "Contact owner" opens the conversation about it. */
  propertyId: string;
  isOwner: boolean;
}

/**
 * Who lists this home, since when, and the ways to reach them: chat, and Call and WhatsApp when
 * the owner shows their phone (only signed-in people open this page).
 */
export function OwnerCard({ ownerId, propertyId, isOwner }: OwnerCardProps) {
  const { t, i18n } = useTranslation('propertyDetails');
  // The owner's card changes rarely; a listing page need not ask again for five minutes.
  const owner = useUser(ownerId, { staleTime: 5 * 60_000 });
  const name = owner.data ? `${owner.data.firstName} ${owner.data.lastName}`.trim() : '';

  return (
    <Card withBorder radius="md" p="md" component="section" aria-labelledby="owner-card-title">
      <Stack gap="sm">
        <Text id="owner-card-title" fw={600} size="sm" c="dimmed" tt="uppercase">
          {t('owner.title')}
        </Text>
        {owner.isPending ? (
          <Group>
            <Skeleton height={48} circle />
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton height={14} width="60%" />
              <Skeleton height={12} width="40%" />
            </Stack>
          </Group>
        ) : (
          <Group wrap="nowrap">
            <Avatar src={owner.data?.avatarUrl || null} alt="" size={48} radius="xl" name={name} />
            <Stack gap={2}>
              {owner.data ? (
                <Anchor component={Link} to={`/user/${ownerId}`} fw={600}>
                  {name || t('owner.unnamed')}
                </Anchor>
              ) : (
                <Text fw={600}>{t('owner.unknown')}</Text>
              )}
              <PhoneVerifiedBadge verified={owner.data?.phoneVerified} />
              {owner.data?.createdAt && (
                <Text size="sm" c="dimmed">
                  {t('owner.memberSince', {
                    date: formatDate(owner.data.createdAt, 'medium', intlLocale(i18n.language)),
                  })}
                </Text>
              )}
            </Stack>
          </Group>
        )}
        {!isOwner && (
          <Button
            component={Link}
            to={`/messages/${ownerId}?propertyId=${encodeURIComponent(propertyId)}`}
            variant="light"
            leftSection={<IconMessageCircle size={18} aria-hidden />}
          >
            {t('owner.contact')}
          </Button>
        )}
        {!isOwner && owner.data?.contactPhone && (
          <Group grow gap="xs">
            <Button
              component="a"
              href={telUrl(owner.data.contactPhone)}
              variant="default"
              leftSection={<IconPhone size={18} aria-hidden />}
            >
              {t('owner.call')}
            </Button>
            <Button
              component="a"
              href={whatsAppChatUrl(owner.data.contactPhone)}
              target="_blank"
              rel="noopener noreferrer"
              variant="default"
              leftSection={<IconBrandWhatsapp size={18} aria-hidden />}
            >
              {t('owner.whatsapp')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
