/**
 * The users module's face: its routes, activity tracking of signed-in requests, the login
 * tracker the auth plugin reports sign-ins to, and account creation for trusted server code
 * (the command line, the demo seed, tests).
 */
export { usersRoutes } from './users.routes';
export { default as trackActivity } from './track-activity.plugin';
export { createLoginTracker, type LoginTracker } from './track-login';
export { createAccount, type NewAccount } from './create-account';
export { findProviderPerson, type ProviderPerson } from './provider-profile';
export { phoneVerifiedAmong } from './phone-verified';
export { updateOwnProfile } from './update-profile';
export { setAccountSuspension, setAccountRole, endAllSessions } from './account-standing';
export { recentSignIns, sessionSummary } from './sessions-of';
export { eraseAccount } from './erase-account';
