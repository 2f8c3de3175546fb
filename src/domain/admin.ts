import { z } from 'zod';
import { ORDER_ORIGINS, OrderSchema } from './order';
import { ORDER_STATUSES } from './order-status';

// ---------------------------------------------------------------- accounts (spec §2, §5)

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;
export const EMAIL_MAX = 200;
export const FILL_ALL_FIELDS = 'Por favor, preencha todos os campos.';
export const PASSWORDS_DIFFER = 'As senhas digitadas não são iguais.';

const required = () => z.string({ error: FILL_ALL_FIELDS });

const email = required()
  .trim()
  .min(1, FILL_ALL_FIELDS)
  .max(EMAIL_MAX)
  .pipe(z.email('E-mail inválido.'))
  .transform((v) => v.toLowerCase());

export const LoginSchema = z
  .object({
    email,
    password: required().min(1, FILL_ALL_FIELDS).max(PASSWORD_MAX),
  })
  .strict();
export type LoginInput = z.input<typeof LoginSchema>;

/** The form has confirmPassword; the server checks it too, so a direct call cannot skip it. */
export const RegisterSchema = z
  .object({
    email,
    password: required()
      .min(1, FILL_ALL_FIELDS)
      .min(PASSWORD_MIN, `A senha deve ter pelo menos ${PASSWORD_MIN} caracteres.`)
      .max(PASSWORD_MAX),
    confirmPassword: required().min(1, FILL_ALL_FIELDS).max(PASSWORD_MAX),
  })
  .strict()
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DIFFER,
  });
export type RegisterInput = z.input<typeof RegisterSchema>;

export const ADMIN_ROLES = ['owner', 'admin'] as const;
export const ADMIN_STATUSES = ['active', 'pending'] as const;

export const AdminUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(ADMIN_ROLES),
  status: z.enum(ADMIN_STATUSES),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

/** `GET /api/auth/session`, and the answer of a successful login. */
export const SessionSchema = z.object({ user: AdminUserSchema });

/** `POST /api/auth/register`: the first account is the owner and is logged in at once. */
export const RegisteredSchema = z.object({
  user: AdminUserSchema,
  /** false while an admin has to approve the account. */
  isActive: z.boolean(),
  message: z.string(),
});
export const AWAITING_APPROVAL = 'Conta criada. Aguarde a aprovação de um administrador.';

/** Sent by the admin app on every state-changing request; a cross-site form cannot set it. */
export const CSRF_HEADER = 'x-forno-csrf';
export const SESSION_COOKIE = 'forno_session';
/** spec §4, §9: the admin sidebar's open state, kept 7 days. */
export const SIDEBAR_COOKIE = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE_S = 7 * 24 * 60 * 60;

// ---------------------------------------------------------------- orders desk

/**
 * spec §2: the orders page filters, each named for what it shows: 'Em andamento' is every order
 * being worked on (aprovado, em preparo, saiu para entrega), and rejected orders have their own.
 */
export const ORDER_FILTERS = [
  'todos',
  'pendentes',
  'em_andamento',
  'entregues',
  'rejeitados',
  'offline',
] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];
export const ORDER_FILTER_LABELS: Readonly<Record<OrderFilter, string>> = {
  todos: 'Todos',
  pendentes: 'Pendentes',
  em_andamento: 'Em andamento',
  entregues: 'Entregues',
  rejeitados: 'Rejeitados',
  offline: 'Offline',
};
/** Links made before the filters were renamed still open the same list. */
export const LEGACY_ORDER_FILTERS: Readonly<Record<string, OrderFilter>> = {
  em_preparo: 'em_andamento',
};

export const PAGE_SIZE_MAX = 100;

/** Records are numbered by PostgreSQL serials (int4): a larger number names nothing. */
export const MAX_RECORD_ID = 2_147_483_647;
/**
 * A whole number in a path or a query string, written in decimal digits only: '0x10', '1e3',
 * ' 12', '+5' and '' name nothing (JavaScript's Number() would read them as numbers).
 */
export function decimalInteger(min: number, max: number) {
  return z
    .string()
    .regex(/^(0|[1-9]\d{0,9})$/, 'Use apenas algarismos.')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
}

/** An id from a path or a query string ('/orders/123', `before=123`). */
export const RecordIdSchema = decimalInteger(1, MAX_RECORD_ID);

export const AdminOrderListQuerySchema = z.object({
  filter: z.enum(ORDER_FILTERS).default('todos'),
  /** Keyset paging: the id of the last order of the previous page. */
  before: RecordIdSchema.optional(),
  limit: decimalInteger(1, PAGE_SIZE_MAX).default(30),
});

/** An order as the shop sees it: everything, with the customer's id. */
export const AdminOrderSchema = z.object({ ...OrderSchema.shape, customerId: z.number().int() });
export type AdminOrder = z.infer<typeof AdminOrderSchema>;

export const AdminOrderPageSchema = z.object({
  orders: z.array(AdminOrderSchema),
  /** Pass as `before` for the next page; null on the last page. */
  nextBefore: z.number().int().nullable(),
});

export const ChangeOrderStatusSchema = z.object({ status: z.enum(ORDER_STATUSES) }).strict();

export const DASHBOARD_RANGES = ['hoje', 'todos'] as const;
export const DashboardQuerySchema = z.object({ range: z.enum(DASHBOARD_RANGES).default('hoje') });

/** spec §2 Dashboard: counts by status group (entregue and finalizado count as delivered). */
export const DashboardSchema = z.object({
  range: z.enum(DASHBOARD_RANGES),
  pending: z.number().int(),
  approved: z.number().int(),
  inPreparation: z.number().int(),
  outForDelivery: z.number().int(),
  rejected: z.number().int(),
  delivered: z.number().int(),
  total: z.number().int(),
  /** Today's revenue and order count in the shop's time zone (rejected orders excluded). */
  todayRevenueCents: z.number().int(),
  todayOrders: z.number().int(),
  /** Customers created today. */
  todayNewCustomers: z.number().int(),
});
export type Dashboard = z.infer<typeof DashboardSchema>;

// ---------------------------------------------------------------- CRM

export const CustomerListQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
  /** Keyset paging by id, newest first. */
  before: RecordIdSchema.optional(),
  limit: decimalInteger(1, PAGE_SIZE_MAX).default(30),
});

export const AdminCustomerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  createdAt: z.string(),
  orderCount: z.number().int(),
  lastOrderAt: z.string().nullable(),
});
export type AdminCustomer = z.infer<typeof AdminCustomerSchema>;

export const AdminCustomerPageSchema = z.object({
  customers: z.array(AdminCustomerSchema),
  nextBefore: z.number().int().nullable(),
});

export const CustomerHistorySchema = z.object({
  customer: AdminCustomerSchema,
  orders: z.array(AdminOrderSchema),
});

// ---------------------------------------------------------------- live events

/** What the admin event stream (`GET /api/admin/events`, server-sent events) carries. */
export const AdminEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('order.created'),
    orderId: z.number().int(),
    origin: z.enum(ORDER_ORIGINS),
  }),
  z.object({
    type: z.literal('order.status'),
    orderId: z.number().int(),
    publicId: z.string(),
    status: z.enum(ORDER_STATUSES),
  }),
]);
export type AdminEvent = z.infer<typeof AdminEventSchema>;
