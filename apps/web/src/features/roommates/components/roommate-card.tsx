import { Anchor, Avatar, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { usePlaceNames } from '../../../lib/place-names';
import type { RoommateCard as Card_ } from '@nivaas/shared';
import { formatBudgetRange } from '../lib/format-budget';
import { collegeDisplayName, freeSpots, roommateName } from '../lib/profile-view';
import { useRoommatesT } from '../lib/use-roommates-t';
import { LifestyleChips } from './lifestyle-chips';
import { PhoneVerifiedBadge } from '../../../components/ui/phone-verified-badge';

/** One search result: who they are, where, their budget and lifestyle; the name opens the profile. */
export function RoommateCard({ card, showMatch }: { card: Card_; showMatch: boolean }) {
  const { t } = useRoommatesT();
  const places = usePlaceNames();
  const name = roommateName(card) ?? t('card.someone');
  const spots = freeSpots(card);
  const facts = [
    card.age !== undefined ? t('card.age', { age: card.age }) : null,
    card.occupation,
    places.city(card.city),
  ].filter(Boolean);
  return (
    <Card component="article" withBorder radius="lg" padding="md" h="100%">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Avatar
            src={card.avatarUrl || null}
            alt=""
            radius="xl"
            size="lg"
            name={name}
            color="teal"
          />
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Anchor
                component={Link}
                to={`/roommates/profile/${encodeURIComponent(card.userId)}`}
                fw={700}
                c="bright"
                truncate
                aria-label={t('card.view', { name })}
              >
                {name}
              </Anchor>
              {showMatch && card.percentage !== undefined ? (
                <Badge color="teal" variant="filled" style={{ flexShrink: 0 }}>
                  {t('card.match', { percentage: card.percentage })}
                </Badge>
              ) : null}
            </Group>
            <Text size="sm" c="gray.7" truncate>
              {facts.join(' · ')}
            </Text>
          </Stack>
        </Group>
        <Text size="sm" fw={600}>
          {t('card.budget', { range: formatBudgetRange(card.budget.min, card.budget.max) })}
        </Text>
        <Group gap={6}>
          {card.isStudentMode ? (
            <Badge variant="outline" color="indigo" tt="none">
              {card.collegeName ? collegeDisplayName(card.collegeName) : t('card.student')}
            </Badge>
          ) : null}
          <Badge variant="outline" color={card.alreadyHasRoom ? 'teal' : 'orange'} tt="none">
            {card.alreadyHasRoom ? t('card.hasRoom') : t('card.looking')}
          </Badge>
          {spots !== null ? (
            <Badge variant="outline" color="teal" tt="none">
              {t('card.freeSpots', { count: spots })}
            </Badge>
          ) : null}
          <PhoneVerifiedBadge verified={card.phoneVerified} />
        </Group>
        <LifestyleChips profile={card} />
      </Stack>
    </Card>
  );
}
