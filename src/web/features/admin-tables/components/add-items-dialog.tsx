import { PlusIcon, Trash2Icon } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import type { MenuProduct } from '../../../../domain/menu';
import { formatBRL } from '../../../../domain/money';
import type { OrderItemRequest } from '../../../../domain/order';
import { isSoldBySize, priceInSize } from '../../../../domain/pricing';
import { UNSIZED } from '../../../../domain/sizes';
import { activeVariants } from '../../../../domain/variants';
import { tableName, type AdminTable } from '../../../../domain/tables';
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
import { Input, Label } from '../../../components/ui/input';
import { toast } from '../../../lib/toast';
import { serverMessage } from '../../../admin/api/error-message';
import { NativeSelect } from '../../../admin/ui/select';
import { useAddTableItems } from '../api/tables-api';

/** A variant's choice, apart from size ids (which never hold a colon). */
const VARIANT_PREFIX = 'variant:';

interface PendingItem {
  key: number;
  label: string;
  priceCents: number;
  request: OrderItemRequest;
}

/** The sizes a product is sold in, or its variants, or its one price: what the desk picks from. */
function choicesOf(
  product: MenuProduct,
  sizes: readonly { id: string; name: string }[],
): Array<{ value: string; label: string; priceCents: number }> {
  const variants = activeVariants(product);
  if (variants.length > 0) {
    return variants.map((v) => ({
      value: `${VARIANT_PREFIX}${v.id}`,
      label: v.name,
      priceCents: v.priceCents,
    }));
  }
  if (!isSoldBySize(product)) {
    return [{ value: UNSIZED, label: 'Único', priceCents: product.priceCents }];
  }
  return sizes.flatMap((size) => {
    const price = priceInSize(product, size.id);
    return price === null ? [] : [{ value: size.id, label: size.name, priceCents: price }];
  });
}

/**
 * 'Adicionar itens' to a table's comanda from the desk (docs/decisions/057): a compact list of
 * whole items (product, size or variant, quantity), priced by the server with the menu's rules.
 * Half-and-half pizzas, extras and crusts are ordered from the table's phone or the full order
 * entry.
 */
export function AddItemsDialog({ table, onClose }: { table: AdminTable; onClose: () => void }) {
  const id = useId();
  const menu = useMenu();
  const add = useAddTableItems();
  const [items, setItems] = useState<PendingItem[]>([]);
  const [productId, setProductId] = useState('');
  const [choice, setChoice] = useState('');
  const [quantity, setQuantity] = useState(1);
  const [key] = useState(() => crypto.randomUUID());
  const [error, setError] = useState<string | null>(null);
  const products = useMemo(
    () => (menu.data?.products ?? []).filter((p) => p.isAvailable),
    [menu.data],
  );
  const product = products.find((p) => String(p.id) === productId);
  const choices = product ? choicesOf(product, menu.data?.sizes ?? []) : [];
  const chosen = choices.find((c) => c.value === choice) ?? choices[0];

  function addItem() {
    if (!product || !chosen) return;
    const isVariant = chosen.value.startsWith(VARIANT_PREFIX);
    const request: OrderItemRequest = {
      productId: product.id,
      size: isVariant ? UNSIZED : chosen.value,
      quantity,
      extraIds: [],
      extraFlavourIds: [],
      crustId: null,
      fillingId: null,
      notes: '',
      ...(isVariant ? { variantId: Number(chosen.value.slice(VARIANT_PREFIX.length)) } : {}),
    };
    setItems([
      ...items,
      {
        key: Date.now() + items.length,
        label: `${quantity}x ${product.name}${choices.length > 1 || isVariant ? ` (${chosen.label})` : ''}`,
        priceCents: chosen.priceCents * quantity,
        request,
      },
    ]);
    setQuantity(1);
  }

  function send() {
    setError(null);
    add.mutate(
      {
        tableId: table.id,
        idempotencyKey: key,
        body: { items: items.map((item) => item.request) },
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
      <DialogContent maxWidth="xl">
        <DialogHeader>
          <DialogTitle>Adicionar itens · {tableName(table.label)}</DialogTitle>
          <DialogDescription>
            Os itens entram na comanda da mesa com os preços do cardápio.
          </DialogDescription>
        </DialogHeader>
        <DialogBody className="flex flex-col gap-4">
          <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem_5rem_auto] sm:items-end">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-product`}>Produto</Label>
              <NativeSelect
                id={`${id}-product`}
                value={productId}
                onChange={(event) => {
                  setProductId(event.target.value);
                  setChoice('');
                }}
              >
                <option value="">Escolha...</option>
                {products.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-size`}>Tamanho</Label>
              <NativeSelect
                id={`${id}-size`}
                value={chosen?.value ?? ''}
                disabled={choices.length <= 1}
                onChange={(event) => setChoice(event.target.value)}
              >
                {choices.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label} · {formatBRL(c.priceCents)}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-qty`}>Qtd.</Label>
              <Input
                id={`${id}-qty`}
                type="number"
                min={1}
                max={99}
                value={quantity}
                onChange={(event) =>
                  setQuantity(Math.min(99, Math.max(1, Number(event.target.value) || 1)))
                }
              />
            </div>
            <Button type="button" onClick={addItem} disabled={!product || !chosen}>
              <PlusIcon aria-hidden />
              Incluir
            </Button>
          </div>
          {items.length === 0 ? (
            <p className="text-sm text-stone-600">Nenhum item incluído ainda.</p>
          ) : (
            <ul
              className="divide-y divide-stone-200 rounded-xl border border-stone-200"
              aria-label="Itens a adicionar"
            >
              {items.map((item) => (
                <li key={item.key} className="flex items-center justify-between gap-3 px-3 py-2">
                  <span>{item.label}</span>
                  <span className="flex items-center gap-2">
                    <span className="tabular-nums">{formatBRL(item.priceCents)}</span>
                    <Button
                      type="button"
                      variant="ghost"
                      size="iconSm"
                      aria-label={`Tirar ${item.label}`}
                      onClick={() => setItems(items.filter((i) => i.key !== item.key))}
                    >
                      <Trash2Icon aria-hidden />
                    </Button>
                  </span>
                </li>
              ))}
            </ul>
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
          <Button onClick={send} disabled={items.length === 0 || add.isPending}>
            {add.isPending ? 'Enviando...' : 'Enviar para a mesa'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
