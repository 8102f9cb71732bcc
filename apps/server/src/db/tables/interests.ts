export interface PropertyInterestsTable {
  propertyId: string;
  userId: string;
  createdAt: string;
}

/** The interests module: "I'm interested" in a listing. */
export interface InterestsTables {
  property_interests: PropertyInterestsTable;
}
