/**
 * The two layouts a ticket prints in (docs/decisions/050): 'cozinha' has what the oven needs, in
 * large letters, and nothing of the customer or the money; 'balcao' (counter and dispatch) is the
 * full ticket.
 */
export const TICKET_LAYOUTS = ['cozinha', 'balcao'] as const;
export type TicketLayout = (typeof TICKET_LAYOUTS)[number];
