/** Height of the Program Builder's bottom bar: the layout keeps this much room below the page. */
export const BUILDER_BAR_HEIGHT = { base: '28', md: '16' } as const;
