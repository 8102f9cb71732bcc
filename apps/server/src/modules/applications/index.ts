import type { Deps } from '../../plugins/events/deps';
import { onAccountErasing } from './on-account-erasing';
import { publishAfterCommit } from './publish-after-commit';
import './applications.events';

/**
 * The applications module's face: its routes and subscribers, and what other modules may ask of
 * applications (stays and rent notices: who was approved, whether someone applied).
 */
export { applicationsRoutes } from './applications.routes';
export { approvedApplicantIds, hasApplication } from './applicants';
export { submitApplication } from './submit-application';
export { submitSimpleApplication } from './submit-simple-application';
export { decideApplication } from './decide-application';
export { classifyDocument, documentName } from './document-file';

export function subscribe(deps: Pick<Deps, 'bus' | 'realtime' | 'storage' | 'log'>): void {
  publishAfterCommit(deps);
  onAccountErasing(deps);
}
