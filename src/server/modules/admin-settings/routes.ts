import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminSettingsSchema } from '../../../domain/admin-catalogue';
import {
  PaymentCredentialHistorySchema,
  SaveSettingsSchema,
} from '../../../domain/admin-payment-credentials';
import type { AppContext } from '../../context';
import { ErrorBodySchema } from '../../errors';
import { adminOf } from '../../plugins/require-admin';
import { PrivacySettingsSchema } from '../../../domain/privacy';
import { getSettings } from './get-settings';
import { getPrivacySettings, savePrivacySettings } from './privacy-settings';
import { resetSettings } from './reset-settings';
import { LoginThrottle } from '../auth/login-throttle';
import { listPaymentCredentialChanges } from './repository';
import { saveSettings } from './save-settings';

/** How many changes of the Pix receiver the Pagamento tab lists. */
const PAYMENT_HISTORY_LIMIT = 20;
import { STAFF_ACCESS } from '../../../domain/staff-roles';

/** `/api/admin/settings`: the shop's settings, which every customer reads (docs/product/screens.md#settings). */
export const adminSettingsRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { database, now, events },
) => {
  // the password typed again to change the Pix receiver counts with the logins (decision 039)
  const throttle = new LoginThrottle(database.db);
  app.get(
    '/',
    {
      config: { roles: STAFF_ACCESS.settings },
      schema: {
        summary: 'The stored settings and when they were last saved',
        tags: ['admin'],
        response: { 200: AdminSettingsSchema, 401: ErrorBodySchema },
      },
    },
    async () => getSettings(database.db),
  );

  app.put(
    '/',
    {
      config: { roles: STAFF_ACCESS.settings },
      schema: {
        summary:
          'Saves every setting at once; invalid hours or time zone are 400, nothing saved. A change of the Pix receiver needs `currentPassword` (403 otherwise) and is recorded',
        tags: ['admin'],
        body: SaveSettingsSchema,
        response: {
          200: AdminSettingsSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request) =>
      saveSettings(
        { db: database.db, throttle, events },
        { input: request.body, by: adminOf(request), address: request.ip, now: now() },
      ),
  );

  app.get(
    '/payment-changes',
    {
      config: { roles: STAFF_ACCESS.settings },
      schema: {
        summary: 'The latest changes of the Pix receiver: who, when, which fields, keys masked',
        tags: ['admin'],
        response: {
          200: PaymentCredentialHistorySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
        },
      },
    },
    async () => ({
      changes: await listPaymentCredentialChanges(database.db, PAYMENT_HISTORY_LIMIT),
    }),
  );

  app.post(
    '/reset',
    {
      config: { roles: STAFF_ACCESS.settings },
      schema: {
        summary: "Restores a new shop's settings",
        tags: ['admin'],
        response: { 200: AdminSettingsSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async () => resetSettings({ db: database.db, events }, now()),
  );

  app.get(
    '/privacy',
    {
      config: { roles: STAFF_ACCESS.settings },
      schema: {
        summary: "The privacy page's text as stored ('' while the default text is used)",
        tags: ['admin'],
        response: { 200: PrivacySettingsSchema, 401: ErrorBodySchema },
      },
    },
    async () => getPrivacySettings(database.db),
  );

  app.put(
    '/privacy',
    {
      config: { roles: STAFF_ACCESS.settings },
      schema: {
        summary: "Saves the privacy page's text ('' restores the default text)",
        tags: ['admin'],
        body: PrivacySettingsSchema,
        response: {
          200: PrivacySettingsSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
        },
      },
    },
    async (request) => savePrivacySettings(database.db, request.body),
  );
};
