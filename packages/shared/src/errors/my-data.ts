import { MY_DATA_MESSAGES as M } from '../schemas/my-data';
import type { ReasonList } from './reason-list';

/** A person's own data: the copy to download and the deletion of the account (decision 041). */
export const MY_DATA_REASONS = {
  'my-data.export-not-found': { code: 'not-found', message: M.exportNotFound },
  'my-data.export-busy': { code: 'conflict', message: M.exportBusy },
  'my-data.export-rate-limited': { code: 'resource-exhausted', message: M.exportRateLimited },
  'my-data.wrong-confirmation': { code: 'permission-denied', message: M.wrongConfirmation },
  'my-data.last-admin': { code: 'conflict', message: M.lastAdmin },
  'my-data.no-phone': { code: 'conflict', message: M.noPhone },
} as const satisfies ReasonList<'my-data'>;
