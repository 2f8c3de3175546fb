import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  WhatsAppSettingsViewSchema,
  WhatsAppTestResultSchema,
  type WhatsAppConnectionInput,
} from '../../../../domain/admin-whatsapp';
import { adminKeys, adminRequest } from '../../../admin/api/admin-request';

const whatsappKey = [...adminKeys.settings, 'whatsapp'] as const;

/** `GET /api/admin/whatsapp`: the official WhatsApp, masked (decision 073). */
export function useWhatsAppSettings() {
  return useQuery({
    queryKey: whatsappKey,
    queryFn: ({ signal }) =>
      adminRequest('/admin/whatsapp', WhatsAppSettingsViewSchema, { signal }),
  });
}

/** `PUT /api/admin/whatsapp`: blank secrets keep the saved ones. */
export function useSaveWhatsApp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WhatsAppConnectionInput) =>
      adminRequest('/admin/whatsapp', WhatsAppSettingsViewSchema, { method: 'PUT', body: input }),
    onSuccess: (saved) => queryClient.setQueryData(whatsappKey, saved),
  });
}

/** `DELETE /api/admin/whatsapp`: 'Desconectar'. */
export function useDisconnectWhatsApp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      adminRequest('/admin/whatsapp', WhatsAppSettingsViewSchema, { method: 'DELETE' }),
    onSuccess: (saved) => queryClient.setQueryData(whatsappKey, saved),
  });
}

/** `POST /api/admin/whatsapp/test`: 'Testar conexão' with the form's values, now. */
export function useTestWhatsApp() {
  return useMutation({
    mutationFn: (input: WhatsAppConnectionInput) =>
      adminRequest('/admin/whatsapp/test', WhatsAppTestResultSchema, {
        method: 'POST',
        body: input,
      }),
  });
}
