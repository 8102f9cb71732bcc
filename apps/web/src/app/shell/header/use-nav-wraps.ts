import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether the header's links need a row of their own: true when they are wider than the room
 * left beside the brand and the actions (long translations, such as Tamil's, at 1280 px).
 * Measured from the links' own width, not the nav's box, so moving them to their own row does
 * not undo itself; measured again when the bar resizes, the texts change or the fonts arrive.
 */
export function useNavWraps(
  inner: RefObject<HTMLElement | null>,
  nav: RefObject<HTMLElement | null>,
  texts: string,
): boolean {
  const [wraps, setWraps] = useState(false);
  useLayoutEffect(() => {
    const bar = inner.current;
    const links = nav.current;
    if (!bar || !links || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const style = getComputedStyle(bar);
      const gap = parseFloat(style.columnGap) || 0;
      const padding = (parseFloat(style.paddingLeft) || 0) + (parseFloat(style.paddingRight) || 0);
      const others = Array.from(bar.children).filter((child) => child !== links);
      const taken = others.reduce((sum, child) => sum + child.getBoundingClientRect().width, 0);
      const room = bar.clientWidth - padding - taken - gap * others.length;
      const linkGap = parseFloat(getComputedStyle(links).columnGap) || 0;
      const needed = Array.from(links.children).reduce(
        (sum, child) => sum + child.getBoundingClientRect().width + linkGap,
        -linkGap,
      );
      setWraps(needed > room + 0.5);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(bar);
    for (const child of Array.from(links.children)) observer.observe(child);
    void document.fonts?.ready.then(measure);
    return () => observer.disconnect();
  }, [inner, nav, texts]);
  return wraps;
}
