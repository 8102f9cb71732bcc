import { useState } from 'react';
import { Alert, Anchor, Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconCalendarCheck, IconCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/error-messages';
import { formatDate, intlLocale } from '../../../lib/format';
import { useRequestVisit } from '../api/site-visits';
import { formatVisitTime } from '../lib/visits';
import { SlotChooser, type ChosenSlot } from './slot-chooser';

/** On a listing's page, for a seeker: pick a 30-minute slot and ask the owner for a visit. */
export function BookVisitCard({ propertyId }: { propertyId: string }) {
  const { t, i18n } = useTranslation(['siteVisits', 'common']);
  const [open, setOpen] = useState(false);
  const [slot, setSlot] = useState<ChosenSlot | null>(null);
  const request = useRequestVisit();
  const locale = intlLocale(i18n.language);
  const done = request.isSuccess ? request.data : null;
  return (
    <Card withBorder radius="md" p="md" component="section" aria-labelledby="book-visit-title">
      <Stack gap="sm">
        <Title order={2} fz="md" id="book-visit-title">
          {t('book.title')}
        </Title>
        {done ? (
          <Alert
            color="teal"
            variant="light"
            role="status"
            icon={<IconCheck size={18} aria-hidden />}
            title={t('book.requested')}
          >
            <Stack gap={4}>
              <Text size="sm">
                {t('book.requestedText', {
                  date: formatDate(done.date, 'medium', locale),
                  time: formatVisitTime(done.time, locale),
                })}
              </Text>
              <Anchor component={Link} to="/visits" size="sm" fw={600}>
                {t('book.seeVisits')}
              </Anchor>
            </Stack>
          </Alert>
        ) : open ? (
          <>
            <SlotChooser
              propertyId={propertyId}
              value={slot}
              onChange={(s) => {
                setSlot(s);
                request.reset();
              }}
            />
            {request.isError ? (
              <Alert color="red" variant="light" role="alert">
                {errorMessage(t, request.error)}
              </Alert>
            ) : null}
            <Button
              disabled={!slot?.time}
              loading={request.isPending}
              onClick={() =>
                slot?.time &&
                request.mutate(
                  { propertyId, date: slot.date, time: slot.time },
                  { onError: () => setSlot({ date: slot.date, time: '' }) },
                )
              }
              fullWidth
            >
              {t('book.submit')}
            </Button>
          </>
        ) : (
          <>
            <Button
              variant="light"
              leftSection={<IconCalendarCheck size={18} aria-hidden />}
              onClick={() => setOpen(true)}
              fullWidth
            >
              {t('book.open')}
            </Button>
            <Text size="xs" c="gray.7">
              {t('book.lead')}
            </Text>
          </>
        )}
      </Stack>
    </Card>
  );
}
