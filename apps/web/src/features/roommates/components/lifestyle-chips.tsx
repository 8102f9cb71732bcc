import { Badge, Group } from '@mantine/core';
import type { RoommateProfile } from '@nivaas/shared';
import { useRoommatesT } from '../lib/use-roommates-t';

/** A profile's lifestyle at a glance: food, smoking, drinking, pets, cleanliness, schedule. */
export function LifestyleChips({ profile }: { profile: Pick<RoommateProfile, 'lifestyle'> }) {
  const { t } = useRoommatesT();
  const l = profile.lifestyle;
  const chips = [
    l.foodPreference !== 'no-preference' ? t(`values.food.${l.foodPreference}`) : null,
    l.smoking ? t('chips.smokes') : t('chips.noSmoking'),
    l.drinking ? t('chips.drinks') : t('chips.noDrinking'),
    l.pets ? t('chips.pets') : null,
    t(`values.cleanliness.${l.cleanliness}`),
    t(`values.workSchedule.${l.workSchedule}`),
  ].filter((c): c is string => Boolean(c));
  return (
    <Group gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {chips.map((c) => (
        <Badge key={c} component="li" variant="light" color="gray" tt="none" fw={500}>
          {c}
        </Badge>
      ))}
    </Group>
  );
}
