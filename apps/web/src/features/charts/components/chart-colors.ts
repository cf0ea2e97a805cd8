/** Managed (booked through the travel management company) and unmanaged, the same in every chart. */
export const SIDE_COLORS = { managed: '#1554c0', unmanaged: '#e07b24' } as const;
