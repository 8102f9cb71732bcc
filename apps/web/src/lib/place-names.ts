import { useTranslation } from 'react-i18next';

// Names such as "T. Nagar" or "R.S. Puram" hold dots: look them up whole, not as nested keys.
const whole = (name: string) => ({ keySeparator: '|', nsSeparator: false, defaultValue: name });

/**
 * State, city and locality names in the reader's language ("Hyderabad" → "హైదరాబాద్"), from the
 * `places` namespace keyed by the dataset's English names; a name we have no translation for
 * (an owner's own locality, English itself) reads as written. Stored values and URLs stay
 * English: only what is shown changes.
 */
export function usePlaceNames() {
  const { t } = useTranslation('places');
  const look = (group: 'cities' | 'localities', name: string | null | undefined): string =>
    name ? t(`${group}|${name.trim()}`, whole(name)) : '';
  // The six states are few and shared by every screen: common.json's `states`.
  const state = (name: string | null | undefined): string =>
    name ? t(`states|${name.trim()}`, { ...whole(name), ns: 'common' }) : '';
  const city = (name: string | null | undefined) => look('cities', name);
  const locality = (name: string | null | undefined) => look('localities', name);
  return {
    state,
    city,
    locality,
    /** Picker options: the stored English name as the value, the reader's as the label. */
    stateItems: (names: readonly string[]) => names.map((n) => ({ value: n, label: state(n) })),
    cityItems: (names: readonly string[]) => names.map((n) => ({ value: n, label: city(n) })),
    localityItems: (names: readonly string[]) =>
      names.map((n) => ({ value: n, label: locality(n) })),
  };
}
