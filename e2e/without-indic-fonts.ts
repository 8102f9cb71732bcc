import path from 'node:path';
import { test as nivaas } from './fixtures';

/**
 * Nivaas's browser tests in a browser that sees Latin system fonts only
 * (fonts/no-indic-system-fonts.conf), like a phone or laptop without Indic fonts: Hindi, Telugu
 * and Tamil are drawn with the app's own web fonts or not at all, so a missing face shows as
 * boxes in screenshots and widths are those a person without the fonts gets, whatever fonts the
 * test machine has installed.
 */
export const test = nivaas.extend({
  launchOptions: [
    async ({ launchOptions }, use) => {
      const conf = path.join(import.meta.dirname, 'fonts', 'no-indic-system-fonts.conf');
      await use({ ...launchOptions, env: { ...process.env, FONTCONFIG_FILE: conf } });
    },
    { scope: 'worker' },
  ],
});
