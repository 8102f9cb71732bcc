import type {
  AccommodationType,
  FacingDirection,
  Furnishing,
  GenderPreference,
  LandAreaUnit,
  ListingType,
  PropertyType,
  RoomSharing,
} from '@nivaas/shared';
import type { Random } from './demo-random';

/** What the words of one listing are made from. */
export interface ListingFacts {
  type: PropertyType;
  listingType: ListingType;
  city: string;
  locality: string;
  landmark: string;
  neighbours: { name: string; km: number }[];
  bedrooms: number;
  bathrooms: number;
  area: number | null;
  furnishing: Furnishing;
  facing: FacingDirection | null;
  sharing: RoomSharing;
  mess: boolean;
  gender: GenderPreference;
  accommodation: AccommodationType;
  landArea: number | null;
  landAreaUnit: LandAreaUnit;
  depositMonths: number;
}

const UNIT_WORD: Record<LandAreaUnit, string> = {
  sqft: 'sq ft',
  sqyd: 'sq yd',
  sqm: 'sq m',
  acre: 'acre',
  hectare: 'hectare',
  cent: 'cent',
  guntha: 'guntha',
  bigha: 'bigha',
};
const FURNISHED: Record<Furnishing, string> = {
  unfurnished: 'Unfurnished',
  'semi-furnished': 'Semi-furnished',
  furnished: 'Fully furnished',
};
const FOR_WHOM: Record<AccommodationType, string> = {
  any: 'anyone',
  family: 'families',
  bachelors: 'bachelors',
  students: 'students',
  'working-professionals': 'working professionals',
};
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const facingWord = (f: FacingDirection | null) => capital(f ?? 'east');
const pgWho = (g: GenderPreference) =>
  g === 'female' ? 'Ladies' : g === 'male' ? 'Gents' : 'Co-living';
const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const withArticle = (word: string) => `${/^[aeiou]/i.test(word) ? 'An' : 'A'} ${word}`;
const ordinal = (n: number) =>
  n === 0 ? 'ground' : `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;

/** Added to a title every plain wording of which is already taken in its city. */
const DISTINGUISHERS = ['newly listed', 'quiet street', 'close to transport', 'owner nearby'];

/**
 * The listing's title, none of `taken` (the city's titles so far): a city's pages never show
 * two listings that read the same. The first choice is drawn as before (one draw), the next
 * wordings follow it.
 */
export function titleFor(
  r: Random,
  f: ListingFacts,
  taken: ReadonlySet<string> = new Set(),
): string {
  const options = titleOptions(f);
  const first = Math.floor(r.next() * options.length);
  const ordered = options.map((_, i) => options[(first + i) % options.length]!);
  const fresh = ordered.find((title) => !taken.has(title));
  if (fresh) return fresh;
  for (const extra of DISTINGUISHERS)
    for (const title of ordered) if (!taken.has(`${title}, ${extra}`)) return `${title}, ${extra}`;
  return `${ordered[0]!}, ${taken.size + 1}`;
}

function titleOptions(f: ListingFacts): string[] {
  const b = f.bedrooms;
  const loc = f.locality;
  const sale = f.listingType === 'sale';
  const options: Record<PropertyType, string[]> = {
    apartment: sale
      ? [
          `${b} BHK flat for sale in ${loc}`,
          `Ready-to-move ${b} BHK in ${loc}`,
          `${facingWord(f.facing)}-facing ${b} BHK apartment, ${loc}`,
        ]
      : [
          `Spacious ${b} BHK near ${f.landmark}`,
          `${FURNISHED[f.furnishing]} ${b} BHK flat in ${loc}`,
          `Bright ${b} BHK with balcony, ${loc}`,
          `Well-kept ${b} BHK close to ${f.landmark}`,
        ],
    house: sale
      ? [
          `Independent ${b} BHK house for sale in ${loc}`,
          `G+1 house with ${count(b, 'bedroom')}, ${loc}`,
        ]
      : [`Independent ${b} BHK house in ${loc}`, `${b} BHK portion of a house near ${f.landmark}`],
    villa: [`${b} BHK villa in a gated community, ${loc}`, `Duplex villa with garden in ${loc}`],
    studio: [
      `Compact studio near ${f.landmark}`,
      `${FURNISHED[f.furnishing]} studio apartment in ${loc}`,
    ],
    room: [
      `Single room for a working professional in ${loc}`,
      `Room with attached bathroom near ${f.landmark}`,
    ],
    pg: [
      `${pgWho(f.gender)} PG with food near ${f.landmark}`,
      `${capital(f.sharing)} sharing PG in ${loc}`,
      `${pgWho(f.gender)} PG for ${FOR_WHOM[f.accommodation]}, ${loc}`,
    ],
    plot: [
      `${f.landArea} ${UNIT_WORD[f.landAreaUnit]} residential plot in ${loc}`,
      `${facingWord(f.facing)}-facing open plot near ${f.landmark}`,
    ],
    commercial: sale
      ? [`Commercial space for sale in ${loc}`, `${f.area} sq ft showroom space, ${loc}`]
      : [`Shop space on the main road, ${loc}`, `${f.area} sq ft office space in ${loc}`],
  };
  const titles = options[f.type];
  return f.type === 'pg' && !f.mess ? titles.map((t) => t.replace(' with food', '')) : titles;
}

function opening(r: Random, f: ListingFacts): string {
  const where = `${f.locality}, ${f.city}`;
  switch (f.type) {
    case 'pg':
      return (
        `A ${pgWho(f.gender).toLowerCase()} PG in ${where} for ${FOR_WHOM[f.accommodation]}. Rooms are on ${f.sharing} sharing, with a cot, mattress, cupboard and study table for each person. ` +
        (f.mess
          ? 'Home-style breakfast and dinner are included, and lunch is packed on weekdays.'
          : 'There is no mess, but several messes and tiffin services deliver to the door.')
      );
    case 'plot':
      return `A ${f.landArea} ${UNIT_WORD[f.landAreaUnit]} residential plot in ${where}, in an approved layout on a ${r.pick([30, 33, 40])} ft road. ${facingWord(f.facing)} facing and ready for construction.`;
    case 'commercial':
      return `${f.area} sq ft of ${r.pick(['ground floor', 'first floor'])} commercial space in ${where}, suitable for a clinic, office, showroom or bank branch. Good footfall through the day.`;
    case 'room':
      return `${withArticle(f.furnishing)} room with an attached bathroom in a family home in ${where}. Best for a single ${r.pick(['working professional', 'student'])}.`;
    case 'house':
    case 'villa':
      return `An independent ${f.type === 'villa' ? 'villa' : 'house'} in a quiet lane of ${where}: ${count(f.bedrooms, 'bedroom')}, ${count(f.bathrooms, 'bathroom')}, a pooja room and a ${r.pick(['spacious', 'well-lit', 'modular'])} kitchen. ${facingWord(f.facing)} facing, with space to park a car.`;
    default:
      return `${withArticle(f.furnishing)} ${f.type === 'studio' ? 'studio' : `${f.bedrooms} BHK`} on the ${ordinal(r.int(0, 9))} floor of a well-maintained building in ${where}. ${count(f.bathrooms, 'bathroom')}, good cross ventilation and ${r.pick(['morning sunlight', 'a large balcony', 'a utility area', 'a view of the park'])}.`;
  }
}

function neighbourhood(r: Random, f: ListingFacts): string {
  const [a, b] = f.neighbours;
  const near = a && b ? `${a.name} is ${a.km} km away and ${b.name} ${b.km} km. ` : '';
  return (
    near +
    r.pick([
      'Schools, hospitals and daily shopping are within easy reach.',
      'Buses to the city centre run every few minutes.',
      'Vegetable market, pharmacy and banks are a short walk away.',
    ])
  );
}

function terms(r: Random, f: ListingFacts): string {
  if (f.listingType === 'sale')
    return r.pick([
      'The price is slightly negotiable for serious buyers.',
      'All documents are clear; home loans available from major banks.',
      'Clear title, ready for registration.',
    ]);
  if (f.type === 'pg') return 'One month of rent as deposit; electricity is included.';
  const maintenance = r.pick([
    'Maintenance is included in the rent.',
    'Maintenance is paid separately to the association.',
    'Water and maintenance charges are extra.',
  ]);
  const who =
    f.type === 'commercial' || f.accommodation === 'any'
      ? ''
      : ` Preferred: ${FOR_WHOM[f.accommodation]}.`;
  return `Deposit of ${f.depositMonths} months' rent. ${maintenance}${who}`;
}

export const descriptionFor = (r: Random, f: ListingFacts): string =>
  [opening(r, f), neighbourhood(r, f), terms(r, f)].join('\n\n');
