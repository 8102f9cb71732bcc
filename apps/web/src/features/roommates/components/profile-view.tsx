import { useId, type ReactNode } from 'react';
import {
  Avatar,
  Badge,
  Divider,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { RoommateProfile } from '@nivaas/shared';
import { formatINR } from '../../../lib/format';
import { formatBudgetRange } from '../lib/format-budget';
import { collegeDisplayName, freeSpots, roommateName } from '../lib/profile-view';
import { useRoommatesT } from '../lib/use-roommates-t';
import { LifestyleChips } from './lifestyle-chips';

/** A roommate profile as others see it (the API never sends email or phone). */
export function ProfileView({
  profile: p,
  actions,
}: {
  profile: RoommateProfile;
  actions?: ReactNode;
}) {
  const { t } = useRoommatesT();
  const name = roommateName(p) ?? t('card.someone');
  const yesNo = (v: boolean) => (v ? t('profile.yes') : t('profile.no'));
  const spots = freeSpots(p);
  const details: Array<[string, ReactNode]> = [
    [t('profile.age'), p.age],
    [t('profile.gender'), p.gender ? t(`values.gender.${p.gender}`) : null],
    [t('profile.occupation'), p.occupation],
    [t('profile.lookingFor'), p.lookingFor ? t(`values.lookingFor.${p.lookingFor}`) : null],
    [
      t('profile.college'),
      p.isStudentMode && p.collegeName ? collegeDisplayName(p.collegeName) : null,
    ],
    [t('profile.location'), [p.city, p.state].filter(Boolean).join(', ') || null],
  ];
  const lifestyle: Array<[string, ReactNode]> = [
    [t('profile.food'), t(`values.food.${p.lifestyle.foodPreference}`)],
    [t('profile.smoking'), yesNo(p.lifestyle.smoking)],
    [t('profile.drinking'), yesNo(p.lifestyle.drinking)],
    [t('profile.pets'), yesNo(p.lifestyle.pets)],
    [t('profile.cleanliness'), t(`values.cleanliness.${p.lifestyle.cleanliness}`)],
    [t('profile.workSchedule'), t(`values.workSchedule.${p.lifestyle.workSchedule}`)],
    [t('profile.sleepPattern'), p.sleepPattern ? t(`values.sleepPattern.${p.sleepPattern}`) : null],
    [t('profile.partying'), p.partying ? t(`values.partying.${p.partying}`) : null],
    [t('profile.guestPolicy'), p.guestPolicy ? t(`values.guestPolicy.${p.guestPolicy}`) : null],
    [t('profile.languages'), p.languages?.length ? p.languages.join(', ') : null],
    [t('profile.interests'), p.interests?.length ? p.interests.join(', ') : null],
  ];
  const room: Array<[string, ReactNode]> = p.alreadyHasRoom
    ? [
        [
          t('profile.roomRent'),
          p.roomDetails?.roomRent !== undefined ? formatINR(p.roomDetails.roomRent) : null,
        ],
        [t('profile.capacity'), p.roomDetails?.maximumCapacity],
        [t('profile.living'), p.roomDetails?.numberOfRoommatesLiving],
        [t('profile.freeSpots'), spots],
        [t('profile.roomLocation'), p.roomDetails?.roomLocation],
      ]
    : [];

  return (
    <Stack gap="lg">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Avatar src={p.avatarUrl || null} alt="" radius="xl" size={72} name={name} color="teal" />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={1} fz={{ base: 24, sm: 30 }} lh={1.2}>
            {name}
          </Title>
          <Text fw={600}>
            {t('card.budget', { range: formatBudgetRange(p.budget.min, p.budget.max) })}
          </Text>
          <Group gap={6}>
            <Badge variant="outline" color={p.alreadyHasRoom ? 'teal' : 'orange'} tt="none">
              {p.alreadyHasRoom ? t('card.hasRoom') : t('card.looking')}
            </Badge>
            {spots !== null ? (
              <Badge variant="outline" color="teal" tt="none">
                {t('card.freeSpots', { count: spots })}
              </Badge>
            ) : null}
          </Group>
        </Stack>
      </Group>
      {actions ? <Group gap="sm">{actions}</Group> : null}
      <Text size="sm" c="gray.7">
        {t('profile.privacy')}
      </Text>
      {p.bio ? (
        <Section title={t('profile.about')}>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{p.bio}</Text>
        </Section>
      ) : null}
      <Section title={t('profile.details')}>
        <Facts rows={details} />
      </Section>
      {p.preferredLocations.length > 0 ? (
        <Section title={t('profile.places')}>
          <Group gap={6}>
            {p.preferredLocations.map((l) => (
              <Badge key={l} variant="light" tt="none">
                {l}
              </Badge>
            ))}
          </Group>
        </Section>
      ) : null}
      <Section title={t('profile.lifestyle')}>
        <Stack gap="sm">
          <LifestyleChips profile={p} />
          <Facts rows={lifestyle} />
        </Stack>
      </Section>
      {room.length > 0 || p.roomPhotos?.length ? (
        <Section title={t('profile.room')}>
          {p.roomPhotos?.length ? (
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
              {p.roomPhotos.map((photo, i) => (
                <Image
                  key={photo.id}
                  src={photo.url}
                  alt={t('photos.alt', { n: i + 1 })}
                  radius="md"
                  h={160}
                  fit="cover"
                  loading="lazy"
                />
              ))}
            </SimpleGrid>
          ) : null}
          <Facts rows={room} />
        </Section>
      ) : null}
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="lg" p="md">
      <Stack gap="xs">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        <Divider />
        {children}
      </Stack>
    </Paper>
  );
}

/** Label and value pairs; rows without a value are left out. */
function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  const shown = rows.filter(([, v]) => v !== null && v !== undefined && v !== '');
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs" m={0}>
      {shown.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="xs" c="gray.7" fw={600}>
            {label}
          </Text>
          <Text component="dd" m={0}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
