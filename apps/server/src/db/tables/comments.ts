export interface CommentsTable {
  id: string;
  propertyId: string;
  userId: string;
  content: string;
  rating: number;
  createdAt: string;
  updatedAt: string;
}

/** A person's one rating of a listing: the latest they gave, which the average counts. */
export interface PropertyRatingsTable {
  propertyId: string;
  userId: string;
  rating: number;
  createdAt: string;
  updatedAt: string;
}

/** The comments module: comments with ratings on listings, and each person's current rating. */
export interface CommentsTables {
  comments: CommentsTable;
  property_ratings: PropertyRatingsTable;
}
