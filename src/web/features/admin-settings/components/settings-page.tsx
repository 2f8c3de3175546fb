import { TriangleAlertIcon } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { formatDateTime } from '../../../../domain/date-format';
import type { EstablishmentSettings } from '../../../../domain/establishment';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { UnsavedChangesGuard } from '../../../admin/ui/unsaved-changes-guard';
import { PageHeader } from '../../../admin/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../admin/ui/tabs';
import { AdditionalInfoTab } from './additional-info-tab';
import { BasicInfoTab } from './basic-info-tab';
import { DeliveryTab } from './delivery-tab';
import { DeveloperTools } from './developer-tools';
import { useAdminSettings } from '../api/get-settings';
import { HoursTab } from './hours-tab';
import { PaymentTab } from './payment-tab';
import { PasswordDialog } from './password-dialog';
import {
  changedCredentialFields,
  PAYMENT_CREDENTIAL_LABELS,
} from '../../../../domain/admin-payment-credentials';
import { useSaveSettings } from '../api/save-settings';
import type { SectionProps } from './section-props';
import { IfoodSection } from './ifood-section';
import { PrintersSection } from './printers-section';
import { PrivacySection } from './privacy-section';
import { TeamSection } from './team-section';
import { WhatsAppSection } from './whatsapp-section';
import { checkSettings, sameSettings, type SettingsErrors } from '../utils/working-copy';

const TABS = [
  { value: 'basic', label: 'Informações Básicas', Content: BasicInfoTab },
  { value: 'hours', label: 'Horários', Content: HoursTab },
  { value: 'payment', label: 'Pagamento', Content: PaymentTab },
  { value: 'delivery', label: 'Entrega', Content: DeliveryTab },
  { value: 'info', label: 'Informações Adicionais', Content: AdditionalInfoTab },
] as const;
type TabValue = (typeof TABS)[number]['value'];

/** Which tab shows the field at an error's path. */
function tabOf(path: string): TabValue {
  if (path.startsWith('schedules') || path === 'timeZone' || path.startsWith('scheduling')) {
    return 'hours';
  }
  if (path.startsWith('delivery')) return 'delivery';
  if (
    path.startsWith('paymentOptions') ||
    path.startsWith('pix') ||
    path === 'flavourPricingRule' ||
    path === 'maxOrderTotalCents'
  ) {
    return 'payment';
  }
  if (path === 'additionalInfo') return 'info';
  return 'basic';
}

/** The refusals of a save whose password was missing or wrong: shown in the dialog. */
const PASSWORD_CODES = new Set(['PASSWORD_CONFIRMATION_REQUIRED', 'PASSWORD_MISMATCH']);

const SAVE_FAILED = 'Ocorreu um erro ao salvar as informações do estabelecimento.';

/** The server's reason for a refusal it explains (a 4xx); the spec's sentence otherwise. */
function saveFailure(error: Error): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message
    ? error.message
    : SAVE_FAILED;
}

/**
 * `/admin/settings` ('Configurações da Pizzaria', docs/product/screens.md#settings, docs/product/states.md#settings): a working copy of the settings
 * stored on the server, compared with them; the unsaved banner, Cancelar and 'Salvar alterações'
 * follow the difference. Below: the team and the developer tools.
 */
/**
 * `deskSection`: this device's desk settings (the new-order alarm); `kitchenSection`: the kitchen's
 * stations and clocks (decision 058); both composed by the app.
 */
export function SettingsPage({
  deskSection,
  kitchenSection,
}: { deskSection?: ReactNode; kitchenSection?: ReactNode } = {}) {
  const query = useAdminSettings();
  const save = useSaveSettings();
  // null: no edits, the working copy is the saved copy (and follows it when it is read again)
  const [draft, setDraft] = useState<EstablishmentSettings | null>(null);
  const [tab, setTab] = useState<TabValue>('basic');
  // the save waiting for 'Confirme sua senha' (a change of the Pix receiver: decision 039)
  const [awaitingPassword, setAwaitingPassword] = useState<{
    settings: EstablishmentSettings;
    fields: string;
  } | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const saved = query.data?.settings;
  const copy = draft ?? saved;
  const isChanged = draft !== null && saved !== undefined && !sameSettings(draft, saved);
  const checked = copy ? checkSettings(copy) : null;
  const errors: SettingsErrors = checked && !checked.isValid ? checked.errors : {};
  const tabsWithErrors = new Set(Object.keys(errors).map(tabOf));

  useEffect(() => {
    if (query.isError) {
      toast.error('Erro ao carregar configurações', {
        id: 'settings-load-error',
        description: query.error.message,
      });
    }
  }, [query.isError, query.error, query.errorUpdatedAt]);

  function update(patch: Partial<EstablishmentSettings>) {
    setDraft((current) => {
      const base = current ?? saved;
      if (!base) return current;
      const next = { ...base, ...patch };
      // edits that land back on the saved copy are no edits: the copy follows the server again
      return saved && sameSettings(next, saved) ? null : next;
    });
  }

  function discard() {
    setDraft(null);
    toast.success('Alterações descartadas');
  }

  function submit() {
    if (!checked || !isChanged) return;
    if (!checked.isValid) {
      // invalid input is shown where it was typed and never sent
      const [firstPath] = Object.keys(checked.errors);
      if (firstPath) setTab(tabOf(firstPath));
      toast.error('Erro ao salvar', { description: 'Corrija os campos indicados.' });
      return;
    }
    const fields = saved ? changedCredentialFields(saved.pix, checked.settings.pix) : [];
    if (fields.length > 0) {
      setPasswordError(null);
      setAwaitingPassword({
        settings: checked.settings,
        fields: fields.map((f) => PAYMENT_CREDENTIAL_LABELS[f]).join(', '),
      });
      return;
    }
    send(checked.settings);
  }

  function send(settings: EstablishmentSettings, currentPassword?: string) {
    save.mutate(currentPassword === undefined ? { settings } : { settings, currentPassword }, {
      onSuccess: () => {
        setDraft(null);
        setAwaitingPassword(null);
        toast.success('Configurações salvas', {
          description: 'Os clientes veem as mudanças em até um minuto.',
        });
      },
      onError: (error) => {
        if (error instanceof ApiError && PASSWORD_CODES.has(error.code)) {
          // the dialog stays open with the reason under the field
          setPasswordError(error.message);
          return;
        }
        setAwaitingPassword(null);
        toast.error('Erro ao salvar', { description: saveFailure(error) });
      },
    });
  }

  return (
    <main>
      <UnsavedChangesGuard isDirty={isChanged} />
      <PageHeader
        title="Configurações da Pizzaria"
        description="O que os clientes veem sobre a pizzaria: contatos, horários, pagamento e entrega."
      />

      {query.isPending ? (
        <div className="mb-6 py-16 text-center">
          <Spinner label="Carregando configurações..." />
        </div>
      ) : !copy ? (
        <div className="mb-6 flex flex-col items-center gap-3 py-16 text-center">
          <p className="text-stone-700">Erro ao carregar configurações</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : (
        <section
          aria-label="Dados da pizzaria"
          className="mb-6 rounded-2xl border border-stone-200 bg-white shadow-sm"
        >
          <Tabs
            value={tab}
            onValueChange={(value) => setTab(TABS.find((t) => t.value === value)?.value ?? 'basic')}
          >
            <div className="border-b border-stone-200 p-3 md:px-5">
              <TabsList
                aria-label="Seções das configurações"
                // phones: two columns of tabs; from 640 px, the list's own inline row
                className="grid-cols-2 max-sm:grid max-sm:w-full"
              >
                {TABS.map(({ value, label }) => (
                  <TabsTrigger
                    key={value}
                    value={value}
                    className="relative max-sm:whitespace-normal"
                  >
                    {label}
                    {tabsWithErrors.has(value) && (
                      <>
                        <span
                          className="absolute top-1 right-1 size-2 rounded-full bg-red-600"
                          aria-hidden
                        />
                        <span className="sr-only"> (com erros)</span>
                      </>
                    )}
                  </TabsTrigger>
                ))}
              </TabsList>
            </div>
            {TABS.map(({ value, Content }) => (
              <TabsContent key={value} value={value} className="p-4 outline-none md:p-5">
                <Content {...({ copy, update, errors } satisfies SectionProps)} />
              </TabsContent>
            ))}
          </Tabs>

          <div
            className={cn(
              'sticky bottom-0 z-10 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-b-2xl border-t px-4 py-3 md:px-5',
              isChanged ? 'border-amber-300 bg-amber-50' : 'border-stone-200 bg-white',
            )}
          >
            <div role="status" className="min-w-32 flex-1 text-sm">
              {isChanged ? (
                <p className="flex items-center gap-2 font-semibold text-amber-950">
                  <TriangleAlertIcon className="size-4 shrink-0" aria-hidden />
                  Você tem alterações não salvas.
                </p>
              ) : (
                <p className="text-stone-600">
                  {query.data?.lastUpdated
                    ? `Última atualização: ${formatDateTime(query.data.lastUpdated, query.data.settings.timeZone)}`
                    : 'Nunca atualizado'}
                </p>
              )}
            </div>
            <div className="ml-auto flex grow gap-2 sm:grow-0">
              {isChanged && (
                <Button
                  variant="outline"
                  className="flex-1 sm:flex-none"
                  onClick={discard}
                  disabled={save.isPending}
                >
                  Cancelar
                </Button>
              )}
              <Button
                className="flex-1 sm:flex-none"
                onClick={submit}
                disabled={!isChanged || save.isPending}
              >
                {save.isPending ? 'Salvando...' : 'Salvar alterações'}
              </Button>
            </div>
          </div>
        </section>
      )}

      <PasswordDialog
        open={awaitingPassword !== null}
        changedFields={awaitingPassword?.fields ?? ''}
        error={passwordError}
        isPending={save.isPending}
        onConfirm={(password) => awaitingPassword && send(awaitingPassword.settings, password)}
        onCancel={() => setAwaitingPassword(null)}
      />

      <div className="flex flex-col gap-6">
        {deskSection}
        {kitchenSection}
        <PrintersSection />
        <WhatsAppSection />
        <IfoodSection />
        <PrivacySection />
        <TeamSection />
        <DeveloperTools stored={query.data} />
      </div>
    </main>
  );
}
