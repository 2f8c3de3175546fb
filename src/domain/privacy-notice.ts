/**
 * The words every storefront page may need about the customer's data (LGPD), in a module without
 * schemas: the footer's link is in the first load, which carries no zod (decision 013).
 */

/** The privacy page's path (server-rendered like the other storefront pages). */
export const PRIVACY_PATH = '/privacidade';

/** The notice by the checkout's button and on the profile: what is kept, where and why. */
export const DATA_NOTICE =
  'Usamos seu nome, telefone e endereço só para entregar seu pedido e falar com você sobre ele. ' +
  'Esses dados ficam guardados neste aparelho e com a pizzaria.';

export const MARKETING_OPT_IN_LABEL = 'Quero receber promoções da pizzaria pelo WhatsApp';
