/**
 * A service's place in "best rated" order: the Bayesian mean of its reviews, as if each began
 * with RANK_PRIOR_REVIEWS reviews of RANK_PRIOR_MEAN stars (decision 038), so one 5-star review
 * (3.75) does not outrank 4.7 from thirty (4.53). Kept in `services.rankScore`.
 */
export const RANK_PRIOR_MEAN = 3.5;
export const RANK_PRIOR_REVIEWS = 5;

export const rankScore = (ratingTotal: number, reviewCount: number): number =>
  (ratingTotal + RANK_PRIOR_MEAN * RANK_PRIOR_REVIEWS) / (reviewCount + RANK_PRIOR_REVIEWS);
