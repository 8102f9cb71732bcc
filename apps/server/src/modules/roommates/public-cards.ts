import type { RoommateCard, RoommateList } from '@nivaas/shared';

/**
 * What a visitor who is not signed in sees of a profile on a college's public page: enough to
 * want to join (first name and initial, age, occupation, place, budget, lifestyle, whether there
 * is a room), none of what only members see (bio, photo, the room's location, habits,
 * interests, languages).
 */
export function publicCard(card: RoommateCard): RoommateCard {
  const { roomLocation: _where, ...room } = card.roomDetails ?? {};
  return {
    userId: card.userId,
    ...(card.firstName ? { firstName: card.firstName } : {}),
    ...(card.lastName ? { lastName: `${[...card.lastName][0]}.` } : {}),
    ...(card.age !== undefined ? { age: card.age } : {}),
    ...(card.occupation ? { occupation: card.occupation } : {}),
    ...(card.state ? { state: card.state } : {}),
    ...(card.city ? { city: card.city } : {}),
    ...(card.collegeName ? { collegeName: card.collegeName } : {}),
    ...(card.lookingFor ? { lookingFor: card.lookingFor } : {}),
    budget: card.budget,
    preferredLocations: card.preferredLocations,
    lifestyle: card.lifestyle,
    isStudentMode: card.isStudentMode,
    alreadyHasRoom: card.alreadyHasRoom,
    ...(card.roomDetails ? { roomDetails: room } : {}),
    paused: false,
    ...(card.phoneVerified ? { phoneVerified: true } : {}),
    createdAt: card.createdAt,
    updatedAt: card.updatedAt,
  };
}

export const publicCards = (list: RoommateList): RoommateList => ({
  items: list.items.map(publicCard),
  nextCursor: list.nextCursor,
});
