import { CopyIcon, ZapIcon } from 'lucide-react';
import { useState, type ChangeEvent, type ReactNode } from 'react';
import { formatDate, formatDateTime } from '../../../../domain/date-format';
import {
  API_PIX_BANK_LABELS,
  API_PIX_BANKS,
  PIX_EXPIRY_MINUTES_MAX,
  PIX_EXPIRY_MINUTES_MIN,
  PIX_RING_ON,
  PIX_RING_ON_LABELS,
  PIX_UNPAID_POLICIES,
  PIX_UNPAID_POLICY_LABELS,
  type ApiPixBank,
  type PixAutomationChoices,
  type PixProviderKind,
  type PixRingOn,
  type PixUnpaidPolicy,
} from '../../../../domain/pix-automation';
import {
  API_PIX_BANK_ADDRESSES,
  MERCADOPAGO_BASE_URL,
  SavePixProviderSchema,
  type PixConnectionTestResult,
  type PixProviderView,
  type SavePixProviderInput,
} from '../../../../domain/admin-pix-provider';
import { errorProps, FormField } from '../../../components/forms/form-field';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Input, Textarea } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { useShopTimeZone } from '../../../api/get-establishment';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { serverMessage } from '../../../admin/api/error-message';
import { NativeSelect } from '../../../admin/ui/select';
import {
  useDisconnectPixProvider,
  usePixProvider,
  useSavePixProvider,
  useTestPixConnection,
} from '../api/pix-provider';
import { TestOutcomeNote } from './connection-form-parts';
import { PasswordDialog } from './password-dialog';

/** The form as typed: secrets blank unless the owner types new ones. */
interface Draft {
  kind: PixProviderKind;
  bank: ApiPixBank;
  baseUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  certificateFormat: 'p12' | 'pem';
  p12Base64: string;
  p12FileName: string;
  passphrase: string;
  certificatePem: string;
  privateKeyPem: string;
  /** The bank's webhook certificate chain (PEM) from a chosen .crt/.pem file. */
  webhookCertificatePem: string;
  webhookCertificateFileName: string;
  removeWebhookCertificate: boolean;
  pixKey: string;
  accessToken: string;
  webhookSecret: string;
  expiryMinutes: string;
  unpaidPolicy: PixUnpaidPolicy;
  ringOn: PixRingOn;
}

function draftOf(view: PixProviderView, shopPixKey: string): Draft {
  const kind = view.kind ?? 'api_pix';
  const bank = view.bank ?? 'efi';
  const defaults = kind === 'api_pix' ? API_PIX_BANK_ADDRESSES[bank] : null;
  return {
    kind,
    bank,
    baseUrl: view.baseUrl || (defaults?.baseUrl ?? MERCADOPAGO_BASE_URL),
    tokenUrl: view.kind ? view.tokenUrl : (defaults?.tokenUrl ?? ''),
    clientId: '',
    clientSecret: '',
    certificateFormat: 'p12',
    p12Base64: '',
    p12FileName: '',
    passphrase: '',
    certificatePem: '',
    privateKeyPem: '',
    webhookCertificatePem: '',
    webhookCertificateFileName: '',
    removeWebhookCertificate: false,
    // the charges go to the shop's current key unless the owner says otherwise
    pixKey: view.summary.pixKey ?? shopPixKey,
    accessToken: '',
    webhookSecret: '',
    expiryMinutes: String(view.choices.expiryMinutes),
    unpaidPolicy: view.choices.unpaidPolicy,
    ringOn: view.choices.ringOn,
  };
}

/** The draft as the API takes it; blank secrets are left out (the saved ones stay). */
function inputOf(draft: Draft, currentPassword?: string): unknown {
  const blankless = (text: string) => (text.trim() === '' ? undefined : text.trim());
  const choices = {
    expiryMinutes: /^\d+$/.test(draft.expiryMinutes.trim())
      ? Number(draft.expiryMinutes.trim())
      : Number.NaN,
    unpaidPolicy: draft.unpaidPolicy,
    ringOn: draft.ringOn,
  } satisfies PixAutomationChoices;
  const certificate =
    draft.certificateFormat === 'p12'
      ? draft.p12Base64
        ? { format: 'p12', base64: draft.p12Base64, passphrase: draft.passphrase }
        : undefined
      : draft.certificatePem || draft.privateKeyPem
        ? { format: 'pem', certificate: draft.certificatePem, privateKey: draft.privateKeyPem }
        : undefined;
  const connection =
    draft.kind === 'api_pix'
      ? {
          kind: 'api_pix',
          bank: draft.bank,
          baseUrl: draft.baseUrl.trim(),
          tokenUrl: draft.tokenUrl.trim(),
          clientId: blankless(draft.clientId),
          clientSecret: blankless(draft.clientSecret),
          certificate,
          webhookCertificate: blankless(draft.webhookCertificatePem),
          removeWebhookCertificate: draft.removeWebhookCertificate || undefined,
          pixKey: blankless(draft.pixKey),
        }
      : {
          kind: 'mercadopago',
          baseUrl: draft.baseUrl.trim(),
          accessToken: blankless(draft.accessToken),
          webhookSecret: blankless(draft.webhookSecret),
        };
  return { connection, choices, currentPassword };
}

type Errors = Record<string, string>;

function check(
  draft: Draft,
  currentPassword?: string,
): { ok: true; input: SavePixProviderInput } | { ok: false; errors: Errors } {
  const parsed = SavePixProviderSchema.safeParse(inputOf(draft, currentPassword));
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String);
    const field =
      path[0] === 'choices'
        ? (path[1] ?? 'choices')
        : path[1] === 'certificate'
          ? 'certificate'
          : (path[1] ?? path[0] ?? '');
    errors[field] ??=
      field === 'expiryMinutes'
        ? `Informe de ${PIX_EXPIRY_MINUTES_MIN} a ${PIX_EXPIRY_MINUTES_MAX} minutos`
        : issue.message;
  }
  return { ok: false, errors };
}

/** Whether saving changes the connection (and so needs the password): anything but the choices. */
function changesConnection(draft: Draft, view: PixProviderView): boolean {
  if (!view.isActive || view.status !== 'ready' || view.kind !== draft.kind) return true;
  if (view.baseUrl !== draft.baseUrl.trim()) return true;
  const typed =
    draft.kind === 'api_pix'
      ? [
          draft.clientId,
          draft.clientSecret,
          draft.p12Base64,
          draft.certificatePem,
          draft.privateKeyPem,
          draft.webhookCertificatePem,
        ]
      : [draft.accessToken, draft.webhookSecret];
  if (typed.some((text) => text.trim() !== '')) return true;
  if (draft.kind === 'api_pix' && draft.removeWebhookCertificate) return true;
  return (
    draft.kind === 'api_pix' &&
    (view.bank !== draft.bank ||
      view.tokenUrl !== draft.tokenUrl.trim() ||
      (view.summary.pixKey ?? '') !== draft.pixKey.trim())
  );
}

const PASSWORD_CODES = new Set(['PASSWORD_CONFIRMATION_REQUIRED', 'PASSWORD_MISMATCH']);

/**
 * 'Pix automático' (decision 060): the shop connects its own bank's API Pix or Mercado Pago, and
 * each Pix order gets a charge of its exact total, confirmed by the provider. Saved on its own
 * ('Salvar conexão'), apart from the settings form; secrets are typed, never shown again.
 */
export function PixProviderSection({ shopPixKey }: { shopPixKey: string }) {
  const query = usePixProvider();
  if (query.isPending) {
    return (
      <Card>
        <div className="py-8 text-center">
          <Spinner label="Carregando Pix automático..." />
        </div>
      </Card>
    );
  }
  if (query.isError) {
    return (
      <Card>
        <div className="flex flex-col items-center gap-3 py-8 text-center">
          <p className="text-stone-700">Não foi possível carregar o Pix automático.</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            Tentar novamente
          </Button>
        </div>
      </Card>
    );
  }
  // a new form whenever the saved connection changes (after a save or a disconnect)
  return (
    <ProviderForm
      key={`${query.data.kind ?? ''}:${query.data.summary.connectedAt ?? ''}:${query.data.isActive}`}
      view={query.data}
      shopPixKey={shopPixKey}
    />
  );
}

function Card({ children }: { children: ReactNode }) {
  return (
    <section
      aria-labelledby="pix-provider-title"
      className="@container flex flex-col gap-4 rounded-xl border border-stone-200 p-4 md:p-5"
    >
      <div className="flex flex-wrap items-center gap-2">
        <ZapIcon className="size-5 text-brand-600" aria-hidden />
        <h2 id="pix-provider-title" className="text-base font-bold text-stone-900">
          Pix automático
        </h2>
      </div>
      {children}
    </section>
  );
}

function ProviderForm({ view, shopPixKey }: { view: PixProviderView; shopPixKey: string }) {
  const timeZone = useShopTimeZone();
  const save = useSavePixProvider();
  const test = useTestPixConnection();
  const disconnect = useDisconnectPixProvider();
  const [draft, setDraft] = useState<Draft>(() => draftOf(view, shopPixKey));
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [result, setResult] = useState<PixConnectionTestResult | null>(null);
  const [asking, setAsking] = useState<'save' | 'disconnect' | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const isReadOnly = !view.hasSecretsKey;
  const isSaved = view.status !== 'none';
  const secretHint = (isKept: boolean) =>
    isKept ? 'Salvo. Deixe em branco para manter.' : undefined;
  const isKept = view.status === 'ready' && view.kind === draft.kind;

  function change(patch: Partial<Draft>) {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key];
      if ('p12Base64' in patch || 'certificatePem' in patch || 'privateKeyPem' in patch) {
        delete next.certificate;
      }
      return next;
    });
    setResult(null);
    setFormError(null);
  }

  function chooseKind(kind: PixProviderKind) {
    const addresses = kind === 'api_pix' ? API_PIX_BANK_ADDRESSES[draft.bank] : null;
    const isSavedKind = view.kind === kind && view.baseUrl !== '';
    change({
      kind,
      baseUrl: isSavedKind ? view.baseUrl : (addresses?.baseUrl ?? MERCADOPAGO_BASE_URL),
      tokenUrl: isSavedKind ? view.tokenUrl : (addresses?.tokenUrl ?? ''),
    });
  }

  function chooseBank(bank: ApiPixBank) {
    change({ bank, ...API_PIX_BANK_ADDRESSES[bank] });
  }

  async function readFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    const bytes = new Uint8Array(await file.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    change({ p12Base64: btoa(binary), p12FileName: file.name });
  }

  async function readWebhookCertificate(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    change({
      webhookCertificatePem: await file.text(),
      webhookCertificateFileName: file.name,
      removeWebhookCertificate: false,
    });
  }

  function sendSave(password?: string) {
    const checked = check(draft, password);
    if (!checked.ok) {
      setErrors(checked.errors);
      setAsking(null);
      return;
    }
    save.mutate(checked.input, {
      onSuccess: () => {
        setAsking(null);
        toast.success('Pix automático salvo', {
          description: 'Os próximos pedidos com Pix recebem uma cobrança do valor exato.',
        });
      },
      onError: (error) => {
        if (error instanceof ApiError && PASSWORD_CODES.has(error.code)) {
          setPasswordError(password === undefined ? null : error.message);
          setAsking('save');
          return;
        }
        setAsking(null);
        setFormError(serverMessage(error, 'Não foi possível salvar. Tente novamente.'));
      },
    });
  }

  function submit() {
    const checked = check(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    if (changesConnection(draft, view)) {
      setPasswordError(null);
      setAsking('save');
      return;
    }
    sendSave();
  }

  function runTest() {
    const checked = check(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setResult(null);
    test.mutate(checked.input.connection, {
      onSuccess: setResult,
      onError: (error) =>
        setResult({
          ok: false,
          message: serverMessage(error, 'Não foi possível testar agora. Tente novamente.'),
        }),
    });
  }

  function sendDisconnect(password: string) {
    disconnect.mutate(password, {
      onSuccess: () => {
        setAsking(null);
        toast.success('Pix automático desconectado', {
          description: 'Os pedidos com Pix voltam a mostrar o código fixo da chave.',
        });
      },
      onError: (error) => {
        if (error instanceof ApiError && PASSWORD_CODES.has(error.code)) {
          setPasswordError(error.message);
          return;
        }
        setAsking(null);
        toast.error('Erro ao desconectar', {
          description: serverMessage(error, 'Tente novamente.'),
        });
      },
    });
  }

  const status = view.isActive
    ? view.status === 'locked'
      ? { label: 'Credenciais bloqueadas', variant: 'closed' as const }
      : { label: 'Conectado', variant: 'open' as const }
    : { label: 'Desligado', variant: 'muted' as const };

  return (
    <Card>
      <div className="-mt-2 flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={status.variant}>{status.label}</Badge>
          {view.isActive && view.summary.connectedAt && (
            <span className="text-sm text-stone-600">
              Conectado desde {formatDateTime(view.summary.connectedAt, timeZone)}
            </span>
          )}
        </div>
        <p className="text-sm text-stone-600">
          Conecte a conta da pizzaria no banco ou no Mercado Pago: cada pedido com Pix recebe um
          código com o valor exato, e o pagamento se confirma sozinho, direto na sua conta, sem taxa
          nossa. Sem conexão, os pedidos mostram o código fixo da chave acima.
        </p>
      </div>

      {isReadOnly && (
        <Notice tone="amber">
          <strong>Falta a chave de criptografia do servidor.</strong> As credenciais do banco são
          guardadas criptografadas com a variável de ambiente <code>FORNO_SECRETS_KEY</code>. Peça a
          quem cuida do servidor para defini-la (32 caracteres ou mais, por exemplo a saída de{' '}
          <code>openssl rand -base64 32</code>) e reiniciá-lo. Até lá, esta parte fica só para
          leitura.
        </Notice>
      )}
      {view.isActive && view.status === 'locked' && (
        <Notice tone="red">
          As credenciais salvas não abrem com a chave de criptografia atual do servidor (a{' '}
          <code>FORNO_SECRETS_KEY</code> mudou ou sumiu). Os pedidos mostram o código fixo até você
          informar as credenciais de novo.
        </Notice>
      )}

      {view.isActive && view.status === 'ready' && <SavedSummary view={view} timeZone={timeZone} />}

      <fieldset disabled={isReadOnly} className="flex min-w-0 flex-col gap-4">
        <legend className="sr-only">Conexão</legend>
        <div role="radiogroup" aria-label="Provedor" className="grid gap-2 @sm:grid-cols-2">
          {(
            [
              ['api_pix', 'API Pix do banco', 'Efí, Inter, Sicoob, Itaú, Santander e outros'],
              ['mercadopago', 'Mercado Pago', 'Conta do Mercado Pago da pizzaria'],
            ] as const
          ).map(([kind, label, hint]) => (
            <label
              key={kind}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5',
                draft.kind === kind ? 'border-brand-600 bg-brand-50' : 'border-stone-300',
              )}
            >
              <input
                type="radio"
                name="pix-provider-kind"
                className="mt-1 size-4 accent-brand-600"
                checked={draft.kind === kind}
                onChange={() => chooseKind(kind)}
              />
              <span>
                <span className="block font-semibold text-stone-900">{label}</span>
                <span className="block text-sm text-stone-600">{hint}</span>
              </span>
            </label>
          ))}
        </div>

        {draft.kind === 'api_pix' ? (
          <div className="grid gap-4 @lg:grid-cols-2">
            <FormField id="pix-provider-bank" label="Banco" className="@lg:col-span-2">
              <NativeSelect
                id="pix-provider-bank"
                value={draft.bank}
                onChange={(event) => {
                  const bank = API_PIX_BANKS.find((b) => b === event.target.value);
                  if (bank) chooseBank(bank);
                }}
              >
                {API_PIX_BANKS.map((bank) => (
                  <option key={bank} value={bank}>
                    {API_PIX_BANK_LABELS[bank]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <SecretField
              id="pix-provider-client-id"
              label="Client ID"
              value={draft.clientId}
              error={errors.clientId}
              hint={secretHint(isKept) ?? 'Na área de aplicações/API do banco.'}
              onChange={(clientId) => change({ clientId })}
            />
            <SecretField
              id="pix-provider-client-secret"
              label="Client Secret"
              value={draft.clientSecret}
              error={errors.clientSecret}
              hint={secretHint(isKept)}
              onChange={(clientSecret) => change({ clientSecret })}
            />
            <div className="flex flex-col gap-3 @lg:col-span-2">
              <div role="radiogroup" aria-label="Formato do certificado" className="flex gap-4">
                {(
                  [
                    ['p12', 'Arquivo .p12 / .pfx'],
                    ['pem', 'Certificado e chave PEM'],
                  ] as const
                ).map(([format, label]) => (
                  <label key={format} className="flex items-center gap-2 text-sm text-stone-900">
                    <input
                      type="radio"
                      name="pix-provider-cert-format"
                      className="size-4 accent-brand-600"
                      checked={draft.certificateFormat === format}
                      onChange={() => change({ certificateFormat: format })}
                    />
                    {label}
                  </label>
                ))}
              </div>
              {draft.certificateFormat === 'p12' ? (
                <div className="grid gap-4 @lg:grid-cols-2">
                  <FormField
                    id="pix-provider-p12"
                    label="Certificado do banco"
                    error={errors.certificate}
                    hint={
                      draft.p12FileName
                        ? `Escolhido: ${draft.p12FileName}`
                        : isKept && view.summary.certificateSubject
                          ? 'Salvo. Escolha outro arquivo só para trocá-lo.'
                          : 'O arquivo que o banco gera para a sua aplicação.'
                    }
                  >
                    <Input
                      id="pix-provider-p12"
                      type="file"
                      accept=".p12,.pfx,application/x-pkcs12"
                      className="py-2 file:mr-3 file:rounded-md file:border-0 file:bg-stone-100 file:px-3 file:py-1 file:text-sm"
                      onChange={(event) => void readFile(event)}
                      {...errorProps('pix-provider-p12', errors.certificate)}
                    />
                  </FormField>
                  <FormField
                    id="pix-provider-passphrase"
                    label="Senha do certificado"
                    hint="Em branco se o arquivo não tem senha (a Efí gera sem senha)."
                  >
                    <Input
                      id="pix-provider-passphrase"
                      type="password"
                      autoComplete="off"
                      value={draft.passphrase}
                      onChange={(event) => change({ passphrase: event.target.value })}
                    />
                  </FormField>
                </div>
              ) : (
                <div className="grid gap-4 @lg:grid-cols-2">
                  <FormField
                    id="pix-provider-cert-pem"
                    label="Certificado (.crt em PEM)"
                    error={errors.certificate}
                  >
                    <Textarea
                      id="pix-provider-cert-pem"
                      rows={4}
                      spellCheck={false}
                      placeholder="-----BEGIN CERTIFICATE-----"
                      className="font-mono text-xs"
                      value={draft.certificatePem}
                      onChange={(event) => change({ certificatePem: event.target.value })}
                      {...errorProps('pix-provider-cert-pem', errors.certificate)}
                    />
                  </FormField>
                  <FormField id="pix-provider-key-pem" label="Chave privada (.key em PEM)">
                    <Textarea
                      id="pix-provider-key-pem"
                      rows={4}
                      spellCheck={false}
                      placeholder="-----BEGIN PRIVATE KEY-----"
                      className="font-mono text-xs"
                      value={draft.privateKeyPem}
                      onChange={(event) => change({ privateKeyPem: event.target.value })}
                    />
                  </FormField>
                </div>
              )}
            </div>
            <WebhookCertificateField
              draft={draft}
              savedSubject={isKept ? view.summary.webhookCertificateSubject : undefined}
              error={errors.webhookCertificate}
              onFile={(event) => void readWebhookCertificate(event)}
              onRemove={(removeWebhookCertificate) =>
                change({
                  removeWebhookCertificate,
                  webhookCertificatePem: '',
                  webhookCertificateFileName: '',
                })
              }
            />
            <FormField
              id="pix-provider-pix-key"
              label="Chave Pix das cobranças"
              error={errors.pixKey}
              hint="Uma chave da conta deste banco. Começa com a chave da pizzaria."
              className="@lg:col-span-2"
            >
              <Input
                id="pix-provider-pix-key"
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                value={draft.pixKey}
                onChange={(event) => change({ pixKey: event.target.value })}
                {...errorProps('pix-provider-pix-key', errors.pixKey)}
              />
            </FormField>
          </div>
        ) : (
          <div className="grid gap-4 @lg:grid-cols-2">
            <SecretField
              id="pix-provider-access-token"
              label="Access Token de produção"
              value={draft.accessToken}
              error={errors.accessToken}
              hint={secretHint(isKept) ?? 'Suas integrações › Credenciais de produção (APP_USR-…).'}
              onChange={(accessToken) => change({ accessToken })}
            />
            <SecretField
              id="pix-provider-webhook-secret"
              label="Assinatura secreta do webhook"
              value={draft.webhookSecret}
              error={errors.webhookSecret}
              hint={secretHint(isKept) ?? 'Suas integrações › Webhooks › Assinatura secreta.'}
              onChange={(webhookSecret) => change({ webhookSecret })}
            />
          </div>
        )}

        <details className="rounded-lg border border-stone-200 px-3 py-2 text-sm">
          <summary className="cursor-pointer font-semibold text-stone-800">Avançado</summary>
          <div className="mt-3 grid gap-4 @lg:grid-cols-2">
            <FormField
              id="pix-provider-base-url"
              label="Endereço da API"
              error={errors.baseUrl}
              hint="Já vem preenchido para cada banco; mude só se o banco indicar outro."
            >
              <Input
                id="pix-provider-base-url"
                inputMode="url"
                spellCheck={false}
                value={draft.baseUrl}
                onChange={(event) => change({ baseUrl: event.target.value })}
                {...errorProps('pix-provider-base-url', errors.baseUrl)}
              />
            </FormField>
            {draft.kind === 'api_pix' && (
              <FormField
                id="pix-provider-token-url"
                label="Endereço do token (OAuth)"
                error={errors.tokenUrl}
                hint="Em branco: o da própria API (/oauth/token)."
              >
                <Input
                  id="pix-provider-token-url"
                  inputMode="url"
                  spellCheck={false}
                  value={draft.tokenUrl}
                  onChange={(event) => change({ tokenUrl: event.target.value })}
                  {...errorProps('pix-provider-token-url', errors.tokenUrl)}
                />
              </FormField>
            )}
          </div>
        </details>

        <div className="grid gap-4 @lg:grid-cols-2">
          <FormField
            id="pix-provider-expiry"
            label="Validade do código (minutos)"
            error={errors.expiryMinutes}
            hint={`De ${PIX_EXPIRY_MINUTES_MIN} a ${PIX_EXPIRY_MINUTES_MAX}.`}
          >
            <Input
              id="pix-provider-expiry"
              inputMode="numeric"
              value={draft.expiryMinutes}
              onChange={(event) => change({ expiryMinutes: event.target.value })}
              {...errorProps('pix-provider-expiry', errors.expiryMinutes)}
            />
          </FormField>
          <FormField id="pix-provider-ring" label="Tocar o alarme">
            <NativeSelect
              id="pix-provider-ring"
              value={draft.ringOn}
              onChange={(event) => {
                const ringOn = PIX_RING_ON.find((r) => r === event.target.value);
                if (ringOn) change({ ringOn });
              }}
            >
              {PIX_RING_ON.map((ringOn) => (
                <option key={ringOn} value={ringOn}>
                  {PIX_RING_ON_LABELS[ringOn]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id="pix-provider-unpaid" label="Pedidos não pagos" className="@lg:col-span-2">
            <NativeSelect
              id="pix-provider-unpaid"
              value={draft.unpaidPolicy}
              onChange={(event) => {
                const policy = PIX_UNPAID_POLICIES.find((p) => p === event.target.value);
                if (policy) change({ unpaidPolicy: policy });
              }}
            >
              {PIX_UNPAID_POLICIES.map((policy) => (
                <option key={policy} value={policy}>
                  {PIX_UNPAID_POLICY_LABELS[policy]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>

        {result && <TestOutcomeNote tone={result.ok ? 'ok' : 'failed'} message={result.message} />}
        {formError && (
          <p
            role="alert"
            className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900"
          >
            {formError}
          </p>
        )}

        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            className="flex-1 sm:flex-none"
            onClick={runTest}
            disabled={test.isPending}
          >
            {test.isPending ? 'Testando...' : 'Testar conexão'}
          </Button>
          <div className="flex flex-1 flex-wrap justify-end gap-2">
            {view.isActive && (
              <Button
                type="button"
                variant="outline"
                className="text-red-700"
                onClick={() => {
                  setPasswordError(null);
                  setAsking('disconnect');
                }}
              >
                Desconectar
              </Button>
            )}
            <Button type="button" onClick={submit} disabled={save.isPending}>
              {save.isPending ? 'Salvando...' : isSaved ? 'Salvar conexão' : 'Conectar'}
            </Button>
          </div>
        </div>
      </fieldset>

      {view.webhookUrl !== '' && <WebhookAddress view={view} />}

      <PasswordDialog
        open={asking !== null}
        changedFields={
          asking === 'disconnect' ? 'desconectar o Pix automático' : 'conexão do Pix automático'
        }
        error={passwordError}
        isPending={save.isPending || disconnect.isPending}
        onConfirm={(password) =>
          asking === 'disconnect' ? sendDisconnect(password) : sendSave(password)
        }
        onCancel={() => setAsking(null)}
      />
    </Card>
  );
}

function SecretField(props: {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  hint: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <FormField id={props.id} label={props.label} error={props.error} hint={props.hint}>
      <Input
        id={props.id}
        type="password"
        autoComplete="off"
        spellCheck={false}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        {...errorProps(props.id, props.error)}
      />
    </FormField>
  );
}

function Notice({ tone, children }: { tone: 'amber' | 'red'; children: ReactNode }) {
  return (
    <p
      className={cn(
        'rounded-xl border px-4 py-3 text-sm',
        tone === 'amber'
          ? 'border-amber-300 bg-amber-50 text-amber-950'
          : 'border-red-300 bg-red-50 text-red-900',
      )}
    >
      {children}
    </p>
  );
}

function SavedSummary({ view, timeZone }: { view: PixProviderView; timeZone: string }) {
  const { summary } = view;
  const rows: [string, string][] = [
    [
      'Provedor',
      view.kind === 'mercadopago' ? 'Mercado Pago' : API_PIX_BANK_LABELS[view.bank ?? 'outro'],
    ],
  ];
  if (summary.clientId) rows.push(['Client ID', summary.clientId]);
  if (summary.certificateSubject) {
    const until = summary.certificateValidTo
      ? ` · válido até ${formatDate(summary.certificateValidTo, timeZone)}`
      : '';
    rows.push(['Certificado', `${summary.certificateSubject}${until}`]);
  }
  if (summary.webhookCertificateSubject) {
    const until = summary.webhookCertificateValidTo
      ? ` · válido até ${formatDate(summary.webhookCertificateValidTo, timeZone)}`
      : '';
    rows.push(['Certificado dos webhooks', `${summary.webhookCertificateSubject}${until}`]);
  }
  if (summary.pixKey) rows.push(['Chave das cobranças', summary.pixKey]);
  if (summary.accessToken) rows.push(['Token', summary.accessToken]);
  rows.push([
    'Webhook',
    view.webhookRegisteredAt
      ? `Registrado às ${formatDateTime(view.webhookRegisteredAt, timeZone)}`
      : view.kind === 'mercadopago'
        ? 'Cadastre o endereço abaixo no painel do Mercado Pago'
        : 'Aguardando registro no banco',
  ]);
  return (
    <dl
      aria-label="Conexão salva"
      className="grid gap-x-4 gap-y-1 rounded-lg bg-stone-50 px-3 py-2 text-sm @md:grid-cols-[auto_1fr]"
    >
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-stone-700">{label}</dt>
          <dd className="mb-1 break-words text-stone-900 @md:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function WebhookAddress({ view }: { view: PixProviderView }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(view.webhookUrl);
      toast.success('Endereço copiado');
    } catch {
      toast.error('Não foi possível copiar', { description: 'Selecione o endereço e copie.' });
    }
  }
  return (
    <div className="flex flex-col gap-1.5">
      <FormField
        id="pix-provider-webhook"
        label="Endereço do webhook"
        hint={
          view.kind === 'mercadopago'
            ? 'Cole este endereço no painel do Mercado Pago (Suas integrações › Webhooks), evento “Pagamentos”.'
            : 'Registrado no banco automaticamente ao salvar. O banco avisa neste endereço cada Pix recebido.'
        }
      >
        <div className="flex gap-2">
          <Input
            id="pix-provider-webhook"
            readOnly
            value={view.webhookUrl}
            className="font-mono text-sm"
          />
          <Button
            type="button"
            variant="outline"
            size="field"
            className="shrink-0"
            onClick={() => void copy()}
          >
            <CopyIcon aria-hidden />
            Copiar
          </Button>
        </div>
      </FormField>
      {!view.isWebhookUrlPublic && (
        <p className="text-sm text-amber-900">
          Este endereço veio desta página, não de <code>PUBLIC_URL</code>: se ele não abrir fora da
          pizzaria, o banco não consegue avisar. Defina <code>PUBLIC_URL</code> no servidor.
        </p>
      )}
    </div>
  );
}

/**
 * 'Certificado do banco para webhooks' (decision 061): optional; with it, a webhook's client
 * certificate must be the bank's. A saved one is kept when no file is chosen, or removed.
 */
function WebhookCertificateField({
  draft,
  savedSubject,
  error,
  onFile,
  onRemove,
}: {
  draft: Draft;
  savedSubject: string | undefined;
  error: string | undefined;
  onFile: (event: ChangeEvent<HTMLInputElement>) => void;
  onRemove: (isRemoved: boolean) => void;
}) {
  const hint = draft.webhookCertificateFileName
    ? `Escolhido: ${draft.webhookCertificateFileName}`
    : draft.removeWebhookCertificate
      ? 'Será removido ao salvar: os webhooks serão aceitos de qualquer certificado válido.'
      : savedSubject
        ? `Salvo: ${savedSubject}. Escolha outro arquivo só para trocá-lo.`
        : 'Opcional. A cadeia de certificados que o banco publica para os webhooks (a Efí publica a sua).';
  return (
    <div className="flex flex-col gap-2 @lg:col-span-2">
      <FormField
        id="pix-provider-webhook-cert"
        label="Certificado do banco para webhooks (.crt/.pem)"
        error={error}
        hint={hint}
      >
        <Input
          id="pix-provider-webhook-cert"
          type="file"
          accept=".crt,.pem,.cer,application/x-x509-ca-cert,application/x-pem-file"
          className="py-2 file:mr-3 file:rounded-md file:border-0 file:bg-stone-100 file:px-3 file:py-1 file:text-sm"
          onChange={onFile}
          {...errorProps('pix-provider-webhook-cert', error)}
        />
      </FormField>
      {savedSubject && !draft.webhookCertificateFileName ? (
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => onRemove(!draft.removeWebhookCertificate)}
          >
            {draft.removeWebhookCertificate ? 'Manter o certificado salvo' : 'Remover certificado'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
