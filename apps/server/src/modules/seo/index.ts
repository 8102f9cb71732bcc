/** The seo module's face: the sitemap of the public pages. */
export { seoRoutes } from './seo.routes';
