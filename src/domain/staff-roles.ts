/**
 * What each member of the staff may do in the back office (docs/decisions/039). One table, read by
 * the server (each /api/admin route declares the roles of one of these areas) and by the screens
 * (the sidebar, the pages and the buttons a role may not use are not shown).
 */

/** Stored in admin_users.role; accounts approved before roles existed ('admin') became 'attendant'. */
export const STAFF_ROLES = ['owner', 'manager', 'attendant', 'kitchen'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  owner: 'Dono',
  manager: 'Gerente',
  attendant: 'Atendente',
  kitchen: 'Cozinha',
};

/** One line per role for the team screen: what approving with it gives. */
export const STAFF_ROLE_HINTS: Readonly<Record<StaffRole, string>> = {
  owner: 'Tudo: configurações, Pix, equipe e o que as outras funções fazem.',
  manager: 'Pedidos, cardápio e preços, promoções, relatórios e clientes.',
  attendant: 'Balcão e pedidos, impressão, “Acabou” e contatos dos clientes.',
  kitchen: 'Só a tela da cozinha e o “Acabou”.',
};

const ALL: readonly StaffRole[] = STAFF_ROLES;
const OWNER_ONLY: readonly StaffRole[] = ['owner'];
const MANAGEMENT: readonly StaffRole[] = ['owner', 'manager'];
const FRONT_OF_HOUSE: readonly StaffRole[] = ['owner', 'manager', 'attendant'];

/**
 * Each area of the back office and the roles that may use it. A route declares one of these
 * (`config: { roles: STAFF_ACCESS.desk }`), so a role gains or loses an area here and nowhere else.
 */
export const STAFF_ACCESS = {
  /** Who is signed in (`/api/admin/me`) and the live event stream every screen reads. */
  session: ALL,
  /** The kitchen view: accepted orders to cook and 'Começar preparo'. */
  kitchen: ALL,
  /** The 'Acabou' switches of products, extras, crusts and fillings. */
  soldOut: ALL,
  /** The day's dashboard (orders and revenue of the day). */
  dashboard: FRONT_OF_HOUSE,
  /** The orders desk: status, payment, printing, 'Avisar cliente', the order's history. */
  desk: FRONT_OF_HOUSE,
  /** Customers' contact data and their orders. */
  customerContacts: FRONT_OF_HOUSE,
  /** A customer's data exported or anonymised (LGPD). */
  customerData: MANAGEMENT,
  /** The catalogue: products, prices and photos. */
  catalogue: MANAGEMENT,
  promotions: MANAGEMENT,
  reports: MANAGEMENT,
  /** 'Tarefas com problema': background work that keeps failing, retried or given up (decision 049). */
  jobs: MANAGEMENT,
  /** 'Tentar devolver de novo' of a Pix refund that failed (decision 064). */
  pixRefunds: MANAGEMENT,
  /** The till: opening and closing cash shifts, their closings (docs/decisions/048). */
  cash: MANAGEMENT,
  /** The shop's tables, their QR codes and the service charge (docs/decisions/057). */
  tables: MANAGEMENT,
  /** The open comandas: items added, moved between tables, closed with the payment. */
  comandas: FRONT_OF_HOUSE,
  /** Sending ready orders out with a driver, taking them back, who is out (decision 066). */
  dispatch: FRONT_OF_HOUSE,
  /** Registering drivers, their fees, and the links that sign their phones in. */
  drivers: MANAGEMENT,
  /** The night's closing per driver: what each one hands over, marked settled. */
  driverClosing: MANAGEMENT,
  /** The shop's settings (Pix included), their reset, the privacy text. */
  settings: OWNER_ONLY,
  /** Approving, changing and removing accounts. */
  team: OWNER_ONLY,
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffArea = keyof typeof STAFF_ACCESS;

export function canUse(role: StaffRole, area: StaffArea): boolean {
  return (STAFF_ACCESS[area] as readonly StaffRole[]).includes(role);
}

/** The error a route answers to a role it does not allow (HTTP 403). */
export const FORBIDDEN_ROLE = 'FORBIDDEN_ROLE' as const;
export const FORBIDDEN_ROLE_MESSAGE = 'Sua função não permite esta ação.';
/** What a screen the role may not open says instead. */
export const NO_ACCESS_MESSAGE = 'Sua função não dá acesso a esta página.';

/** Where a role lands after login, or when it opens a page it may not see. */
export function homePathOf(role: StaffRole): string {
  return canUse(role, 'dashboard') ? '/admin/dashboard' : '/admin/cozinha';
}

/** The screens of the back office and the area each needs (the sidebar and the routes). */
export const ADMIN_PAGE_AREAS = {
  dashboard: 'dashboard',
  orders: 'desk',
  kitchen: 'kitchen',
  customers: 'customerContacts',
  products: 'catalogue',
  prices: 'catalogue',
  promotions: 'promotions',
  reports: 'reports',
  /** 'Conciliação Pix' (decision 065): money, like the reports. */
  pixReconciliation: 'reports',
  jobs: 'jobs',
  cash: 'cash',
  tables: 'tables',
  comandas: 'comandas',
  /** 'Entregas': the dispatch view (decision 066). */
  dispatch: 'dispatch',
  drivers: 'drivers',
  driverClosing: 'driverClosing',
  settings: 'settings',
} as const satisfies Record<string, StaffArea>;
export type AdminPage = keyof typeof ADMIN_PAGE_AREAS;

export function canOpenPage(role: StaffRole, page: AdminPage): boolean {
  return canUse(role, ADMIN_PAGE_AREAS[page]);
}

/**
 * The last active owner keeps the shop: never demoted nor removed, so someone can always reach the
 * settings and the team. `activeOwners` counts the active owners before the change.
 */
export function isLastOwner(member: { role: string; status: string }, activeOwners: number) {
  return member.role === 'owner' && member.status === 'active' && activeOwners <= 1;
}
