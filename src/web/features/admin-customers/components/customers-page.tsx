import { ChevronRightIcon, SearchIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { AdminCustomer } from '../../../../domain/admin-customers';
import { formatDate } from '../../../../domain/date-format';
import { formatPhone } from '../../../../domain/formats';
import { useShopTimeZone } from '../../../api/get-establishment';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import { PageHeader } from '../../../admin/ui/page-header';
import { CustomerHistoryDialog } from './customer-history-dialog';
import { useAdminCustomers } from '../api/get-customers';
import { useDebouncedValue } from '../hooks/use-debounced-value';

/** The search waits for the typing to pause. */
const CUSTOMER_SEARCH_DEBOUNCE_MS = 300;

/** `/admin/customers` ('CRM - Clientes', docs/product/screens.md#customers): search, the list, and each one's history. */
export function CustomersPage() {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), CUSTOMER_SEARCH_DEBOUNCE_MS);
  const query = useAdminCustomers(debounced);
  const [selected, setSelected] = useState<AdminCustomer | null>(null);
  const customers = query.data?.pages.flatMap((page) => page.customers) ?? [];

  useEffect(() => {
    if (query.isError) {
      toast.error('Erro ao carregar clientes', {
        id: 'customers-load-error',
        description: query.error.message,
      });
    }
  }, [query.isError, query.error, query.errorUpdatedAt]);

  return (
    <main>
      <PageHeader
        title="CRM - Clientes"
        description="Clientes que já pediram ou salvaram o perfil na loja."
      />
      <div className="relative mb-4 max-w-md">
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
          aria-hidden
        />
        <Input
          type="search"
          aria-label="Buscar clientes"
          placeholder="Nome, telefone ou endereço"
          className="pl-9"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          maxLength={100}
        />
      </div>

      {query.isPending ? (
        <div className="py-16 text-center">
          <Spinner label="Carregando clientes..." />
        </div>
      ) : query.isError && customers.length === 0 ? (
        <div className="flex flex-col items-center gap-3 py-16 text-center">
          <p className="text-stone-700">Erro ao carregar clientes</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : customers.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-white px-4 py-12 text-center text-stone-600">
          Nenhum cliente encontrado
        </p>
      ) : (
        <div aria-busy={query.isFetching && !query.isFetchingNextPage}>
          <CustomerTable customers={customers} onOpen={setSelected} />
          <CustomerList customers={customers} onOpen={setSelected} />
        </div>
      )}
      {query.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <Button
            variant="outline"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? 'Carregando...' : 'Carregar mais'}
          </Button>
        </div>
      )}

      <CustomerHistoryDialog
        customer={selected}
        onOpenChange={(isOpen) => !isOpen && setSelected(null)}
      />
    </main>
  );
}

function lastOrder(customer: AdminCustomer, timeZone: string): string {
  return customer.lastOrderAt ? formatDate(customer.lastOrderAt, timeZone) : '—';
}

/** Larger screens: a table; the name opens the history. */
function CustomerTable({
  customers,
  onOpen,
}: {
  customers: readonly AdminCustomer[];
  onOpen: (customer: AdminCustomer) => void;
}) {
  const timeZone = useShopTimeZone();
  return (
    <div className="hidden overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm md:block">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-stone-200 bg-stone-50 text-xs font-semibold whitespace-nowrap text-stone-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Nome
            </th>
            <th scope="col" className="px-4 py-3">
              Telefone
            </th>
            <th scope="col" className="px-4 py-3">
              Endereço
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Pedidos
            </th>
            <th scope="col" className="px-4 py-3">
              Último pedido
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {customers.map((customer) => (
            <tr
              key={customer.id}
              className="cursor-pointer hover:bg-stone-50"
              onClick={() => onOpen(customer)}
            >
              <td className="px-4 py-3">
                <button
                  type="button"
                  className="text-left font-semibold text-stone-900 hover:text-brand-700 hover:underline"
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(customer);
                  }}
                >
                  {customer.name}
                </button>
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-stone-700 tabular-nums">
                {formatPhone(customer.phone)}
              </td>
              <td className="max-w-sm px-4 py-3 break-words text-stone-700">{customer.address}</td>
              <td className="px-4 py-3 text-right font-semibold tabular-nums">
                {customer.orderCount}
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-stone-700">
                {lastOrder(customer, timeZone)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one card per customer, the whole card opens the history. */
function CustomerList({
  customers,
  onOpen,
}: {
  customers: readonly AdminCustomer[];
  onOpen: (customer: AdminCustomer) => void;
}) {
  const timeZone = useShopTimeZone();
  return (
    <ul className="flex flex-col gap-2 md:hidden" aria-label="Clientes">
      {customers.map((customer) => (
        <li key={customer.id}>
          <button
            type="button"
            onClick={() => onOpen(customer)}
            className="flex w-full items-center gap-3 rounded-2xl border border-stone-200 bg-white p-4 text-left shadow-sm hover:bg-stone-50"
          >
            <span className="min-w-0 flex-1">
              <span className="block font-semibold break-words text-stone-900">
                {customer.name}
              </span>
              <span className="block text-sm text-stone-700 tabular-nums">
                {formatPhone(customer.phone)}
              </span>
              <span className="mt-0.5 block text-xs break-words text-stone-600">
                {customer.address}
              </span>
              <span className="mt-1 block text-xs text-stone-600">
                {customer.orderCount} {customer.orderCount === 1 ? 'pedido' : 'pedidos'} · Último
                pedido: {lastOrder(customer, timeZone)}
              </span>
            </span>
            <ChevronRightIcon className="size-5 shrink-0 text-stone-400" aria-hidden />
          </button>
        </li>
      ))}
    </ul>
  );
}
