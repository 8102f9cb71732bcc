import type { Bool, DefaultBool } from './columns';

/**
 * One roommate profile per person (spec section 3 roommateProfile). What search filters on is
 * kept in columns; the whole profile as saved (empty values stripped) is JSON in `data`.
 */
export interface RoommateProfilesTable {
  userId: string;
  state: string | null;
  city: string | null;
  /** Lowercased and trimmed. */
  collegeName: string | null;
  isStudentMode: Bool;
  gender: string | null;
  age: number | null;
  foodPreference: string;
  smoking: Bool;
  drinking: Bool;
  pets: Bool;
  cleanliness: string;
  alreadyHasRoom: Bool;
  /** Maximum capacity minus current roommates; null without a room. */
  freeSpots: number | null;
  budgetMin: number;
  budgetMax: number;
  /** JSON text of the preferred localities, what scoring reads beside the other columns. */
  preferredLocations: string;
  paused: Bool;
  /** JSON text of the saved profile (RoommateProfileData). */
  data: string;
  createdAt: string;
  updatedAt: string;
  /** Hidden by an admin (issue 13): from everyone but its owner and admins, until unhidden. */
  hiddenByAdminAt: string | null;
  hiddenReason: string | null;
  hiddenBy: string | null;
  /** Hidden from others while its owner's account is suspended. */
  ownerSuspended: DefaultBool;
}

/** The roommates module. */
export interface RoommatesTables {
  roommate_profiles: RoommateProfilesTable;
  roommate_room_photos: RoomPhotosTable;
}

/** A photo of the room a person shares (issue "Roommates": handled like listing photos). */
export interface RoomPhotosTable {
  id: string;
  userId: string;
  storageKey: string;
  url: string;
  width: number;
  height: number;
  position: number;
  createdAt: string;
}
