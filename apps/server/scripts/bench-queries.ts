/** The searches people make most, as the web app sends them. */
export interface BenchQuery {
  name: string;
  params: Record<string, string>;
  /** Measure the page after the first, through its cursor. */
  secondPage?: boolean;
}

const cityRentBedrooms = {
  city: 'Hyderabad',
  listingType: 'rent',
  minPrice: '15000',
  maxPrice: '40000',
  bedrooms: '2',
};

export const BENCH_QUERIES: BenchQuery[] = [
  { name: 'newest, no filter (home page)', params: {} },
  { name: 'city + rent range + 2+ bedrooms', params: cityRentBedrooms },
  { name: 'same, page 2 by cursor', params: cityRentBedrooms, secondPage: true },
  { name: 'text "metro", everywhere', params: { q: 'metro' } },
  { name: 'text "balcony" in Pune', params: { city: 'Pune', q: 'balcony' } },
  {
    name: '5 km of Koramangala by distance',
    params: { city: 'Bengaluru', near: 'Koramangala', radiusKm: '5', sort: 'distance' },
  },
  {
    name: 'cheapest rentals in Chennai',
    params: { city: 'Chennai', listingType: 'rent', sort: 'price-asc' },
  },
  {
    name: 'furnished, lift + parking, Mumbai',
    params: { city: 'Mumbai', furnishing: 'furnished', amenities: 'Lift,Parking' },
  },
];
