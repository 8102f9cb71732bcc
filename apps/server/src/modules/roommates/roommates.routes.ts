import type { FastifyInstance } from 'fastify';
import {
  issuesToFields,
  roommateEndpoints as endpoints,
  roommateProfileInputSchema,
} from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { routeEndpoint } from '../../plugins/endpoints/route-endpoint';
import { deleteRoommateProfile } from './delete-roommate-profile';
import { getOwnRoommateProfile, getRoommateProfile } from './get-roommate-profile';
import { recommendRoommates } from './recommend-roommates';
import { removeRoomPhoto, uploadRoomPhotos } from './room-photos';
import { assertSignedIn } from './roommates.policy';
import { saveRoommateProfile } from './save-roommate-profile';
import { publicCards } from './public-cards';
import { searchRoommates } from './search-roommates';

/** Roommate profiles, search and matches (spec sections 3, 7, 9): signed in only. */
export async function roommatesRoutes(root: FastifyInstance) {
  routeEndpoint(root, endpoints.mine, async ({ caller }) => ({
    profile: await getOwnRoommateProfile(root.deps, caller.userId),
  }));

  routeEndpoint(root, endpoints.save, async ({ caller: { userId }, body }) => {
    const parsed = roommateProfileInputSchema.safeParse(body);
    if (!parsed.success) {
      const existing = await getOwnRoommateProfile(root.deps, userId);
      throw new AppError(existing ? 'roommate.invalid-update' : 'roommate.invalid-data', {
        fields: issuesToFields(parsed.error),
      });
    }
    return saveRoommateProfile(root.deps, userId, parsed.data);
  });

  routeEndpoint(root, endpoints.remove, async ({ caller }) => {
    await deleteRoommateProfile(root.deps, caller.userId);
    return null;
  });

  routeEndpoint(root, endpoints.addPhotos, async ({ caller, request }) => ({
    photos: await uploadRoomPhotos(root.deps, caller.userId, request),
  }));

  routeEndpoint(root, endpoints.removePhoto, async ({ caller, params }) => ({
    photos: await removeRoomPhoto(root.deps, caller.userId, params.id),
  }));

  routeEndpoint(root, endpoints.search, async ({ request, query }) => {
    const caller = await root.readSession(request);
    // A college's public page (roommates/{college}) lists its open profiles to anyone, as
    // public cards; every other search needs a signed-in person.
    if (!caller && query.college)
      return publicCards(await searchRoommates(root.deps, '', { ...query, sort: 'recent' }));
    assertSignedIn(caller);
    return searchRoommates(root.deps, caller.userId, query);
  });

  routeEndpoint(root, endpoints.matches, ({ caller }) =>
    recommendRoommates(root.deps, caller.userId),
  );

  routeEndpoint(root, endpoints.profile, ({ caller, params }) =>
    getRoommateProfile(root.deps, caller, params.userId),
  );
}
