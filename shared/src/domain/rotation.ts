/**
 * Years within which the assistant does not offer an ensemble a piece it played (a finalized
 * concert whose date has passed), unless the director sets another number in their profile.
 */
export const DEFAULT_ROTATION_YEARS = 4;
/** The most a director may set: a high-school cycle and then some. */
export const MAX_ROTATION_YEARS = 8;
