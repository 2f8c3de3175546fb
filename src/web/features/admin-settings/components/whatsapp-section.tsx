import { CopyIcon, MessageCircleIcon } from 'lucide-react';
import { useState } from 'react';
import {
  WhatsAppConnectionInputSchema,
  type WhatsAppConnectionInput,
  type WhatsAppSettingsView,
  type WhatsAppTestResult,
} from '../../../../domain/admin-whatsapp';
import { errorProps, FormField } from '../../../components/forms/form-field';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import { serverMessage } from '../../../admin/api/error-message';
import { ConfirmDialog } from '../../../admin/ui/confirm-dialog';
import {
  useDisconnectWhatsApp,
  useSaveWhatsApp,
  useTestWhatsApp,
  useWhatsAppSettings,
} from '../api/whatsapp';
import { TestCancelSaveActions } from './connection-form-parts';

interface Draft {
  phoneNumberId: string;
  businessAccountId: string;
  accessToken: string;
  appSecret: string;
}
type DraftErrors = Partial<Record<keyof Draft, string>>;

function draftOf(view: WhatsAppSettingsView | undefined): Draft {
  return {
    phoneNumberId: view?.phoneNumberId ?? '',
    businessAccountId: view?.businessAccountId ?? '',
    accessToken: '',
    appSecret: '',
  };
}

/** The form checked by the server's own schema; a first connection needs both secrets. */
function checkDraft(
  draft: Draft,
  isConnected: boolean,
): { ok: true; input: WhatsAppConnectionInput } | { ok: false; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const parsed = WhatsAppConnectionInputSchema.safeParse(draft);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof Draft;
      errors[field] ??= issue.message;
    }
  }
  if (!isConnected && !draft.accessToken.trim()) {
    errors.accessToken = 'Informe o token de acesso do WhatsApp.';
  }
  if (!isConnected && !draft.appSecret.trim()) {
    errors.appSecret = 'Informe a chave secreta do app (App Secret).';
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, input: parsed.data };
}

function CopyLine({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <p className="text-xs font-semibold tracking-wide text-stone-500 uppercase">{label}</p>
      <div className="mt-1 flex items-center gap-2">
        <code className="min-w-0 flex-1 rounded-md bg-stone-100 px-2 py-1.5 text-sm break-all text-stone-900">
          {value}
        </code>
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-label={`Copiar ${label.toLowerCase()}`}
          onClick={() => {
            void navigator.clipboard?.writeText(value).then(
              () => toast.success(`${label} copiado`),
              () => toast.error('Não foi possível copiar; selecione o texto e copie.'),
            );
          }}
        >
          <CopyIcon className="size-4" aria-hidden />
        </Button>
      </div>
    </div>
  );
}

/**
 * 'WhatsApp oficial' (decision 073): the shop's WhatsApp Business Platform number (Cloud API).
 * Connected, each status change tells the customer by itself; not connected, the desk's
 * 'Avisar cliente' links are all there is. The secrets are never shown again, only their ends.
 */
export function WhatsAppSection() {
  const settings = useWhatsAppSettings();
  const save = useSaveWhatsApp();
  const test = useTestWhatsApp();
  const disconnect = useDisconnectWhatsApp();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [outcome, setOutcome] = useState<WhatsAppTestResult | null>(null);
  const [isConfirmingOff, setConfirmingOff] = useState(false);
  const view = settings.data;
  const isConnected = view?.isConnected ?? false;

  function change(patch: Partial<Draft>) {
    setDraft((current) => current && { ...current, ...patch });
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch) as (keyof Draft)[]) delete next[key];
      return next;
    });
    setOutcome(null);
  }

  function checked(): WhatsAppConnectionInput | null {
    if (!draft) return null;
    const result = checkDraft(draft, isConnected);
    if (result.ok) return result.input;
    setErrors(result.errors);
    return null;
  }

  function submit() {
    const input = checked();
    if (!input) return;
    save.mutate(input, {
      onSuccess: () => {
        setDraft(null);
        toast.success('WhatsApp oficial conectado', {
          description: 'Os avisos de status saem sozinhos para os clientes.',
        });
      },
      onError: (error) =>
        toast.error('Erro ao salvar o WhatsApp', {
          description: serverMessage(error, 'Tente novamente.'),
        }),
    });
  }

  function sendTest() {
    const input = checked();
    if (!input) return;
    setOutcome(null);
    test.mutate(input, {
      onSuccess: setOutcome,
      onError: (error) =>
        toast.error('Erro ao testar a conexão', {
          description: serverMessage(error, 'Tente novamente.'),
        }),
    });
  }

  function confirmDisconnect() {
    disconnect.mutate(undefined, {
      onSuccess: () => toast.success('WhatsApp oficial desconectado'),
      onError: (error) =>
        toast.error('Erro ao desconectar', {
          description: serverMessage(error, 'Tente novamente.'),
        }),
      onSettled: () => setConfirmingOff(false),
    });
  }

  return (
    <section
      aria-labelledby="whatsapp-title"
      className="rounded-2xl border border-stone-200 bg-white shadow-sm"
    >
      <div className="flex flex-wrap items-start gap-3 border-b border-stone-200 px-4 py-3 md:px-5">
        <div className="min-w-56 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="whatsapp-title" className="text-lg font-bold text-stone-900">
              WhatsApp oficial
            </h2>
            {view && (
              <Badge variant={isConnected ? 'open' : 'muted'}>
                {isConnected
                  ? 'Conectado'
                  : view.isLocked
                    ? 'Credenciais ilegíveis'
                    : 'Desconectado'}
              </Badge>
            )}
          </div>
          <p className="text-sm text-stone-600">
            Com a API do WhatsApp Business (Cloud API), cada mudança de status avisa o cliente
            sozinha: pedido confirmado, saiu para entrega ou pronto para retirada, entregue ou
            recusado. Sem ela, use o botão Avisar cliente dos pedidos.
          </p>
        </div>
        {!draft && view && (
          <div className="flex gap-2">
            {isConnected && (
              <Button variant="outline" onClick={() => setConfirmingOff(true)}>
                Desconectar
              </Button>
            )}
            <Button
              variant={isConnected ? 'outline' : 'default'}
              onClick={() => {
                setDraft(draftOf(view));
                setErrors({});
                setOutcome(null);
              }}
              disabled={!view.hasSecretsKey}
            >
              {isConnected ? 'Alterar' : 'Conectar'}
            </Button>
          </div>
        )}
      </div>

      {settings.isPending ? (
        <div className="py-10 text-center">
          <Spinner label="Carregando WhatsApp..." />
        </div>
      ) : settings.isError || !view ? (
        <div className="flex flex-col items-center gap-3 py-10 text-center">
          <p className="text-stone-700">Erro ao carregar o WhatsApp oficial</p>
          <Button variant="outline" onClick={() => void settings.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : (
        <div className="grid gap-4 px-4 py-4 md:px-5">
          {!view.hasSecretsKey && (
            <p
              role="alert"
              className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
            >
              Para conectar, defina a variável de ambiente FORNO_SECRETS_KEY no servidor e
              reinicie-o.
            </p>
          )}
          {isConnected && !draft && (
            <dl className="grid gap-3 text-sm sm:grid-cols-3">
              <div>
                <dt className="text-stone-500">ID do número</dt>
                <dd className="font-medium break-all text-stone-900">{view.phoneNumberId}</dd>
              </div>
              <div>
                <dt className="text-stone-500">Token de acesso</dt>
                <dd className="font-medium text-stone-900">{view.tokenMasked}</dd>
              </div>
              <div>
                <dt className="text-stone-500">Chave secreta do app</dt>
                <dd className="font-medium text-stone-900">{view.appSecretMasked}</dd>
              </div>
            </dl>
          )}
          {view.verifyToken && (
            <div className="grid gap-3 rounded-xl border border-stone-200 bg-stone-50 p-3">
              <p className="flex items-center gap-2 text-sm font-semibold text-stone-800">
                <MessageCircleIcon className="size-4" aria-hidden />
                No app da Meta › WhatsApp › Configuração › Webhook, cole:
              </p>
              <CopyLine label="URL de callback" value={view.webhookUrl} />
              <CopyLine label="Token de verificação" value={view.verifyToken} />
              <p className="text-xs text-stone-600">
                Assine o campo <strong>messages</strong>: é por ele que chegam as confirmações de
                entrega e leitura e as respostas PARAR / VOLTAR dos clientes.
                {view.isWebhookUrlGuessed &&
                  ' Este endereço é o que você usa agora; a Meta precisa alcançá-lo pela internet (defina PUBLIC_URL no servidor).'}
              </p>
            </div>
          )}

          {draft && (
            <form
              aria-label="Conectar WhatsApp oficial"
              className="grid gap-4 sm:grid-cols-2"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                submit();
              }}
            >
              <FormField
                id="whatsapp-phone-number-id"
                label="ID do número de telefone"
                error={errors.phoneNumberId}
                hint="No app da Meta › WhatsApp › Configuração da API."
              >
                <Input
                  id="whatsapp-phone-number-id"
                  value={draft.phoneNumberId}
                  inputMode="numeric"
                  onChange={(event) => change({ phoneNumberId: event.target.value })}
                  {...errorProps('whatsapp-phone-number-id', errors.phoneNumberId)}
                />
              </FormField>
              <FormField
                id="whatsapp-waba-id"
                label="ID da conta do WhatsApp Business (opcional)"
                error={errors.businessAccountId}
              >
                <Input
                  id="whatsapp-waba-id"
                  value={draft.businessAccountId}
                  inputMode="numeric"
                  onChange={(event) => change({ businessAccountId: event.target.value })}
                  {...errorProps('whatsapp-waba-id', errors.businessAccountId)}
                />
              </FormField>
              <FormField
                id="whatsapp-token"
                label="Token de acesso"
                error={errors.accessToken}
                hint={
                  isConnected
                    ? `Em branco, mantém o salvo (${view.tokenMasked}).`
                    : 'O token permanente de um usuário do sistema, com whatsapp_business_messaging.'
                }
              >
                <Input
                  id="whatsapp-token"
                  type="password"
                  autoComplete="off"
                  value={draft.accessToken}
                  onChange={(event) => change({ accessToken: event.target.value })}
                  {...errorProps('whatsapp-token', errors.accessToken)}
                />
              </FormField>
              <FormField
                id="whatsapp-app-secret"
                label="Chave secreta do app (App Secret)"
                error={errors.appSecret}
                hint={
                  isConnected
                    ? `Em branco, mantém a salva (${view.appSecretMasked}).`
                    : 'No app da Meta › Configurações do app › Básico. Confere as notificações.'
                }
              >
                <Input
                  id="whatsapp-app-secret"
                  type="password"
                  autoComplete="off"
                  value={draft.appSecret}
                  onChange={(event) => change({ appSecret: event.target.value })}
                  {...errorProps('whatsapp-app-secret', errors.appSecret)}
                />
              </FormField>

              <TestCancelSaveActions
                outcome={
                  outcome && { tone: outcome.ok ? 'ok' : 'failed', message: outcome.message }
                }
                testLabel="Testar conexão"
                testingLabel="Testando..."
                isTesting={test.isPending}
                onTest={sendTest}
                onCancel={() => setDraft(null)}
                saveLabel="Salvar"
                isSaving={save.isPending}
              />
            </form>
          )}
        </div>
      )}

      <ConfirmDialog
        open={isConfirmingOff}
        title="Desconectar o WhatsApp oficial?"
        description="O token e a chave secreta são apagados. Os clientes deixam de receber os avisos automáticos; o botão Avisar cliente dos pedidos continua funcionando."
        confirmLabel="Desconectar"
        tone="danger"
        isPending={disconnect.isPending}
        onConfirm={confirmDisconnect}
        onOpenChange={(isOpen) => !isOpen && setConfirmingOff(false)}
      />
    </section>
  );
}
