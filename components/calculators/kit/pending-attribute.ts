/** Attribute the inline script of <PendingScript> puts on <html> before hydration when the address has a query. */
export const PENDING_ATTRIBUTE = 'data-calc-pending';
