import type { Deps } from '../../plugins/events/deps';
import { publishAfterCommit } from './publish-after-commit';
import { onListingErasing } from './on-listing-erasing';

/** The application-forms module's face: its routes, its subscribers and the form of a listing. */
export { applicationFormsRoutes } from './application-forms.routes';
export { formOfListing } from './form-of-listing';
export { saveApplicationForm } from './save-application-form';

export function subscribe(deps: Pick<Deps, 'bus' | 'realtime'>): void {
  onListingErasing(deps);
  publishAfterCommit(deps);
}
