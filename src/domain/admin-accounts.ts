import { z } from 'zod';
import { SETUP_CODE_INPUT_MAX } from './setup-code';
import { STAFF_ROLES } from './staff-roles';

/** The back office's accounts and sessions (docs/product/screens.md, docs/product/rules.md; decision 007). */

const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;
const EMAIL_MAX = 200;
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
    /** Only the owner's registration needs it: the code shown when the server started. */
    setupCode: z.string().max(SETUP_CODE_INPUT_MAX).optional(),
  })
  .strict()
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DIFFER,
  });
export type RegisterInput = z.input<typeof RegisterSchema>;

/** The roles of docs/decisions/039 (src/domain/staff-roles.ts). */
const ADMIN_ROLES = STAFF_ROLES;
const ADMIN_STATUSES = ['active', 'pending'] as const;

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
/** `GET /api/auth/setup`: whether the shop still waits for its owner (and so for a setup code). */
export const SetupStateSchema = z.object({ ownerRequired: z.boolean() });

export const AWAITING_APPROVAL = 'Conta criada. Aguarde a aprovação de um administrador.';

/** Sent by the admin app on every state-changing request; a cross-site form cannot set it. */
export const CSRF_HEADER = 'x-forno-csrf';
export const SESSION_COOKIE = 'forno_session';
