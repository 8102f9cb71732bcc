import { useState, type FormEvent } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Modal,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendarEvent, IconCheck } from '@tabler/icons-react';
import { addDaysToDate, addMonthsToDate, BOOKING_LIMITS, type Booking } from '@nivaas/shared';
import { Link } from 'react-router';
import { errorMessage, translateFieldError } from '../../../lib/error-messages';
import { formatDate, formatINR, intlLocale } from '../../../lib/format';
import { useCreateBooking } from '../api/bookings';
import { clashingStay, stayFormErrors, stayQuote, todayInIndia, type StayForm } from '../lib/stay';
import { useBookingsT } from '../lib/use-bookings-t';
import { StayQuoteSummary } from './stay-quote-summary';

export interface BookStayProps {
  propertyId: string;
  title: string;
  /** The listing's monthly rent; a listing without one (for sale) cannot be booked. */
  monthlyRent: number | null;
}

/** On the listing page, for a seeker: request a stay, with its total shown before confirming. */
export function BookStayCard(props: BookStayProps) {
  const { t } = useBookingsT();
  const [open, setOpen] = useState(false);
  const [booked, setBooked] = useState<Booking | null>(null);
  if (!props.monthlyRent) return null;
  return (
    <Card withBorder radius="md" p="md" component="section" aria-label={t('book.title')}>
      <Stack gap={6}>
        {booked ? (
          <Alert
            color="teal"
            variant="light"
            icon={<IconCheck size={18} aria-hidden />}
            role="status"
            title={t('book.requested')}
          >
            <Stack gap={4}>
              <Text size="sm">{t('book.requestedText')}</Text>
              <Anchor component={Link} to="/tenant" size="sm" fw={600}>
                {t('book.seeStays')}
              </Anchor>
            </Stack>
          </Alert>
        ) : null}
        <Button
          variant="light"
          leftSection={<IconCalendarEvent size={18} aria-hidden />}
          onClick={() => setOpen(true)}
          fullWidth
        >
          {t('book.open')}
        </Button>
        <Text size="xs" c="gray.7">
          {t('book.lead')}
        </Text>
      </Stack>
      <BookStayModal
        {...props}
        opened={open}
        onClose={() => setOpen(false)}
        onBooked={(b) => {
          setBooked(b);
          setOpen(false);
        }}
      />
    </Card>
  );
}

function BookStayModal({
  propertyId,
  title,
  monthlyRent,
  opened,
  onClose,
  onBooked,
}: BookStayProps & { opened: boolean; onClose: () => void; onBooked: (b: Booking) => void }) {
  const { t, i18n } = useBookingsT();
  const narrow = useMediaQuery('(max-width: 48em)');
  const today = todayInIndia();
  const [values, setValues] = useState<StayForm>(() => ({
    startDate: addDaysToDate(today, 7),
    endDate: addDaysToDate(addMonthsToDate(addDaysToDate(today, 7), 1), -1),
    notes: '',
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateBooking(propertyId);
  const quote = stayQuote(monthlyRent, values.startDate, values.endDate);
  const clash = clashingStay(create.error);
  const locale = intlLocale(i18n.language);
  const set = (name: keyof StayForm) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: '' }));
    // A clash or refusal was about the dates as they were; new dates deserve a fresh answer.
    if (create.isError) create.reset();
  };
  const err = (name: string) => (errors[name] ? translateFieldError(t, errors[name]) : undefined);
  // A browser shows a date box in its own locale's order: the date in words settles it.
  const dateInWords = (date: string) =>
    /^\d{4}-\d{2}-\d{2}$/.test(date) ? formatDate(date, 'medium', locale) : ' ';

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = stayFormErrors(values, today);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(
      { startDate: values.startDate, endDate: values.endDate, notes: values.notes.trim() },
      { onSuccess: onBooked },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('book.modalTitle', { title })}
      fullScreen={narrow}
      size="md"
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Group grow align="flex-start" wrap="wrap" gap="sm">
            <TextInput
              type="date"
              label={t('book.startDate')}
              description={dateInWords(values.startDate)}
              withAsterisk
              min={today}
              value={values.startDate}
              error={err('startDate')}
              miw={150}
              onChange={(e) => set('startDate')(e.currentTarget.value)}
            />
            <TextInput
              type="date"
              label={t('book.endDate')}
              description={dateInWords(values.endDate)}
              withAsterisk
              min={values.startDate || today}
              value={values.endDate}
              error={err('endDate')}
              miw={150}
              onChange={(e) => set('endDate')(e.currentTarget.value)}
            />
          </Group>
          <Textarea
            label={t('book.notes')}
            description={t('book.notesHint')}
            value={values.notes}
            maxLength={BOOKING_LIMITS.notesMax}
            autosize
            minRows={2}
            error={err('notes')}
            onChange={(e) => set('notes')(e.currentTarget.value)}
          />
          {quote ? (
            <StayQuoteSummary quote={quote} />
          ) : (
            <Text size="sm" c="gray.7">
              {t('quote.pickDates')}
            </Text>
          )}
          {create.isError ? (
            <Alert color="red" variant="light" role="alert" title={t('errors.createFailed')}>
              {clash
                ? t('clash', {
                    start: formatDate(clash.startDate, 'medium', locale),
                    end: formatDate(clash.endDate, 'medium', locale),
                  })
                : errorMessage(t, create.error)}
            </Alert>
          ) : null}
          <Text size="xs" c="gray.7">
            {t('book.pendingNote')}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={create.isPending}>
              {t('book.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} disabled={!quote}>
              {quote
                ? t('book.confirmWithTotal', { total: formatINR(quote.totalAmount) })
                : t('book.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
