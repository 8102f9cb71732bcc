/**
 * The roommates module's face: its routes, and the profiles roommate requests are between
 * (`findOpenRoommateProfile`: someone's profile unless paused; `getOwnRoommateProfile`).
 */
export { roommatesRoutes } from './roommates.routes';
export { getOwnRoommateProfile } from './get-roommate-profile';
export { findOpenRoommateProfile } from './find-open-roommate-profile';
export { saveRoommateProfile } from './save-roommate-profile';
export { roommateParties, partyName, type RoommateParty } from './roommate-parties';
/** For bulk data of trusted server code (benchmarks): a saved profile's row. */
export { toColumns as roommateProfileRow } from './present-roommate-profile';
export { openColleges } from './open-colleges';
export { roommateProfileStanding } from './profile-standing';
export { deleteRoommateProfile } from './delete-roommate-profile';
export { setOwnerProfileSuspended, setProfileHiddenByAdmin } from './moderate-roommate-profiles';
