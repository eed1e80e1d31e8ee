/** The largest id a database `integer` column holds: a larger one is refused, never queried. */
export const MAX_ID = 2_147_483_647;
