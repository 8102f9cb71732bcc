import './my-data.events';

/**
 * The my-data module's face (decision 041): a person's copy of their data and the deletion of
 * their account, both only their own. Its routes; `collectMyData` for trusted server code.
 */
export { myDataRoutes } from './my-data.routes';
export { collectMyData } from './collect-my-data';
export { sweepDataExports } from './sweep-data-exports';
