import { useForgetSelectedRoleOnSignIn } from '../../features/auth/lib/use-forget-selected-role';

/** Housekeeping that only matters once someone is signed in; loaded for them alone. */
export default function SignedInEffects() {
  // The role picked for a Google sign-up is cleared once someone is signed in (spec section 4).
  useForgetSelectedRoleOnSignIn();
  return null;
}
