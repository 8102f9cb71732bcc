import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { addDaysToDate, kolkataDate, visitStartsAt, type SiteVisit } from '@nivaas/shared';
import { siteVisitsQuery, visitSlotsQuery } from '../api/site-visits';
import { BookVisitCard } from './book-visit-card';
import { SlotChooser } from './slot-chooser';
import { VisitsList } from './visits-list';

type Json = Record<string, unknown>;
const files = import.meta.glob<Json>('../../../locales/{en,hi}/{common,siteVisits}.json', {
  eager: true,
  import: 'default',
});
const texts = (lng: string, ns: string) => files[`../../../locales/${lng}/${ns}.json`]!;

async function render(ui: React.ReactNode, fill: (qc: QueryClient) => void, lng = 'en') {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    ns: ['common', 'siteVisits'],
    defaultNS: 'common',
    resources: {
      [lng]: { common: texts(lng, 'common'), siteVisits: texts(lng, 'siteVisits') },
    },
    interpolation: { escapeValue: false },
  });
  const qc = new QueryClient();
  fill(qc);
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={qc}>
          <MemoryRouter>{ui}</MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}

const day = (n: number) => addDaysToDate(kolkataDate(new Date()), n);
const visit = (over: Partial<SiteVisit>): SiteVisit => ({
  id: 'v1',
  propertyId: 'p1',
  propertyTitle: '2 BHK in Brodipet',
  ownerId: 'o1',
  ownerName: 'Lakshmi Rao',
  seekerId: 's1',
  seekerName: 'Arjun Kumar',
  date: day(2),
  time: '11:00',
  startsAt: visitStartsAt(day(2), '11:00'),
  status: 'requested',
  proposedDate: null,
  proposedTime: null,
  note: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});
const withVisits = (as: 'seeker' | 'owner', visits: SiteVisit[]) => (qc: QueryClient) =>
  qc.setQueryData(siteVisitsQuery(as).queryKey, { visits });

describe('My visits', () => {
  it('lets the owner confirm, propose another time or decline a request', async () => {
    const html = await render(<VisitsList as="owner" />, withVisits('owner', [visit({})]));
    expect(html).toContain('2 BHK in Brodipet');
    expect(html).toContain('Visitor: Arjun Kumar');
    expect(html).toContain('11:00 am');
    expect(html).toContain('Waiting for the owner');
    for (const action of ['Confirm', 'Propose another time', 'Decline'])
      expect(html).toContain(`>${action}<`);
    expect(html).not.toContain('.ics');
  });

  it('offers the seeker the proposed time and, once confirmed, a calendar file', async () => {
    const proposed = await render(
      <VisitsList as="seeker" />,
      withVisits('seeker', [
        visit({ status: 'proposed', proposedDate: day(3), proposedTime: '16:30' }),
      ]),
    );
    expect(proposed).toContain('Proposed instead:');
    expect(proposed).toContain('4:30 pm');
    expect(proposed).toContain('Accept this time');
    expect(proposed).not.toContain('>Confirm<');

    const confirmed = await render(
      <VisitsList as="seeker" />,
      withVisits('seeker', [visit({ status: 'confirmed' })]),
    );
    expect(confirmed).toContain('href="/api/site-visits/v1/ics"');
    expect(confirmed).not.toContain('>Apply<');
  });

  it('shows "Apply" on a confirmed visit whose time has passed', async () => {
    const past = visit({
      status: 'confirmed',
      date: day(-1),
      startsAt: visitStartsAt(day(-1), '11:00'),
    });
    const html = await render(<VisitsList as="seeker" />, withVisits('seeker', [past]));
    expect(html).toContain('href="/properties/p1/apply"');
    expect(html).toContain('>Apply<');
    expect(html).not.toContain('.ics');
    // The owner has nothing to do on it.
    const owner = await render(<VisitsList as="owner" />, withVisits('owner', [past]));
    expect(owner).not.toContain('>Apply<');
  });

  it('says there are none yet, for each side, and speaks Hindi', async () => {
    expect(await render(<VisitsList as="seeker" />, withVisits('seeker', []))).toContain(
      'You have not booked any visits yet',
    );
    expect(await render(<VisitsList as="owner" />, withVisits('owner', []))).toContain(
      'No visits asked for yet',
    );
    const hi = await render(<VisitsList as="seeker" />, withVisits('seeker', [visit({})]), 'hi');
    expect(hi).toContain('मालिक के जवाब का इंतज़ार');
  });

  it('shows a placeholder while loading', async () => {
    const html = await render(<VisitsList as="seeker" />, () => {});
    expect(html).toContain('aria-busy="true"');
  });
});

describe('Choosing a visit time', () => {
  it('lists only the days with free times, and the first day’s times', async () => {
    const slots = {
      timeZone: 'Asia/Kolkata' as const,
      days: [
        { date: day(0), times: [] },
        { date: day(1), times: ['10:00', '10:30'] },
        { date: day(2), times: ['17:00'] },
      ],
    };
    const html = await render(
      <SlotChooser propertyId="p1" value={null} onChange={() => {}} />,
      (qc) => qc.setQueryData(visitSlotsQuery('p1').queryKey, slots),
    );
    expect(html).toContain('10:00 am');
    expect(html).toContain('10:30 am');
    expect(html).not.toContain('5:00 pm');
    expect(html.match(/type="radio"/g)?.length).toBe(4);
  });

  it('says when the owner has no free times', async () => {
    const html = await render(
      <SlotChooser propertyId="p1" value={null} onChange={() => {}} />,
      (qc) =>
        qc.setQueryData(visitSlotsQuery('p1').queryKey, {
          timeZone: 'Asia/Kolkata',
          days: [{ date: day(0), times: [] }],
        }),
    );
    expect(html).toContain('no free visiting times');
  });

  it('starts as one "Book a visit" button on the listing', async () => {
    const html = await render(<BookVisitCard propertyId="p1" />, () => {});
    expect(html).toContain('Book a visit');
    expect(html).toContain('Visit this home');
  });
});
