import type { Recommendation } from '@app/shared/contracts/chat';

/** What "More like this" asks: the assistant reads "pieces like <title>", and "by <composer>" narrows which one. */
export const moreLikeThisMessage = (r: Pick<Recommendation, 'title' | 'composer'>) =>
  `Pieces like ${r.title}${r.composer ? ` by ${r.composer}` : ''}`;
