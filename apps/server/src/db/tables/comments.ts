export interface CommentsTable {
  id: string;
  propertyId: string;
  userId: string;
  content: string;
  rating: number;
  createdAt: string;
  updatedAt: string;
}

/** The comments module: comments with ratings on listings. */
export interface CommentsTables {
  comments: CommentsTable;
}
