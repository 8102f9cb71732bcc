import { describe, expect, it } from 'vitest';
import type { RentEscalation } from '@nivaas/shared';
import { renderStatic, textOf } from '../../../../test/static-render';
import { rentEscalationKeys } from '../api/rent-escalation';
import { RentEscalationPanel } from './rent-escalation-panel';

const setting: RentEscalation = {
  propertyId: 'p1',
  rentIncreaseType: 'percentage',
  rentIncreaseValue: 5,
  rentIncreaseFrequencyMonths: 12,
  nextEscalationDue: '2027-01-31T00:00:00.000Z',
  nextRent: 21000,
  initialRent: 20000,
  currentRent: 20000,
  lastEscalationDate: null,
  createdAt: '2026-01-31T00:00:00.000Z',
  updatedAt: '2026-01-31T00:00:00.000Z',
  escalationHistory: [],
};
const seeded = (rentEscalation: RentEscalation | null) => ({
  seed: [
    [rentEscalationKeys.state('p1'), { rentEscalation }],
    [rentEscalationKeys.history('p1'), []],
    [rentEscalationKeys.notices('p1'), []],
  ] as [readonly unknown[], unknown][],
});

describe('the owner’s rent escalation panel', () => {
  it('leaves due increases to the schedule: no "Run due check" button', async () => {
    const text = textOf(
      await renderStatic(
        <RentEscalationPanel propertyId="p1" listingRent={20000} />,
        seeded(setting),
      ),
    );
    expect(text).toContain('Apply increase now');
    expect(text).not.toContain('Run due check');
  });

  it('explains the months in plain words, without calendar arithmetic', async () => {
    const text = textOf(
      await renderStatic(<RentEscalationPanel propertyId="p1" listingRent={20000} />, seeded(null)),
    );
    expect(text).toContain(
      'The rent goes up on the same date each time, or on the last day of a shorter month.',
    );
    expect(text).not.toContain('31 January plus one month');
  });
});
