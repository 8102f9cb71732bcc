/** The interests module's face: who said "I'm interested" in a listing. */
export { interestedTenantIds } from './interests.repository';
