import { NumberInput, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { ROOMMATE_LIMITS, type RoomPhoto } from '@nivaas/shared';
import { useRoommatesT } from '../../lib/use-roommates-t';
import type { ProfileForm } from './form-types';
import { RoomPhotosField } from './room-photos-field';

/** Step 4: the room, only when the person already has one; and pausing the profile. */
export function RoomStep({
  form,
  photos,
}: {
  form: ProfileForm;
  /** The saved room photos; null while the profile is being created. */
  photos: RoomPhoto[] | null;
}) {
  const { t } = useRoommatesT();
  const hasRoom = form.getValues().alreadyHasRoom;
  const whole = { allowDecimal: false, allowNegative: false, inputMode: 'numeric' as const };
  return (
    <Stack gap="md">
      <Switch
        label={t('form.alreadyHasRoom')}
        {...form.getInputProps('alreadyHasRoom', { type: 'checkbox' })}
        key={form.key('alreadyHasRoom')}
      />
      {hasRoom ? (
        <Stack gap="sm">
          <NumberInput
            label={t('form.roomRent')}
            min={0}
            max={ROOMMATE_LIMITS.budgetMax}
            thousandSeparator=","
            thousandsGroupStyle="lakh"
            prefix="₹"
            {...whole}
            {...form.getInputProps('roomDetails.roomRent')}
            key={form.key('roomDetails.roomRent')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NumberInput
              label={t('form.maximumCapacity')}
              min={1}
              max={20}
              {...whole}
              {...form.getInputProps('roomDetails.maximumCapacity')}
              key={form.key('roomDetails.maximumCapacity')}
            />
            <NumberInput
              label={t('form.numberOfRoommatesLiving')}
              min={0}
              max={20}
              {...whole}
              {...form.getInputProps('roomDetails.numberOfRoommatesLiving')}
              key={form.key('roomDetails.numberOfRoommatesLiving')}
            />
          </SimpleGrid>
          <TextInput
            label={t('form.roomLocation')}
            placeholder={t('form.roomLocationPlaceholder')}
            maxLength={200}
            {...form.getInputProps('roomDetails.roomLocation')}
            key={form.key('roomDetails.roomLocation')}
          />
          <RoomPhotosField photos={photos} />
        </Stack>
      ) : null}
      <Switch
        label={t('form.paused')}
        description={t('form.pausedHint')}
        {...form.getInputProps('paused', { type: 'checkbox' })}
        key={form.key('paused')}
      />
    </Stack>
  );
}
