import { Tabs } from '@mantine/core';
import {
  IconCalendarEvent,
  IconCalendarTime,
  IconClipboardList,
  IconForms,
  IconTrendingUp,
} from '@tabler/icons-react';
import type { Property } from '@nivaas/shared';
import { useTranslation } from '../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { ApplicationFormSection } from '../../../features/application-forms/components/application-form-section';
import { OwnerApplications } from '../../../features/applications/components/owner-applications';
import { BookingsList } from '../../../features/bookings/components/bookings-list';
import { StayMoneyButton } from '../../../features/rent-ledger/components/stay-money';
import { RentEscalationPanel } from '../../../features/rent-escalations/components/rent-escalation-panel';
import { VisitingHoursEditor } from '../../../features/site-visits/components/visiting-hours-editor';

export const OWNER_PROPERTY_TABS = ['applications', 'form', 'visits', 'stays', 'rent'] as const;
type Tab = (typeof OWNER_PROPERTY_TABS)[number];

/**
 * Renting the listing out, below its summary: the applications it has received, the form
 * applicants answer, the stays booked and the rent's schedule. The tab is in the URL
 * (`?tab=stays`), so a notification can open the right one.
 */
export function OwnerPropertySections({ property }: { property: Property }) {
  const { t } = useTranslation([
    'owner',
    'applications',
    'applicationForms',
    'bookings',
    'rentEscalation',
    'siteVisits',
    'common',
  ]);
  const [search, setSearch] = useSearchParams();
  // Stays and a rising rent belong to listings for rent; a sale has applications only.
  const forRent = property.listingType === 'rent';
  const tabs: readonly Tab[] = forRent ? OWNER_PROPERTY_TABS : ['applications', 'form', 'visits'];
  const asked = search.get('tab');
  const tab: Tab = tabs.includes(asked as Tab) ? (asked as Tab) : 'applications';
  return (
    <Tabs
      value={tab}
      onChange={(v) =>
        setSearch(v && v !== 'applications' ? { tab: v } : {}, {
          replace: true,
          preventScrollReset: true,
        })
      }
      keepMounted={false}
      variant="outline"
    >
      <Tabs.List>
        <Tabs.Tab value="applications" leftSection={<IconClipboardList size={16} aria-hidden />}>
          {t('applications:page.ownerTitle')}
        </Tabs.Tab>
        <Tabs.Tab value="form" leftSection={<IconForms size={16} aria-hidden />}>
          {t('applicationForms:section.title')}
        </Tabs.Tab>
        <Tabs.Tab value="visits" leftSection={<IconCalendarTime size={16} aria-hidden />}>
          {t('siteVisits:hours.tab')}
        </Tabs.Tab>
        {forRent ? (
          <>
            <Tabs.Tab value="stays" leftSection={<IconCalendarEvent size={16} aria-hidden />}>
              {t('bookings:list.ownerLabel')}
            </Tabs.Tab>
            <Tabs.Tab value="rent" leftSection={<IconTrendingUp size={16} aria-hidden />}>
              {t('rentEscalation:title')}
            </Tabs.Tab>
          </>
        ) : null}
      </Tabs.List>
      <Tabs.Panel value="applications" pt="md">
        <OwnerApplications propertyId={property.id} />
      </Tabs.Panel>
      <Tabs.Panel value="form" pt="md">
        <ApplicationFormSection propertyId={property.id} />
      </Tabs.Panel>
      <Tabs.Panel value="visits" pt="md">
        <VisitingHoursEditor propertyId={property.id} />
      </Tabs.Panel>
      {forRent ? (
        <>
          <Tabs.Panel value="stays" pt="md">
            <BookingsList
              as="owner"
              propertyId={property.id}
              stayActions={(stay) =>
                stay.status === 'confirmed' ? <StayMoneyButton bookingId={stay.id} /> : null
              }
            />
          </Tabs.Panel>
          <Tabs.Panel value="rent" pt="md">
            <RentEscalationPanel propertyId={property.id} listingRent={property.rent} />
          </Tabs.Panel>
        </>
      ) : null}
    </Tabs>
  );
}
