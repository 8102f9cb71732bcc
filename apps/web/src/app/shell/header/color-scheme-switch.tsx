import { useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import classes from './header.module.css';

/**
 * Light or dark. Until someone chooses, the page follows the phone's setting (the provider's
 * "auto"); a choice is kept in this browser by Mantine's colour-scheme manager.
 */
export function useColorSchemeChoice() {
  const { setColorScheme } = useMantineColorScheme();
  const dark = useComputedColorScheme('light', { getInitialValueInEffect: true }) === 'dark';
  return { dark, toggle: () => setColorScheme(dark ? 'light' : 'dark') };
}

/** The account menu's entry: names the scheme it switches to. */
export function useColorSchemeSetting() {
  const { t } = useTranslation();
  const { dark, toggle } = useColorSchemeChoice();
  return {
    key: 'colorScheme',
    label: dark ? t('colorScheme.light') : t('colorScheme.dark'),
    icon: dark ? <IconSun size={16} aria-hidden /> : <IconMoon size={16} aria-hidden />,
    onSelect: toggle,
  };
}

/**
 * A "Dark mode" switch for the footer and the phone menu, signed in or not: a native checkbox
 * with the switch role, drawn as a switch (decision 077: the phone menu is drawn with the page,
 * and Mantine's Switch in the first page's code made its library chunks import each other).
 */
export default function ColorSchemeSwitch() {
  const { t } = useTranslation();
  const { dark, toggle } = useColorSchemeChoice();
  return (
    <label className={classes.schemeSwitch}>
      <input type="checkbox" role="switch" data-dark-switch="" checked={dark} onChange={toggle} />
      <span aria-hidden className={classes.schemeTrack} />
      <span>{t('colorScheme.switch')}</span>
    </label>
  );
}
