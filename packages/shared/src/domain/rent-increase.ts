/** How a rent rises (spec sections 4 and 9). */
export const RENT_INCREASE_TYPES = ['fixed', 'percentage'] as const;
export type RentIncreaseType = (typeof RENT_INCREASE_TYPES)[number];

export interface RentIncrease {
  previousRent: number;
  newRent: number;
  /** newRent − previousRent, whole rupees. */
  increaseAmount: number;
  /** The increase as a percentage of the previous rent, to two decimals. */
  increasePercentage: number;
}

/**
 * The next rent: a fixed increase adds the value; a percentage multiplies by 1 + value/100.
 * Rent is whole rupees, so the result is rounded to the nearest rupee (half up).
 */
export function increasedRent(rent: number, type: RentIncreaseType, value: number): number {
  const raw = type === 'fixed' ? rent + value : rent * (1 + value / 100);
  // Guard against binary fractions just below .5 (12_500 × 1.05 = 13124.999…).
  return Math.round(Number(raw.toFixed(6)));
}

/** The whole of one increase, as its history entry records it. */
export function rentIncrease(rent: number, type: RentIncreaseType, value: number): RentIncrease {
  const newRent = increasedRent(rent, type, value);
  const increaseAmount = newRent - rent;
  const increasePercentage = rent > 0 ? Math.round((increaseAmount / rent) * 10_000) / 100 : 0;
  return { previousRent: rent, newRent, increaseAmount, increasePercentage };
}
