import { useEffect } from 'react';

/**
 * Sets the page's meta description (what search engines and link previews show) while the page
 * is open; the site-wide one from index.html comes back when it closes. Kept apart from
 * useDocumentTitle so pages that do not need it keep it out of the first load.
 */
export function useDocumentDescription(description?: string | null): void {
  useEffect(() => {
    if (!description) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const previous = meta?.content ?? null;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
    const element = meta;
    return () => {
      if (previous === null) element.remove();
      else element.content = previous;
    };
  }, [description]);
}
