import type { CityData } from '../types';

/**
 * Telangana: Hyderabad and the four next-largest cities. Coordinates are approximate
 * neighbourhood centres; PIN codes are left out where one is not certain.
 */
export const TELANGANA: readonly CityData[] = [
  {
    name: 'Hyderabad',
    centre: [17.385, 78.4867],
    aliases: ['Secunderabad', 'Cyberabad', 'Bhagyanagar'],
    localities: [
      ['Banjara Hills', 17.4156, 78.4347, '500034'],
      ['Jubilee Hills', 17.4325, 78.4073, '500033'],
      ['Somajiguda', 17.424, 78.46, '500082'],
      ['Ameerpet', 17.4375, 78.4482, '500016'],
      ['Begumpet', 17.444, 78.463, '500016'],
      ['Secunderabad', 17.4399, 78.4983, '500003'],
      ['Abids', 17.392, 78.476, '500001'],
      ['Himayatnagar', 17.401, 78.486, '500029'],
      ['Charminar', 17.3616, 78.4747, '500002'],
      ['Mehdipatnam', 17.395, 78.439, '500028'],
      ['Tolichowki', 17.399, 78.415, '500008'],
      ['Attapur', 17.37, 78.428, '500048'],
      ['Manikonda', 17.402, 78.387, '500089'],
      ['Gachibowli', 17.4401, 78.3489, '500032'],
      ['Madhapur', 17.4483, 78.3915, '500081'],
      ['Kondapur', 17.4622, 78.3568, '500084'],
      ['Kukatpally', 17.4948, 78.3996, '500072'],
      ['Miyapur', 17.4968, 78.3614, '500049'],
      ['Kompally', 17.536, 78.486, '500100'],
      ['Malkajgiri', 17.453, 78.527, '500047'],
      ['Tarnaka', 17.428, 78.538, '500007'],
      ['Uppal', 17.4018, 78.5602, '500039'],
      ['Dilsukhnagar', 17.3688, 78.5247, '500060'],
      ['LB Nagar', 17.3457, 78.5522, '500074'],
    ],
  },
  {
    name: 'Warangal',
    centre: [17.9689, 79.5941],
    aliases: ['Orugallu', 'Hanamkonda'],
    localities: [
      ['Hanamkonda', 18.0072, 79.5584, '506001'],
      ['Subedari', 18.0, 79.553, '506001'],
      ['Nakkalagutta', 17.995, 79.566, '506001'],
      ['Naimnagar', 18.018, 79.552, '506009'],
      ['Kazipet', 17.976, 79.517, '506003'],
      ['Fatima Nagar', 17.984, 79.526, '506004'],
      ['Matwada', 17.97, 79.597, '506002'],
      ['Kasibugga', 17.978, 79.605, '506002'],
      ['Karimabad', 17.962, 79.59, '506002'],
      ['Fort Warangal', 17.957, 79.612],
    ],
  },
  {
    name: 'Karimnagar',
    centre: [18.4386, 79.1288],
    localities: [
      ['Mukarampura', 18.445, 79.12, '505002'],
      ['Ramnagar', 18.428, 79.135, '505001'],
      ['Jyothinagar', 18.433, 79.142],
      ['Bhagathnagar', 18.427, 79.123],
      ['Mankammathota', 18.443, 79.127],
      ['Kothirampur', 18.448, 79.138],
    ],
  },
  {
    name: 'Nizamabad',
    centre: [18.6725, 78.0941],
    aliases: ['Indur'],
    localities: [
      ['Shivaji Nagar', 18.672, 78.09, '503001'],
      ['Gajulpet', 18.675, 78.098, '503001'],
      ['Kotagalli', 18.678, 78.09, '503001'],
      ['Kanteshwar', 18.69, 78.105, '503002'],
      ['Subhash Nagar', 18.682, 78.101, '503002'],
      ['Vinayak Nagar', 18.665, 78.105],
    ],
  },
  {
    name: 'Khammam',
    centre: [17.2473, 80.1514],
    localities: [
      ['Burhanpuram', 17.245, 80.16, '507001'],
      ['Gandhi Chowk', 17.25, 80.15, '507003'],
      ['Mamillagudem', 17.24, 80.145],
      ['Rotary Nagar', 17.255, 80.16],
      ['Khanapuram Haveli', 17.265, 80.165, '507002'],
    ],
  },
];
