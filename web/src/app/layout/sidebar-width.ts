/** The sidebar is 48 units wide expanded, 16 collapsed. */
export const SIDEBAR_WIDTH = { expanded: '48', collapsed: '16' } as const;
