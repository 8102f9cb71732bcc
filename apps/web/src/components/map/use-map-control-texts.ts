import { useEffect, type RefObject } from 'react';
import { useTranslation } from '../../lib/use-translation';

/**
 * Leaflet names its zoom buttons "Zoom in" and "Zoom out" (title and spoken label) in English;
 * this puts the reader's words on them after every render, so a map made before a language
 * change, or made again for new results, speaks the page's language.
 */
export function useMapControlTexts(container: RefObject<HTMLElement | null>): void {
  const { t } = useTranslation();
  const zoomIn = t('map.zoomIn');
  const zoomOut = t('map.zoomOut');
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    for (const [selector, text] of [
      ['.leaflet-control-zoom-in', zoomIn],
      ['.leaflet-control-zoom-out', zoomOut],
    ] as const) {
      const button = root.querySelector(selector);
      button?.setAttribute('title', text);
      button?.setAttribute('aria-label', text);
    }
  });
}
