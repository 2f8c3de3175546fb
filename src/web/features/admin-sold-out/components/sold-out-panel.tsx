import { SearchIcon } from 'lucide-react';
import { useState } from 'react';
import { serverMessage } from '../../../admin/api/error-message';
import { Switch } from '../../../admin/ui/switch';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import { describePauseEvent } from '../../../../domain/admin-catalogue';
import { SOLD_OUT_LABEL } from '../../../../domain/sold-out';
import { useShopTimeZone } from '../../../api/get-establishment';
import {
  usePauseHistory,
  useProductsForSoldOut,
  useSetSoldOut,
  useSoldOutSwitches,
  type SoldOutTarget,
} from '../api/sold-out-api';
import { SOLD_OUT_GROUPS, soldOutRows, type SoldOutRow } from '../utils/sold-out-rows';

/**
 * 'Acabou?': one tap from the desk (or the products page) pauses or resumes any flavour, a drink's
 * variant, extra, crust or filling. Open storefronts show it as 'Esgotado' (or leave it off) within seconds, and
 * checkout refuses it (docs/decisions/027-sold-out-switches.md).
 */
export function SoldOutButton() {
  const [isOpen, setOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Acabou?
      </Button>
      {isOpen && (
        <DialogContent maxWidth="lg" className="h-[90dvh] sm:h-[80vh]">
          <DialogHeader>
            <DialogTitle>Acabou?</DialogTitle>
            <DialogDescription>
              Desligue o que acabou: o cardápio mostra como Esgotado na hora e ninguém consegue
              pedir. Ligue de novo quando voltar.
            </DialogDescription>
          </DialogHeader>
          <DialogBody className="min-h-0 flex-1 overflow-y-auto">
            <SoldOutPanel />
          </DialogBody>
        </DialogContent>
      )}
    </Dialog>
  );
}

function SoldOutPanel() {
  const [search, setSearch] = useState('');
  const products = useProductsForSoldOut();
  const switches = useSoldOutSwitches();
  if (products.isError || switches.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        Não foi possível carregar a lista. Verifique a conexão e tente novamente.
      </p>
    );
  }
  if (!products.data || !switches.data) {
    return (
      <div className="flex justify-center py-8">
        <Spinner label="Carregando" />
      </div>
    );
  }
  const rows = soldOutRows(products.data.products, switches.data, search);
  return (
    <div className="space-y-4">
      <label className="relative block">
        <span className="sr-only">Buscar sabor, bebida, adicional, borda ou recheio</span>
        <SearchIcon
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-400"
        />
        <Input
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Buscar sabor, bebida, adicional ou borda"
          className="pl-9"
        />
      </label>
      {rows.length === 0 && (
        <p className="py-6 text-center text-sm text-stone-600">Nada encontrado para “{search}”.</p>
      )}
      {SOLD_OUT_GROUPS.map((group) => {
        const inGroup = rows.filter((row) => row.group === group);
        if (inGroup.length === 0) return null;
        return (
          <section key={group} aria-label={group}>
            <h3 className="mb-1 text-xs font-semibold tracking-wide text-stone-500 uppercase">
              {group}
            </h3>
            <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200">
              {inGroup.map((row) => (
                <SoldOutLine key={row.key} row={row} />
              ))}
            </ul>
          </section>
        );
      })}
      <PauseHistoryList />
    </div>
  );
}

/** 'Histórico de pausas': who paused or resumed what, and when (docs/decisions/034). */
function PauseHistoryList() {
  const timeZone = useShopTimeZone();
  const history = usePauseHistory();
  return (
    <details className="rounded-xl border border-stone-200 px-3 py-2 text-sm">
      <summary className="cursor-pointer font-semibold text-stone-800">Histórico de pausas</summary>
      {history.isPending ? (
        <p className="mt-2 text-stone-600">Carregando…</p>
      ) : history.isError ? (
        <p className="mt-2 text-red-700">Não foi possível carregar o histórico.</p>
      ) : history.data.length === 0 ? (
        <p className="mt-2 text-stone-600">Nada foi pausado ainda.</p>
      ) : (
        <ol aria-label="Histórico de pausas" className="mt-2 flex flex-col gap-1">
          {history.data.map((event) => (
            <li key={event.id} className="text-stone-700">
              {describePauseEvent(event, timeZone)}
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}

function SoldOutLine({ row }: { row: SoldOutRow }) {
  return (
    <li className="flex items-center justify-between gap-3 px-3 py-2">
      <div className="min-w-0">
        <p className="flex items-center gap-2 text-sm font-medium text-stone-900">
          <span className="truncate">{row.name}</span>
          {!row.isAvailable && <Badge variant="muted">{SOLD_OUT_LABEL}</Badge>}
        </p>
        <p className="truncate text-xs text-stone-500">{row.detail}</p>
      </div>
      <AvailabilitySwitch row={row} />
    </li>
  );
}

const label = (row: SoldOutRow) => `${row.name} (${row.detail}) à venda`;

function announce(row: SoldOutRow, isAvailable: boolean) {
  toast.success(isAvailable ? `${row.name} voltou ao cardápio` : `${row.name} esgotado`, {
    id: `sold-out-${row.key}`,
  });
}

function failed(row: SoldOutRow, error: unknown) {
  toast.error('Erro ao alterar a disponibilidade', {
    id: `sold-out-${row.key}`,
    description: serverMessage(error, 'Tente novamente.'),
  });
}

/** What the row's switch pauses or resumes. */
function targetOf(row: SoldOutRow): SoldOutTarget {
  return 'product' in row ? { kind: 'product', id: row.product.id } : row.target;
}

function AvailabilitySwitch({ row }: { row: SoldOutRow }) {
  const change = useSetSoldOut();
  // the switch moves at once; the list read again after the change confirms it
  const pending = change.isPending ? change.variables : undefined;
  return (
    <Switch
      checked={pending ? pending.isAvailable : row.isAvailable}
      aria-label={label(row)}
      disabled={change.isPending}
      onCheckedChange={(isAvailable) =>
        change.mutate(
          { target: targetOf(row), isAvailable },
          { onSuccess: () => announce(row, isAvailable), onError: (e) => failed(row, e) },
        )
      }
    />
  );
}
