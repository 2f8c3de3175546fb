import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminSettingsSchema } from '../../../domain/admin-catalogue';
import { EstablishmentSettingsSchema } from '../../../domain/establishment';
import type { AppContext } from '../../context';
import { ErrorBodySchema } from '../../errors';
import { PrivacySettingsSchema } from '../../../domain/privacy';
import { getSettings } from './get-settings';
import { getPrivacySettings, savePrivacySettings } from './privacy-settings';
import { resetSettings } from './reset-settings';
import { saveSettings } from './save-settings';

/** `/api/admin/settings`: the shop's settings, which every customer reads (spec §2 Settings). */
export const adminSettingsRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { database, now },
) => {
  app.get(
    '/',
    {
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
      schema: {
        summary: 'Saves every setting at once; invalid hours or time zone are 400, nothing saved',
        tags: ['admin'],
        body: EstablishmentSettingsSchema,
        response: {
          200: AdminSettingsSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
        },
      },
    },
    async (request) => saveSettings(database.db, request.body, now()),
  );

  app.post(
    '/reset',
    {
      schema: {
        summary: "Restores a new shop's settings",
        tags: ['admin'],
        response: { 200: AdminSettingsSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async () => resetSettings(database.db, now()),
  );

  app.get(
    '/privacy',
    {
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
