import { ShoppingBagIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { formatDateTime } from '../../../../domain/date-format';
import { IfoodConnectSchema, type IfoodSettings } from '../../../../domain/admin-ifood';
import { errorProps, FormField } from '../../../components/forms/form-field';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { useShopTimeZone } from '../../../api/get-establishment';
import { toast } from '../../../lib/toast';
import { serverMessage } from '../../../admin/api/error-message';
import { ConfirmDialog } from '../../../admin/ui/confirm-dialog';
import {
  useConnectIfood,
  useDisconnectIfood,
  useIfoodSettings,
  useRequestIfoodLinkCode,
} from '../api/ifood';

const STATUS_BADGES: Readonly<Record<IfoodSettings['status'], { text: string; tone: string }>> = {
  conectado: { text: 'Conectado', tone: 'border-emerald-700 text-emerald-800' },
  aguardando: { text: 'Aguardando autorização', tone: 'border-amber-700 text-amber-900' },
  desconectado: { text: 'Desconectado', tone: 'border-stone-400 text-stone-700' },
};

/**
 * Configurações › iFood (decision 072), the owner's: 'Conectar' asks iFood for a link code, the
 * owner types it in iFood's Portal do Parceiro and pastes back the authorization code shown
 * there. Connected, it shows the store and a masked token, never the token (decision 060).
 */
export function IfoodSection() {
  const query = useIfoodSettings();
  const requestCode = useRequestIfoodLinkCode();
  const connect = useConnectIfood();
  const disconnect = useDisconnectIfood();
  const timeZone = useShopTimeZone();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [isConfirmingDisconnect, setConfirmingDisconnect] = useState(false);

  function askCode() {
    requestCode.mutate(undefined, {
      onError: (error) =>
        toast.error('Não foi possível pedir o código ao iFood', {
          description: serverMessage(error, 'Tente novamente.'),
        }),
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = IfoodConnectSchema.safeParse({ authorizationCode: code });
    if (!parsed.success) {
      setCodeError(parsed.error.issues[0]?.message ?? 'Código inválido.');
      return;
    }
    setCodeError(null);
    connect.mutate(parsed.data, {
      onSuccess: () => {
        setCode('');
        toast.success('Loja do iFood conectada');
      },
      onError: (error) => setCodeError(serverMessage(error, 'Tente novamente.')),
    });
  }

  const settings = query.data;
  const badge = settings ? STATUS_BADGES[settings.status] : null;

  return (
    <section
      aria-labelledby="ifood-settings-title"
      className="rounded-2xl border border-stone-200 bg-white shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-2 border-b border-stone-200 px-4 py-3 md:px-5">
        <ShoppingBagIcon className="size-5 text-red-700" aria-hidden />
        <h2 id="ifood-settings-title" className="text-lg font-bold text-stone-900">
          iFood
        </h2>
        {badge && (
          <Badge variant="bare" className={`border ${badge.tone}`}>
            {badge.text}
          </Badge>
        )}
      </div>
      <div className="flex flex-col gap-4 p-4 md:p-5">
        {query.isPending ? (
          <div className="py-6 text-center">
            <Spinner label="Carregando o iFood" />
          </div>
        ) : query.isError || !settings ? (
          <div className="flex flex-col items-center gap-3 py-6 text-center">
            <p className="text-stone-700">Não foi possível carregar o iFood.</p>
            <Button variant="outline" onClick={() => void query.refetch()}>
              Tentar novamente
            </Button>
          </div>
        ) : !settings.isAvailable ? (
          <p className="text-sm text-stone-700">
            O iFood ainda não está disponível neste servidor: quem instalou o Forno precisa definir
            IFOOD_CLIENT_ID, IFOOD_CLIENT_SECRET e FORNO_SECRETS_KEY.
          </p>
        ) : settings.status === 'conectado' ? (
          <>
            <p className="text-sm text-stone-700">
              Os pedidos do iFood chegam ao balcão com o selo iFood, tocam e imprimem como os
              outros. Aceitar, preparar, despachar e recusar no balcão avisam o iFood.
            </p>
            <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="font-semibold text-stone-700">Loja</dt>
              <dd className="break-words text-stone-900">{settings.merchantName || '—'}</dd>
              <dt className="font-semibold text-stone-700">ID da loja (merchant)</dt>
              <dd className="font-mono break-all text-stone-900">{settings.merchantId}</dd>
              <dt className="font-semibold text-stone-700">Token</dt>
              <dd className="font-mono text-stone-900">{settings.tokenSummary}</dd>
              {settings.connectedAt && (
                <>
                  <dt className="font-semibold text-stone-700">Conectada em</dt>
                  <dd className="text-stone-900">
                    {formatDateTime(settings.connectedAt, timeZone)}
                  </dd>
                </>
              )}
              <dt className="font-semibold text-stone-700">Última consulta</dt>
              <dd className="text-stone-900">
                {settings.lastPolledAt
                  ? formatDateTime(settings.lastPolledAt, timeZone)
                  : 'ainda não consultou'}
              </dd>
            </dl>
            <div>
              <Button variant="outline" onClick={() => setConfirmingDisconnect(true)}>
                Desconectar
              </Button>
            </div>
          </>
        ) : (
          <>
            <ol className="flex list-decimal flex-col gap-1 pl-5 text-sm text-stone-700">
              <li>Peça um código de vínculo.</li>
              <li>
                No Portal do Parceiro do iFood, em Aplicativos, digite o código e autorize o Forno.
              </li>
              <li>Cole aqui o código de autorização que o portal mostrar.</li>
            </ol>
            {settings.status === 'aguardando' && settings.userCode ? (
              <div className="flex flex-col gap-1 rounded-xl bg-stone-100 p-3">
                <span className="text-sm text-stone-700">Código de vínculo</span>
                <span
                  className="font-mono text-2xl font-bold tracking-widest text-stone-900"
                  data-testid="ifood-user-code"
                >
                  {settings.userCode}
                </span>
                {settings.verificationUrl && (
                  <a
                    href={settings.verificationUrl}
                    target="_blank"
                    rel="noreferrer"
                    className="text-sm font-semibold break-all text-brand-700 underline"
                  >
                    Abrir o Portal do Parceiro
                  </a>
                )}
              </div>
            ) : null}
            <div>
              <Button
                variant={settings.status === 'aguardando' ? 'outline' : 'default'}
                onClick={askCode}
                disabled={requestCode.isPending}
              >
                {requestCode.isPending
                  ? 'Pedindo...'
                  : settings.status === 'aguardando'
                    ? 'Pedir outro código'
                    : 'Pedir código de vínculo'}
              </Button>
            </div>
            {settings.status === 'aguardando' && (
              <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
                <FormField
                  id="ifood-authorization-code"
                  label="Código de autorização"
                  error={codeError ?? undefined}
                >
                  <Input
                    id="ifood-authorization-code"
                    value={code}
                    autoComplete="off"
                    onChange={(event) => setCode(event.target.value)}
                    {...errorProps('ifood-authorization-code', codeError ?? undefined)}
                  />
                </FormField>
                <div>
                  <Button type="submit" disabled={connect.isPending}>
                    {connect.isPending ? 'Conectando...' : 'Conectar'}
                  </Button>
                </div>
              </form>
            )}
          </>
        )}
      </div>
      <ConfirmDialog
        open={isConfirmingDisconnect}
        onOpenChange={setConfirmingDisconnect}
        title="Desconectar o iFood?"
        description="Os pedidos novos do iFood deixam de chegar ao balcão. Os que já chegaram ficam."
        confirmLabel="Desconectar"
        isPending={disconnect.isPending}
        onConfirm={() =>
          disconnect.mutate(undefined, {
            onSuccess: () => {
              setConfirmingDisconnect(false);
              toast.success('iFood desconectado');
            },
            onError: (error) =>
              toast.error('Não foi possível desconectar', {
                description: serverMessage(error, 'Tente novamente.'),
              }),
          })
        }
      />
    </section>
  );
}
