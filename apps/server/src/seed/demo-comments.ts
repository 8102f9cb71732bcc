import type { PropertyType } from '@nivaas/shared';
import type { Random } from './demo-random';
import { weightedNumber } from './demo-weights';

/** Reviews as visitors write them, by star rating; PGs and plots have their own concerns. */
const HOME: Record<number, string[]> = {
  5: [
    'Visited last weekend. The flat is exactly as in the photos and the owner was very helpful.',
    'Lovely locality, lots of shops within walking distance. Water supply is regular.',
    'Very well maintained and the neighbours are friendly. Highly recommended for families.',
    'Good ventilation and plenty of sunlight. The owner answered every question patiently.',
  ],
  4: [
    'Good place overall. Parking is a bit tight in the evenings.',
    'Nice and airy rooms. The road outside gets busy at office hours.',
    'Clean building and a responsive owner. The kitchen is slightly small.',
    'Fair rent for the area. Power cuts are rare and there is backup for the lift.',
  ],
  3: [
    'Decent for the price. The bathroom fittings need some repair.',
    'Location is convenient but the lift was under maintenance when I visited.',
    'Okay flat; the building could use a fresh coat of paint.',
  ],
  2: [
    'The photos look better than the place. Walls need fresh paint.',
    'The owner took two days to reply to my messages.',
  ],
  1: ['Neighbours say water is short in summer. Ask about it before you pay the advance.'],
};
const PG: Record<number, string[]> = {
  5: [
    'Food is home-style and tasty, and the Wi-Fi is fast enough for work calls.',
    'Clean rooms, safe area and a caring warden. Stayed here for a year.',
  ],
  4: [
    'Good PG for the price. Hot water only in the mornings.',
    'Close to the bus stop and the rooms are cleaned daily.',
  ],
  3: ['Rooms are fine but the mess menu repeats a lot.'],
  2: ['Wi-Fi drops often in the evenings.'],
  1: ['Too crowded for the rent they ask.'],
};
const LAND: Record<number, string[]> = {
  5: ['Saw the plot in person: clear boundaries and a good approach road.'],
  4: ['Good location and documents look clear. Price is on the higher side.'],
  3: ['Layout is still developing; few houses around yet.'],
  2: ['The road to the plot is not tarred yet.'],
  1: ['Far from the main road and no street lights.'],
};
const COMMERCIAL: Record<number, string[]> = {
  5: ['Prime spot with steady footfall all day.'],
  4: ['Good frontage; parking for customers is limited.'],
  3: ['Space is fine but the washroom is shared with other shops.'],
  2: ['Rent is high for this stretch of the road.'],
  1: ['The shutter and wiring need a lot of work.'],
};

const RATING = weightedNumber({ 5: 34, 4: 36, 3: 17, 2: 8, 1: 5 });

export function makeComment(r: Random, type: PropertyType): { content: string; rating: number } {
  const rating = RATING(r);
  const texts =
    type === 'pg' || type === 'room'
      ? PG
      : type === 'plot'
        ? LAND
        : type === 'commercial'
          ? COMMERCIAL
          : HOME;
  return { rating, content: r.pick(texts[rating] ?? HOME[4]!) };
}
