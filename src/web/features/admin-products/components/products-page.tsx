import { PlusIcon, SearchIcon } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  PRODUCT_TYPE_LABELS,
  PRODUCT_TYPES,
  type AdminProduct,
  type ProductType,
} from '../../../../domain/admin-catalogue';
import type { CategoryGroup } from '../../../../domain/catalogue';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import { serverMessage } from '../../../admin/api/error-message';
import { ConfirmDialog } from '../../../admin/ui/confirm-dialog';
import { PageHeader } from '../../../admin/ui/page-header';
import { NativeSelect } from '../../../admin/ui/select';
import { useDeleteProduct } from '../api/delete-product';
import { filterProducts, sortProducts, type ProductFilters } from '../utils/filter-products';
import { useAdminProducts } from '../api/get-products';
import type { Size } from '../../../../domain/sizes';
import { ProductDialog } from './product-dialog';
import { ProductCards, ProductTable } from './product-list';

/** The dialog keeps its product while it closes, so its title does not change on the way out. */
interface DialogState {
  isOpen: boolean;
  /** null: a new product. */
  product: AdminProduct | null;
}

const NO_SIZES: readonly Size[] = [];

function parseType(value: string): ProductType | null {
  return PRODUCT_TYPES.find((type) => type === value) ?? null;
}

/** `/admin/products` ('Produtos', docs/product/screens.md#products): filters, the list, the product dialog and deletion. */
/** `soldOutAction`: the 'Acabou?' button, composed by the app (features do not import each other). */
export function ProductsPage({ soldOutAction }: { soldOutAction?: ReactNode } = {}) {
  const query = useAdminProducts();
  const remove = useDeleteProduct();
  const [filters, setFilters] = useState<ProductFilters>({
    search: '',
    categoryId: null,
    type: null,
  });
  const [dialog, setDialog] = useState<DialogState>({ isOpen: false, product: null });
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);

  const categories = useMemo(
    () => [...(query.data?.categories ?? [])].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR')),
    [query.data],
  );
  const products = useMemo(
    () => sortProducts(filterProducts(query.data?.products ?? [], filters)),
    [query.data, filters],
  );

  // docs/product/errors.md#back-office: 'Erro ao carregar produtos' with the server's message
  useEffect(() => {
    if (query.isError) {
      toast.error('Erro ao carregar produtos', {
        id: 'products-load-error',
        description: query.error.message,
      });
    }
  }, [query.isError, query.error, query.errorUpdatedAt]);

  const sizes = query.data?.sizes ?? NO_SIZES;

  const groupOf = useCallback(
    (product: AdminProduct): CategoryGroup =>
      query.data?.categories.find((c) => c.id === product.categoryId)?.group ?? 'salgada',
    [query.data],
  );

  function openDialog(product: AdminProduct | null) {
    setDialog({ isOpen: true, product });
  }

  function confirmDelete() {
    if (!deleting) return;
    const product = deleting;
    remove.mutate(product.id, {
      onSuccess: () => {
        toast.success('Produto excluído', {
          description: `${product.name} foi excluído do cardápio`,
        });
        setDeleting(null);
      },
      onError: (error) => {
        toast.error('Erro ao excluir produto', {
          description: serverMessage(error, 'Tente novamente.'),
        });
        setDeleting(null);
      },
    });
  }

  const count = products.length;

  return (
    <main>
      <PageHeader
        title="Produtos"
        description="Gerencie o cardápio da pizzaria"
        actions={
          <div className="flex flex-wrap gap-2">
            {soldOutAction}
            <Button onClick={() => openDialog(null)} disabled={!query.data}>
              <PlusIcon aria-hidden />
              Novo Produto
            </Button>
          </div>
        }
      />

      <div
        role="search"
        aria-label="Filtrar produtos"
        className="mb-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]"
      >
        <div className="relative sm:col-span-2 lg:col-span-1">
          <SearchIcon
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
            aria-hidden
          />
          <Input
            type="search"
            aria-label="Buscar produto ou ingrediente"
            placeholder="Buscar produto ou ingrediente..."
            className="pl-9"
            maxLength={100}
            value={filters.search}
            onChange={(event) => setFilters((f) => ({ ...f, search: event.target.value }))}
          />
        </div>
        <NativeSelect
          aria-label="Categoria"
          value={filters.categoryId === null ? '' : String(filters.categoryId)}
          onChange={(event) =>
            setFilters((f) => ({
              ...f,
              categoryId: event.target.value === '' ? null : Number(event.target.value),
            }))
          }
        >
          <option value="">Todas as categorias</option>
          {categories.map((category) => (
            <option key={category.id} value={String(category.id)}>
              {category.name}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label="Tipo"
          value={filters.type ?? ''}
          onChange={(event) => setFilters((f) => ({ ...f, type: parseType(event.target.value) }))}
        >
          <option value="">Todos os tipos</option>
          {PRODUCT_TYPES.map((type) => (
            <option key={type} value={type}>
              {PRODUCT_TYPE_LABELS[type]}
            </option>
          ))}
        </NativeSelect>
      </div>

      <section
        aria-labelledby="products-title"
        className="rounded-2xl border border-stone-200 bg-white shadow-sm"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 border-b border-stone-200 px-4 py-3">
          <h2 id="products-title" className="text-lg font-bold text-stone-900">
            Lista de Produtos
          </h2>
          {query.data && (
            <p role="status" className="text-sm text-stone-600">
              {count === 1 ? '1 produto encontrado' : `${count} produtos encontrados`}
            </p>
          )}
        </div>
        {query.isPending ? (
          <div className="py-16 text-center">
            <Spinner label="Carregando produtos..." />
          </div>
        ) : query.isError ? (
          <div className="flex flex-col items-center gap-3 px-4 py-16 text-center">
            <p className="text-stone-700">Erro ao carregar produtos</p>
            <Button variant="outline" onClick={() => void query.refetch()}>
              Tentar novamente
            </Button>
          </div>
        ) : count === 0 ? (
          <p className="px-4 py-12 text-center text-stone-600">
            Nenhum produto encontrado com os filtros selecionados.
          </p>
        ) : (
          <>
            <ProductTable
              products={products}
              sizes={sizes}
              groupOf={groupOf}
              onEdit={openDialog}
              onDelete={setDeleting}
            />
            <ProductCards
              products={products}
              sizes={sizes}
              groupOf={groupOf}
              onEdit={openDialog}
              onDelete={setDeleting}
            />
          </>
        )}
      </section>

      <ProductDialog
        open={dialog.isOpen}
        product={dialog.product}
        categories={categories}
        sizes={sizes}
        onOpenChange={(isOpen) => !isOpen && setDialog((d) => ({ ...d, isOpen: false }))}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(isOpen) => !isOpen && !remove.isPending && setDeleting(null)}
        title={deleting ? `Tem certeza que deseja excluir o produto "${deleting.name}"?` : ''}
        description="O produto sai do cardápio. Pedidos já feitos continuam com o nome e o preço da época."
        confirmLabel={remove.isPending ? 'Excluindo...' : 'Excluir'}
        isPending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </main>
  );
}
