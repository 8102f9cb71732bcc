import type { CityData } from '../types';

/**
 * Punjab: Ludhiana, Amritsar and Jalandhar. Coordinates are approximate neighbourhood
 * centres; PIN codes are left out where one is not certain.
 */
export const PUNJAB: readonly CityData[] = [
  {
    name: 'Ludhiana',
    centre: [30.901, 75.8573],
    localities: [
      ['Civil Lines', 30.911, 75.841, '141001'],
      ['Ghumar Mandi', 30.904, 75.835, '141001'],
      ['Sarabha Nagar', 30.886, 75.817, '141001'],
      ['Haibowal', 30.926, 75.827, '141001'],
      ['Model Town', 30.888, 75.844, '141002'],
      ['Shimlapuri', 30.872, 75.842, '141003'],
      ['BRS Nagar', 30.896, 75.8, '141012'],
      ['Dugri', 30.86, 75.86],
      ['Focal Point', 30.882, 75.91, '141010'],
      ['Dhandari Kalan', 30.875, 75.94, '141014'],
    ],
  },
  {
    name: 'Amritsar',
    centre: [31.634, 74.8723],
    localities: [
      ['Ranjit Avenue', 31.655, 74.865],
      ['Green Avenue', 31.644, 74.86],
      ['Basant Avenue', 31.643, 74.871],
      ['Putlighar', 31.634, 74.844],
      ['Cantonment', 31.655, 74.835],
      ['Sultanwind', 31.615, 74.893],
      ['Chheharta', 31.636, 74.808, '143105'],
      ['Verka', 31.67, 74.925, '143501'],
    ],
  },
  {
    name: 'Jalandhar',
    centre: [31.326, 75.5762],
    aliases: ['Jullundur'],
    localities: [
      ['Civil Lines', 31.327, 75.583],
      ['Lajpat Nagar', 31.326, 75.59, '144001'],
      ['Adarsh Nagar', 31.323, 75.595],
      ['Model Town', 31.306, 75.586, '144003'],
      ['Basti Sheikh', 31.325, 75.555, '144002'],
      ['Urban Estate', 31.288, 75.596, '144022'],
      ['Rama Mandi', 31.298, 75.614, '144005'],
      ['Jalandhar Cantonment', 31.295, 75.63, '144005'],
    ],
  },
];
