import { fromSlug, slugify } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';
import type { PageHead } from '../../plugins/page-head';
import { openColleges } from '../roommates/index';
import { headTags } from './head-tags';

/**
 * The head of /roommates/{college}: the page's heading and lead (web locales/en/roommates.json
 * `landing`), and a CollectionPage about the college. A college without open profiles asks not
 * to be indexed, as it is not in the sitemap either.
 */
export async function roommatesHead(
  deps: Pick<Deps, 'db' | 'config'>,
  collegeSlug: string,
): Promise<PageHead | null> {
  if (!collegeSlug || slugify(collegeSlug) !== collegeSlug) return null;
  const base = deps.config.publicUrl.replace(/\/$/, '');
  const college = fromSlug(collegeSlug);
  const open = (await openColleges(deps)).some((name) => slugify(name) === collegeSlug);
  const heading = `Roommates near ${college}`;
  const url = `${base}/roommates/${collegeSlug}`;
  return {
    html: headTags({
      title: `${heading} | Nivaas`,
      description: `Students of ${college} looking for a room or someone to share one with.`,
      url,
      noindex: !open,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'CollectionPage',
        name: heading,
        url,
        about: { '@type': 'CollegeOrUniversity', name: college },
        isPartOf: { '@type': 'WebSite', name: 'Nivaas', url: `${base}/` },
      },
    }),
  };
}
