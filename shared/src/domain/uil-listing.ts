import type { UilListing } from '../contracts/chat';

/** "UIL grade 3, 926-3-19016 (play mvts 1 & 2)": a listing as the assistant and the pages show it. */
export const uilListingText = (uil: UilListing): string => {
  const spec = uil.specification?.trim();
  return `UIL grade ${uil.grade}, ${uil.code}${spec ? ` ${spec.startsWith('(') ? spec : `(${spec})`}` : ''}`;
};
