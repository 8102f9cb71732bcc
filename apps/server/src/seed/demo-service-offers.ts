import type { ServicePriceType, ServiceSubcategory } from '@nivaas/shared';

/** What a demo offer of each subcategory is called, costs (rupees) and how it is charged. */
export const DEMO_OFFERS: Record<
  ServiceSubcategory,
  { titles: readonly string[]; price: readonly [number, number]; priceType: ServicePriceType }
> = {
  'home-shifting': {
    titles: ['1 BHK home shifting', '2 BHK home shifting with packing', 'Full house relocation'],
    price: [4500, 18000],
    priceType: 'fixed',
  },
  packing: {
    titles: ['Packing and unpacking', 'Fragile items packing', 'Kitchen packing kit and labour'],
    price: [1500, 6000],
    priceType: 'fixed',
  },
  'vehicle-transport': {
    titles: ['Bike transport to another city', 'Car carrier transport'],
    price: [3000, 15000],
    priceType: 'on-inspection',
  },
  'office-shifting': {
    titles: ['Small office relocation', 'IT equipment moving'],
    price: [8000, 40000],
    priceType: 'on-inspection',
  },
  'deep-cleaning': {
    titles: ['Full home deep cleaning', 'Deep cleaning for 2 BHK', 'Villa deep cleaning'],
    price: [2500, 9000],
    priceType: 'fixed',
  },
  bathroom: {
    titles: ['Bathroom deep cleaning', 'Tile and grout cleaning'],
    price: [500, 1500],
    priceType: 'per-visit',
  },
  kitchen: {
    titles: ['Kitchen deep cleaning', 'Chimney and hob cleaning'],
    price: [900, 3000],
    priceType: 'per-visit',
  },
  'sofa-carpet': {
    titles: ['Sofa shampooing', 'Carpet and rug cleaning', 'Mattress cleaning'],
    price: [600, 2500],
    priceType: 'fixed',
  },
  'move-in-out': {
    titles: ['Move-in cleaning', 'Move-out cleaning for deposit return'],
    price: [2000, 6500],
    priceType: 'fixed',
  },
  plumbing: {
    titles: ['Plumber for leaks and taps', 'Bathroom fitting installation', 'Water tank cleaning'],
    price: [250, 900],
    priceType: 'per-visit',
  },
  electrical: {
    titles: ['Electrician for wiring and switches', 'Fan and light installation', 'Inverter setup'],
    price: [200, 800],
    priceType: 'per-visit',
  },
  carpentry: {
    titles: ['Carpenter for furniture repair', 'Modular wardrobe assembly'],
    price: [300, 1200],
    priceType: 'per-hour',
  },
  painting: {
    titles: ['Interior wall painting', 'Single room painting', 'Waterproofing and painting'],
    price: [8000, 35000],
    priceType: 'on-inspection',
  },
  'appliance-repair': {
    titles: ['AC service and gas refill', 'Washing machine repair', 'Refrigerator repair'],
    price: [400, 1800],
    priceType: 'per-visit',
  },
  'pest-control': {
    titles: ['Cockroach and ant control', 'Termite treatment', 'Bed bug treatment'],
    price: [900, 4500],
    priceType: 'fixed',
  },
};

export const DEMO_DESCRIPTIONS: readonly string[] = [
  'Trained, verified staff who bring their own tools and materials. We clean up after the job.',
  'Same-day visits in most areas. The price is confirmed before work starts; no hidden charges.',
  'Over a thousand homes served. Thirty-day guarantee on workmanship.',
  'Punctual team, careful with furniture and floors. Pay after the work is done.',
  'We explain what needs doing before we start and only use branded spares and products.',
];

/** Providers of the demo: Indian names, one per line of the seed's cities. */
export const DEMO_PROVIDER_NAMES: readonly (readonly [string, string])[] = [
  ['Ramesh', 'Yadav'],
  ['Suresh', 'Goud'],
  ['Mahesh', 'Babu'],
  ['Venkat', 'Rao'],
  ['Imran', 'Khan'],
  ['Prakash', 'Naidu'],
  ['Gopal', 'Krishna'],
  ['Satish', 'Kumar'],
  ['Rajesh', 'Patil'],
  ['Anand', 'Shetty'],
  ['Mohan', 'Das'],
  ['Sunil', 'Pawar'],
  ['Kiran', 'Hegde'],
  ['Vijay', 'Murugan'],
  ['Arun', 'Pillai'],
  ['Bala', 'Subramani'],
  ['Naresh', 'Chary'],
  ['Shankar', 'Gowda'],
  ['Yusuf', 'Shaikh'],
  ['Ravi', 'Teja'],
  ['Lakshman', 'Rao'],
  ['Prasad', 'Varma'],
  ['Dinesh', 'Jadhav'],
  ['Manoj', 'Nair'],
  ['Sreenivas', 'Murthy'],
  ['Kumar', 'Swamy'],
  ['Abdul', 'Rahman'],
  ['Harish', 'Kamath'],
  ['Raju', 'Bhai'],
  ['Santosh', 'Kale'],
  ['Madhu', 'Sudhan'],
  ['Krishna', 'Mohan'],
  ['Ganesh', 'Iyer'],
  ['Sanjay', 'More'],
  ['Ajay', 'Reddy'],
  ['Praveen', 'Kumar'],
  ['Ashok', 'Chavan'],
  ['Nagaraju', 'K'],
  ['Feroz', 'Ahmed'],
  ['Sekhar', 'Babu'],
  ['Lata', 'Devi'],
  ['Sunita', 'Patil'],
  ['Kavitha', 'Rani'],
  ['Rekha', 'Menon'],
  ['Jyothi', 'Lakshmi'],
  ['Shabana', 'Begum'],
  ['Asha', 'Kulkarni'],
  ['Radha', 'Krishnan'],
  ['Vasanth', 'Kumar'],
  ['Murali', 'Dharan'],
  ['Siva', 'Prasad'],
  ['Chandra', 'Sekhar'],
  ['Kishore', 'Reddy'],
  ['Rafiq', 'Mohammed'],
  ['Pavan', 'Kalyan'],
  ['Deepak', 'Shinde'],
  ['Selvam', 'Raj'],
  ['Tirupati', 'Rao'],
  ['Gurdeep', 'Singh'],
  ['Balwinder', 'Kaur'],
];

export const DEMO_LANGUAGES: Record<string, readonly string[]> = {
  Telangana: ['Telugu', 'Hindi', 'Urdu', 'English'],
  'Andhra Pradesh': ['Telugu', 'Hindi', 'English'],
  'Tamil Nadu': ['Tamil', 'English'],
  Karnataka: ['Kannada', 'Hindi', 'English', 'Telugu'],
  Maharashtra: ['Marathi', 'Hindi', 'English'],
  Punjab: ['Punjabi', 'Hindi', 'English'],
};
