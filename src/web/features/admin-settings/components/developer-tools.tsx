import { ChevronRightIcon } from 'lucide-react';
import { useState } from 'react';
import type { AdminSettings } from '../../../../domain/admin-catalogue';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { serverMessage } from '../../../admin/api/error-message';
import { ConfirmDialog } from '../../../admin/ui/confirm-dialog';
import { useResetSettings } from '../api/reset-settings';

/** docs/product/errors.md#back-office: the question both resets ask. */
const RESET_QUESTION =
  'Tem certeza que deseja limpar todos os dados salvos? Esta ação não pode ser desfeita.';
/** Long enough to read 'Dados reiniciados' before the page reloads. */
const RELOAD_DELAY_MS = 1_200;

type Reset = 'server' | 'device';

/** Every key of this browser's local storage, as text, by key. */
function readLocalData(): [string, string][] {
  try {
    const entries: [string, string][] = [];
    for (let i = 0; i < window.localStorage.length; i++) {
      const key = window.localStorage.key(i);
      if (key !== null) entries.push([key, window.localStorage.getItem(key) ?? '']);
    }
    return entries.sort(([a], [b]) => a.localeCompare(b));
  } catch {
    return [];
  }
}

/** JSON shown indented; anything else as it is. */
function pretty(value: string): string {
  try {
    return JSON.stringify(JSON.parse(value), null, 2);
  } catch {
    return value;
  }
}

/**
 * 'Ferramentas de desenvolvedor' (docs/product/screens.md#settings, docs/product/principles.md#data), closed until asked for: the settings
 * stored on the server, this device's local data, and a reset for each (docs/product/errors.md#back-office: confirm, toast
 * 'Dados reiniciados', reload).
 */
export function DeveloperTools({ stored }: { stored: AdminSettings | undefined }) {
  const [isOpen, setOpen] = useState(false);
  const [localData, setLocalData] = useState<[string, string][]>([]);
  const [confirming, setConfirming] = useState<Reset | null>(null);
  const resetServer = useResetSettings();

  function done() {
    setConfirming(null);
    toast.success('Dados reiniciados');
    window.setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
  }

  function reset() {
    if (confirming === 'device') {
      try {
        window.localStorage.clear();
      } catch (error) {
        console.error('Não foi possível limpar os dados deste aparelho.', error);
      }
      done();
    } else if (confirming === 'server') {
      resetServer.mutate(undefined, {
        onSuccess: done,
        onError: (error) => {
          setConfirming(null);
          toast.error('Erro ao restaurar configurações', {
            description: serverMessage(error, 'Tente novamente.'),
          });
        },
      });
    }
  }

  return (
    <section className="rounded-2xl border border-stone-200 bg-white shadow-sm">
      <details
        open={isOpen}
        onToggle={(event) => {
          const opened = event.currentTarget.open;
          setOpen(opened);
          if (opened) setLocalData(readLocalData());
        }}
      >
        <summary className="flex cursor-pointer list-none items-center gap-2 rounded-2xl px-4 py-3 text-base font-bold text-stone-900 hover:bg-stone-50 md:px-5 [&::-webkit-details-marker]:hidden">
          <ChevronRightIcon
            className={`size-5 text-stone-500 transition-transform ${isOpen ? 'rotate-90' : ''}`}
            aria-hidden
          />
          <h2>Ferramentas de desenvolvedor</h2>
        </summary>
        <div className="flex flex-col gap-6 border-t border-stone-200 px-4 py-4 md:px-5">
          <div className="flex flex-col gap-2">
            <h3 className="font-semibold text-stone-900">Configurações salvas no servidor</h3>
            {/* focusable, so the keyboard can scroll it */}
            <pre
              tabIndex={0}
              aria-label="Configurações salvas no servidor"
              className="max-h-80 overflow-auto rounded-xl bg-stone-900 p-3 text-xs leading-relaxed text-stone-100"
            >
              {stored ? JSON.stringify(stored, null, 2) : 'Carregando...'}
            </pre>
            <Button
              variant="dangerOutline"
              className="self-start"
              onClick={() => setConfirming('server')}
            >
              Restaurar configurações padrão
            </Button>
          </div>

          <div className="flex flex-col gap-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold text-stone-900">Dados deste aparelho</h3>
              <Button variant="ghost" size="sm" onClick={() => setLocalData(readLocalData())}>
                Atualizar
              </Button>
            </div>
            {localData.length === 0 ? (
              <p className="text-sm text-stone-600">Nenhum dado salvo neste aparelho.</p>
            ) : (
              <dl
                tabIndex={0}
                aria-label="Dados deste aparelho"
                className="flex max-h-96 flex-col gap-3 overflow-auto rounded-xl border border-stone-200 p-3"
              >
                {localData.map(([key, value]) => (
                  <div key={key} className="min-w-0">
                    <dt className="font-mono text-xs font-semibold text-stone-900">{key}</dt>
                    <dd>
                      <pre className="mt-1 rounded-lg bg-stone-100 p-2 text-xs break-all whitespace-pre-wrap text-stone-800">
                        {pretty(value)}
                      </pre>
                    </dd>
                  </div>
                ))}
              </dl>
            )}
            <Button
              variant="dangerOutline"
              className="self-start"
              onClick={() => setConfirming('device')}
            >
              Limpar dados deste aparelho
            </Button>
          </div>
        </div>
      </details>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && !resetServer.isPending && setConfirming(null)}
        title={RESET_QUESTION}
        description={
          confirming === 'server'
            ? 'As configurações da pizzaria voltam aos valores de uma loja nova, para todos os clientes. A chave Pix e o recebedor são mantidos.'
            : 'O carrinho, o perfil e os pedidos guardados neste navegador serão apagados.'
        }
        confirmLabel={
          resetServer.isPending
            ? 'Restaurando...'
            : confirming === 'server'
              ? 'Restaurar'
              : 'Limpar dados'
        }
        isPending={resetServer.isPending}
        onConfirm={reset}
      />
    </section>
  );
}
