/**
 * Verified reviews as the public sees them: the reviews section of a profile, the rating on a
 * directory card and the directory's rating sort (docs/decisions/014-verified-reviews.md).
 */
export const reviewDisplayEn = {
  heading: "Reviews",
  verifiedNote:
    "Verified reviews: only clients we matched with this agency through {brand} can review it.",
  proNote: "Pro status never changes a rating or its order.",
  empty: "No reviews yet. Only clients we matched with this agency can review it.",
  /** The average in words for a screen reader and a search engine: '4.7 of 5 stars'. */
  average: "{average} out of 5",
  count: "Reviews: {count}",
  distribution: "Reviews by stars",
  distributionRow: "{stars} stars: {count}",
  wentAhead: "Project went ahead",
  didNotGoAhead: "Project did not go ahead",
  /** The budget band's label: in dirhams, which the Arabic labels name themselves. */
  budget: "Budget: {budget} AED",
  reply: "Reply from {name}",
  pages: "Pages of reviews",
  /** The directory card: one star, '4.7 (12)'; this is what a screen reader hears. */
  cardRating: "Rated {average} out of 5, reviews: {count}",
  sort: {
    label: "Sort by",
    default: "Recommended",
    rating: "Highest rated",
    note: "Sorted by verified reviews. Pro status never changes a rating or its order.",
  },
} as const;
