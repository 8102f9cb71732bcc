import { scriptJson } from '../../lib/script-json';
/** HTML-escapes text for an element or a double-quoted attribute. */
export const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON-LD in a script element, escaped as scriptJson says. */
export const jsonLdScript = (data: unknown): string =>
  `<script type="application/ld+json">${scriptJson(data)}</script>`;

export interface HeadFields {
  title: string;
  description: string;
  /** Absolute URL of the page: canonical and og:url. */
  url: string;
  /** Absolute URL of the picture a link preview shows. */
  image?: { url: string; width?: number; height?: number; alt: string };
  jsonLd: unknown;
  /** Gone pages ask not to be indexed. */
  noindex?: boolean;
  /**
   * The page's largest photo, fetched while the app's code downloads instead of after it has
   * rendered. srcset and sizes must be the page's <img>'s, so the browser picks the same file.
   */
  preloadImage?: { href: string; srcset: string; sizes: string };
  /**
   * The page's first API request, fetched beside the app's code. It must be exactly the URL
   * the app asks for; the app's fetch sends cookies (credentials "include"), so does this.
   */
  preloadData?: string;
}

/** The tags WhatsApp, X and search engines read, all escaped. */
export function headTags(f: HeadFields): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<title>${escapeHtml(f.title)}</title>`,
    meta('name', 'description', f.description),
    `<link rel="canonical" href="${escapeHtml(f.url)}" />`,
    meta('property', 'og:site_name', 'Nivaas'),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:locale', 'en_IN'),
    meta('property', 'og:title', f.title),
    meta('property', 'og:description', f.description),
    meta('property', 'og:url', f.url),
    meta('name', 'twitter:card', f.image ? 'summary_large_image' : 'summary'),
  ];
  if (f.image) {
    tags.push(
      meta('property', 'og:image', f.image.url),
      meta('property', 'og:image:alt', f.image.alt),
    );
    if (f.image.width) tags.push(meta('property', 'og:image:width', String(f.image.width)));
    if (f.image.height) tags.push(meta('property', 'og:image:height', String(f.image.height)));
  }
  if (f.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (f.preloadImage)
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(f.preloadImage.href)}" imagesrcset="${escapeHtml(f.preloadImage.srcset)}" imagesizes="${escapeHtml(f.preloadImage.sizes)}" fetchpriority="high" />`,
    );
  if (f.preloadData)
    tags.push(
      `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeHtml(f.preloadData)}" />`,
    );
  tags.push(jsonLdScript(f.jsonLd));
  return tags.map((t) => `    ${t}`).join('\n');
}

/** A stored file's URL as an absolute one: local storage answers with a path. */
export const absoluteUrl = (base: string, url: string): string =>
  /^https?:\/\//i.test(url) ? url : `${base}${url.startsWith('/') ? '' : '/'}${url}`;
