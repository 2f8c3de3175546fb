import { Trash2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import {
  cartItemRequest,
  cartSubtotal,
  describeCartItem,
  type CartItem,
} from '../../../../domain/cart';
import { formatBRL } from '../../../../domain/money';
import { tableName, type AdminTable } from '../../../../domain/tables';
import { useEstablishment } from '../../../api/get-establishment';
import { useMenu } from '../../../api/get-menu';
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
import { ItemDetails } from '../../../components/order/item-details';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import { serverMessage } from '../../../admin/api/error-message';
import { ItemEntry } from '../../../admin/item-entry/item-entry';
import { useAddTableItems } from '../api/tables-api';

/**
 * 'Adicionar itens' to a table's comanda from the desk (docs/decisions/057): the item entry of
 * 'Novo pedido' (docs/decisions/056), with every choice the menu has (flavours, crust and its
 * filling, extras, a drink's option, quantity and a note), priced on screen by the shop's rule
 * and again by the server, which alone decides.
 */
export function AddItemsDialog({ table, onClose }: { table: AdminTable; onClose: () => void }) {
  const searchId = `${useId()}-search`;
  const menu = useMenu();
  const shop = useEstablishment();
  const add = useAddTableItems();
  const [lines, setLines] = useState<CartItem[]>([]);
  const [key] = useState(() => crypto.randomUUID());
  const [error, setError] = useState<string | null>(null);

  function send() {
    setError(null);
    add.mutate(
      {
        tableId: table.id,
        idempotencyKey: key,
        body: { items: lines.map(cartItemRequest) },
      },
      {
        onSuccess: ({ order }) => {
          toast.success(`Pedido #${order.id} na ${tableName(table.label)}`);
          onClose();
        },
        onError: (failure) => setError(serverMessage(failure, 'Não foi possível adicionar.')),
      },
    );
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        maxWidth="xl"
        onEscapeKeyDown={(event) => {
          if (!closesOnEsc(event.target, searchId)) event.preventDefault();
        }}
      >
        <DialogHeader>
          <DialogTitle>Adicionar itens · {tableName(table.label)}</DialogTitle>
          <DialogDescription>
            Os itens entram na comanda da mesa com os preços do cardápio.
          </DialogDescription>
        </DialogHeader>
        <DialogBody className="flex flex-col gap-4">
          {menu.data && shop.data ? (
            <ItemEntry
              searchId={searchId}
              menu={menu.data}
              rule={shop.data.flavourPricingRule}
              onAdd={(line) => setLines((current) => [...current, line])}
            />
          ) : menu.isError || shop.isError ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              Não foi possível abrir o cardápio. Verifique a conexão e tente de novo.
            </p>
          ) : (
            <div className="flex justify-center py-8">
              <Spinner label="Carregando o cardápio" />
            </div>
          )}
          {lines.length === 0 ? (
            <p className="text-sm text-stone-600">Nenhum item incluído ainda.</p>
          ) : (
            <div>
              <ul
                className="divide-y divide-stone-200 rounded-xl border border-stone-200"
                aria-label="Itens a adicionar"
              >
                {lines.map((line) => {
                  const details = describeCartItem(line);
                  const heading = `${details.quantity}× ${details.name}${
                    details.sizeShortLabel ? ` (${details.sizeShortLabel})` : ''
                  }`;
                  return (
                    <li key={line.id} className="flex items-start gap-3 px-3 py-2">
                      <div className="min-w-0 flex-1">
                        <p className="font-medium text-stone-900">{heading}</p>
                        <ItemDetails details={details} />
                      </div>
                      <span className="text-sm font-semibold text-stone-900 tabular-nums">
                        {formatBRL(details.lineTotalCents)}
                      </span>
                      <Button
                        type="button"
                        variant="dangerGhost"
                        size="iconSm"
                        aria-label={`Tirar ${heading}`}
                        onClick={() => {
                          setLines((current) => current.filter((other) => other.id !== line.id));
                          // the removed button took the focus with it: back to the search
                          document.getElementById(searchId)?.focus();
                        }}
                      >
                        <Trash2Icon aria-hidden />
                      </Button>
                    </li>
                  );
                })}
              </ul>
              <p className="mt-2 text-right text-sm text-stone-700">
                Subtotal{' '}
                <span className="font-semibold text-stone-900 tabular-nums">
                  {formatBRL(cartSubtotal(lines))}
                </span>
              </p>
            </div>
          )}
          {error && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          )}
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={send} disabled={lines.length === 0 || add.isPending}>
            {add.isPending ? 'Enviando...' : 'Enviar para a mesa'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Esc inside the item entry goes back a step or clears the search: it closes the dialog only from
 * outside the entry or from its empty search field, so a half-made item is never thrown away.
 */
function closesOnEsc(target: EventTarget | null, searchId: string): boolean {
  if (!(target instanceof HTMLElement)) return true;
  if (!target.closest('section[aria-label="Adicionar item"]')) return true;
  return target instanceof HTMLInputElement && target.id === searchId && target.value === '';
}
