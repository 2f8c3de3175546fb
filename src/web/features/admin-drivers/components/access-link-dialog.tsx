import { CopyIcon, MessageCircleIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { DriverAccessLink, ListedDriver } from '../../../../domain/delivery-drivers';
import { formatDateTime } from '../../../../domain/date-format';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useAccessLink } from '../api/drivers-api';

/** The owner's own clock's zone: the link's expiry as the person sending it reads the time. */
const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * 'Enviar acesso': makes a new one-time link as it opens (the driver's earlier unused link stops
 * working) and offers it by WhatsApp or to copy (decisions 066, 067).
 */
export function AccessLinkDialog({
  driver,
  onOpenChange,
}: {
  driver: ListedDriver | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={driver !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Enviar acesso{driver ? ` para ${driver.name}` : ''}</DialogTitle>
          <DialogDescription>
            O link abre a página de entregas no celular do entregador. Ele funciona uma vez, em até
            24 horas; um novo link substitui o anterior.
          </DialogDescription>
        </DialogHeader>
        {driver && <AccessLinkBody driver={driver} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function AccessLinkBody({ driver, onDone }: { driver: ListedDriver; onDone: () => void }) {
  const make = useAccessLink();
  const { mutate } = make;
  const textRef = useRef<HTMLInputElement>(null);
  // one link per opening of the dialog (StrictMode's second effect makes none)
  const madeFor = useRef<number | null>(null);
  useEffect(() => {
    if (madeFor.current === driver.id) return;
    madeFor.current = driver.id;
    mutate(driver.id);
  }, [driver.id, mutate]);

  const link: DriverAccessLink | undefined = make.data;

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copiado');
      return;
    } catch {
      // no clipboard API here (plain http, an old browser): copy the selected text
    }
    textRef.current?.focus();
    textRef.current?.select();
    if (document.execCommand('copy')) toast.success('Link copiado');
    else toast('Link selecionado', { description: 'Copie o link selecionado abaixo.' });
  }

  return (
    <>
      <DialogBody className="flex flex-col gap-3">
        {make.isPending && <p className="text-sm text-stone-600">Gerando o link...</p>}
        {make.isError && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {make.error instanceof ApiError
              ? make.error.message
              : 'Não foi possível gerar o link. Tente novamente.'}
          </p>
        )}
        {link && (
          <>
            <label className="flex flex-col gap-1.5 text-sm font-semibold text-stone-800">
              Link de acesso
              <input
                ref={textRef}
                readOnly
                value={link.url}
                onFocus={(event) => event.currentTarget.select()}
                className="h-10 w-full rounded-lg border border-stone-300 bg-stone-50 px-3 font-mono text-xs text-stone-800"
              />
            </label>
            <p className="text-sm text-stone-600">
              Vale uma vez, até {formatDateTime(link.expiresAt, localZone())}.
            </p>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button asChild variant="success">
                <a href={link.whatsappUrl} target="_blank" rel="noreferrer">
                  <MessageCircleIcon aria-hidden /> Enviar pelo WhatsApp
                </a>
              </Button>
              <Button type="button" variant="outline" onClick={() => void copy(link.url)}>
                <CopyIcon aria-hidden /> Copiar link
              </Button>
            </div>
          </>
        )}
      </DialogBody>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Fechar
        </Button>
      </DialogFooter>
    </>
  );
}
