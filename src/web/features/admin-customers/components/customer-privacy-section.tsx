import { DownloadIcon, ShieldCheckIcon, UserXIcon } from 'lucide-react';
import { useState } from 'react';
import type { CustomerHistory } from '../../../../domain/admin-customers';
import { formatDateTime } from '../../../../domain/date-format';
import { serverMessage } from '../../../admin/api/error-message';
import { ConfirmDialog } from '../../../admin/ui/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { useAnonymiseCustomer, useExportCustomerData } from '../api/customer-data';
import { useStaffRole } from '../../../admin/api/get-session';
import { canUse } from '../../../../domain/staff-roles';

const AUDIT_LABELS = { export: 'Dados exportados', anonymise: 'Cliente anonimizado' } as const;

/**
 * 'Dados e privacidade' (LGPD, docs/decisions/033): the customer's marketing consent with its
 * dates, the JSON export, anonymisation after a confirmation, and who did either and when.
 */
export function CustomerPrivacySection({
  history,
  timeZone,
}: {
  history: CustomerHistory;
  timeZone: string;
}) {
  const { customer, consents, audit } = history;
  const role = useStaffRole();
  // exporting and anonymising are for the manager and the owner (decision 039)
  const mayHandleData = role !== null && canUse(role, 'customerData');
  const exportData = useExportCustomerData();
  const anonymise = useAnonymiseCustomer();
  const [isConfirming, setConfirming] = useState(false);
  const when = (iso: string) => formatDateTime(iso, timeZone);
  const lastConsent = consents.at(-1);
  const consentText = customer.marketingOptIn
    ? `Aceita receber promoções pelo WhatsApp desde ${when(customer.marketingOptInAt ?? '')}.`
    : lastConsent
      ? `Não aceita receber promoções (desmarcado em ${when(lastConsent.at)}).`
      : 'Não aceita receber promoções pelo WhatsApp.';
  // the official WhatsApp's order notices (decision 073): PARAR stops them, VOLTAR resumes them
  const noticesText = customer.whatsappOptedOutAt
    ? `Respondeu PARAR no WhatsApp em ${when(customer.whatsappOptedOutAt)}: não recebe avisos dos pedidos (VOLTAR retoma).`
    : null;
  const error = exportData.isError
    ? serverMessage(exportData.error, 'Não foi possível exportar os dados. Tente novamente.')
    : anonymise.isError
      ? serverMessage(anonymise.error, 'Não foi possível anonimizar o cliente. Tente novamente.')
      : null;

  return (
    <section
      aria-labelledby="customer-privacy-title"
      className="mb-4 rounded-xl border border-stone-200 bg-stone-50 p-3 text-sm"
    >
      <h3
        id="customer-privacy-title"
        className="flex items-center gap-2 font-semibold text-stone-900"
      >
        <ShieldCheckIcon className="size-4 text-stone-600" aria-hidden />
        Dados e privacidade (LGPD)
      </h3>
      {customer.anonymisedAt ? (
        <p className="mt-1 text-stone-700">
          Cliente anonimizado em {when(customer.anonymisedAt)}. Os pedidos continuam nas contas da
          pizzaria, sem nome, telefone nem endereço.
        </p>
      ) : (
        <p className="mt-1 text-stone-700">{consentText}</p>
      )}
      {!customer.anonymisedAt && noticesText && (
        <p className="mt-1 text-amber-900">{noticesText}</p>
      )}
      {mayHandleData && (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={exportData.isPending}
            onClick={() => exportData.mutate(customer.id)}
          >
            <DownloadIcon aria-hidden />
            {exportData.isPending ? 'Exportando...' : 'Exportar dados (JSON)'}
          </Button>
          {!customer.anonymisedAt && (
            <Button variant="dangerOutline" size="sm" onClick={() => setConfirming(true)}>
              <UserXIcon aria-hidden />
              Anonimizar cliente
            </Button>
          )}
        </div>
      )}
      {error && (
        <p role="alert" className="mt-2 font-medium text-red-700">
          {error}
        </p>
      )}
      {audit.length > 0 && (
        <ul
          className="mt-3 flex flex-col gap-0.5 text-xs text-stone-600"
          aria-label="Registro LGPD"
        >
          {audit.map((record, index) => (
            <li key={index}>
              {AUDIT_LABELS[record.kind]} por {record.actorName} em {when(record.at)}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={(isOpen) => !isOpen && !anonymise.isPending && setConfirming(false)}
        title={`Anonimizar ${customer.name}?`}
        description="Nome, telefone, endereço e observações deste cliente são apagados do cadastro e de todos os pedidos dele. Os pedidos e os valores continuam nas contas da pizzaria. Esta ação não pode ser desfeita."
        confirmLabel={anonymise.isPending ? 'Anonimizando...' : 'Anonimizar'}
        isPending={anonymise.isPending}
        onConfirm={() => anonymise.mutate(customer.id, { onSettled: () => setConfirming(false) })}
      />
    </section>
  );
}
