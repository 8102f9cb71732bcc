import { FEATURED_CITIES, isFeaturedCity, type FeaturedCity } from '../landing/place-names';

export type HomeListing = 'rent' | 'buy';
export interface HomeChoice {
  /** A city slug of FEATURED_CITIES, or '' before the visitor chooses one. */
  city: FeaturedCity | '';
  listing: HomeListing;
}

const KEY = 'nivaas.home-choice';

/** Before the visitor chooses: no city, renting. */
export const NO_CHOICE: HomeChoice = { city: '', listing: 'rent' };

/** The city and rent-or-buy last chosen on home in this browser (nothing chosen: none). */
export function readHomeChoice(): HomeChoice {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null') as {
      city?: string;
      listing?: string;
    } | null;
    const savedCity = saved?.city ?? '';
    const city = isFeaturedCity(savedCity) ? savedCity : '';
    return { city, listing: saved?.listing === 'buy' ? 'buy' : 'rent' };
  } catch {
    return NO_CHOICE;
  }
}

export function rememberHomeChoice(choice: HomeChoice): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(choice));
  } catch {
    // Private windows may refuse storage: the choice then lasts for this visit.
  }
}

/** The city home shows listings of: the chosen one, else the first featured city. */
export const homeCity = (choice: HomeChoice): FeaturedCity => choice.city || FEATURED_CITIES[0];
