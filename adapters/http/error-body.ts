import * as v from 'valibot';

/**
 * The body of a refused request (400 / 404), read to name the wrong field. A module of its own: every request
 * of the first visit may read it, and the order schemas beside it are not bytes of the menu (issue 21).
 */
export const errorBody = v.object({
  message: v.optional(v.string(), ''),
  field: v.optional(v.string()),
  // checkout 8: the platform's error code (ORDER_UNAVAILABLE); a code past 60 characters is no code.
  err: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(60))), undefined),
});
