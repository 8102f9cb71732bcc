import {
  increasedRent,
  RENT_ESCALATION_LIMITS,
  type RentEscalation,
  type RentEscalationHistoryEntry,
  type RentEscalationNotice,
} from '@nivaas/shared';
import { toBool } from '../../db/dialect';
import { splitName } from '../../plugins/auth/role-on-create';
import type { HistoryRow, NoticeView, SettingRow } from './rent-escalations.repository';

/** The rent after the next increase; a rent never goes past the listing's upper bound. */
export const nextRentAfter = (
  rent: number,
  setting: Pick<SettingRow, 'rentIncreaseType' | 'rentIncreaseValue'>,
): number =>
  Math.min(
    increasedRent(rent, setting.rentIncreaseType, Number(setting.rentIncreaseValue)),
    RENT_ESCALATION_LIMITS.rentMax,
  );

export const toHistoryEntry = (row: HistoryRow): RentEscalationHistoryEntry => ({
  id: row.id,
  date: row.date,
  previousRent: Number(row.previousRent),
  newRent: Number(row.newRent),
  increaseAmount: Number(row.increaseAmount),
  increasePercentage: Number(row.increasePercentage),
  notifiedTenant: toBool(row.notifiedTenant),
  notifiedOwner: toBool(row.notifiedOwner),
  appliedAutomatically: toBool(row.appliedAutomatically),
});

/** The setting with its history; the current rent is the listing's own. */
export function toRentEscalation(
  setting: SettingRow,
  history: readonly HistoryRow[],
  listingRent: number | null,
): RentEscalation {
  const currentRent = listingRent ?? Number(setting.currentRent);
  return {
    propertyId: setting.propertyId,
    rentIncreaseType: setting.rentIncreaseType,
    rentIncreaseValue: Number(setting.rentIncreaseValue),
    rentIncreaseFrequencyMonths: Number(setting.rentIncreaseFrequencyMonths),
    nextEscalationDue: setting.nextEscalationDue,
    nextRent: nextRentAfter(currentRent, setting),
    initialRent: Number(setting.initialRent),
    currentRent,
    lastEscalationDate: setting.lastEscalationDate,
    createdAt: setting.createdAt,
    updatedAt: setting.updatedAt,
    escalationHistory: history.map(toHistoryEntry),
  };
}

export function toNotice(row: NoticeView): RentEscalationNotice {
  const names =
    row.recipientFirstName || row.recipientLastName
      ? { firstName: row.recipientFirstName, lastName: row.recipientLastName }
      : splitName(row.recipientName);
  return {
    id: row.id,
    propertyId: row.propertyId,
    propertyTitle: row.propertyTitle,
    kind: row.kind,
    recipient: { id: row.userId, ...names, avatarUrl: row.recipientAvatarUrl ?? '' },
    recipientRole: row.recipientRole,
    dueAt: row.dueAt,
    previousRent: Number(row.previousRent),
    newRent: Number(row.newRent),
    createdAt: row.createdAt,
    acknowledgedAt: row.acknowledgedAt,
  };
}
