import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatBRL } from '../../../../domain/money';
import {
  changedRows,
  PRICE_ROUNDING_LABELS,
  PRICE_ROUNDINGS,
  PRICE_TARGET_LABELS,
  PRICE_TARGETS,
  PriceChangeSchema,
  priceKey,
  rowsWithoutPrice,
  type PriceChange,
  type PriceChangeInput,
  type PriceRow,
} from '../../../../domain/admin-price-list';
import { errorProps, FormField } from '../../../components/forms/form-field';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { serverMessage } from '../../../admin/api/error-message';
import { MoneyField } from '../../../admin/ui/money-input';
import { NativeSelect } from '../../../admin/ui/select';
import { useCategories, usePricePreview, useSavePriceChange } from '../api/price-list-api';
import { PriceLogList } from './price-log-list';

/** '8' or '7,5' as typed → 8 or 7.5; empty → null (the schema says what is missing). */
function percentOf(text: unknown): number | null {
  if (typeof text !== 'string' || text.trim() === '') return null;
  const value = Number(text.trim().replace(',', '.'));
  return Number.isFinite(value) ? value : Number.NaN;
}

const DEFAULT_CHANGE: PriceChangeInput = {
  target: 'pizzas',
  categoryId: null,
  direction: 'up',
  mode: 'percent',
  percent: null,
  amountCents: null,
  rounding: 'ending_90',
};

/** The preview on screen, with the change it was made for: saving sends exactly that. */
interface Preview {
  change: PriceChange;
  rows: PriceRow[];
}

/**
 * 'Tabela de preços' (docs/decisions/047): the set, the change and the rounding; 'Ver prévia'
 * lists every price now and after; 'Salvar' writes them in one go. Prices changed by someone else
 * meanwhile bring a fresh preview instead of a save.
 */
export function PriceListSection() {
  const categories = useCategories();
  const previewing = usePricePreview();
  const saving = useSavePriceChange();
  const [preview, setPreview] = useState<Preview | null>(null);
  const form = useForm<PriceChangeInput, unknown, PriceChange>({
    resolver: zodResolver(PriceChangeSchema),
    defaultValues: DEFAULT_CHANGE,
  });
  const { errors } = form.formState;
  const target = form.watch('target');
  const mode = form.watch('mode');

  function showPreview(change: PriceChange) {
    previewing.mutate(change, {
      onSuccess: ({ rows }) => setPreview({ change, rows }),
      onError: (error) => {
        setPreview(null);
        toast.error('Erro ao calcular a prévia', {
          description: serverMessage(error, 'Tente novamente.'),
        });
      },
    });
  }

  const onPreview = form.handleSubmit(showPreview);

  function save() {
    if (!preview) return;
    saving.mutate(
      {
        change: preview.change,
        seen: preview.rows.map((row) => ({ key: priceKey(row), priceCents: row.priceCents })),
      },
      {
        onSuccess: ({ changed }) => {
          toast.success('Preços atualizados', {
            description: changed === 1 ? '1 preço mudou.' : `${changed} preços mudaram.`,
          });
          setPreview(null);
          form.reset(DEFAULT_CHANGE);
        },
        onError: (error) => {
          toast.error('Preços não salvos', {
            description: serverMessage(error, 'Tente novamente.'),
          });
          // someone changed a price meanwhile: the preview is read again for a new look
          if (error instanceof ApiError && error.code === 'PRICES_CHANGED')
            showPreview(preview.change);
        },
      },
    );
  }

  const toWrite = preview ? changedRows(preview.rows) : [];
  const withoutPrice = preview ? rowsWithoutPrice(preview.rows) : [];

  return (
    <div className="grid gap-5">
      <section
        aria-labelledby="price-list-title"
        className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
      >
        <h2 id="price-list-title" className="text-lg font-bold text-stone-900">
          Tabela de preços
        </h2>
        <p className="mb-4 text-sm text-stone-600">
          Mude muitos preços de uma vez. Nada é salvo antes de você conferir a prévia.
        </p>
        <form
          noValidate
          onSubmit={onPreview}
          onChange={() => setPreview(null)}
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          <FormField id="price-target" label="Quais preços">
            <NativeSelect id="price-target" {...form.register('target')}>
              {PRICE_TARGETS.map((value) => (
                <option key={value} value={value}>
                  {PRICE_TARGET_LABELS[value]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          {target === 'category' && (
            <FormField id="price-category" label="Categoria" error={errors.categoryId?.message}>
              <NativeSelect
                id="price-category"
                {...errorProps('price-category', errors.categoryId?.message)}
                {...form.register('categoryId', {
                  setValueAs: (value: string) => (value === '' ? null : Number(value)),
                })}
              >
                <option value="">Selecione uma categoria</option>
                {(categories.data ?? []).map((category) => (
                  <option key={category.id} value={String(category.id)}>
                    {category.name}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          )}
          <FormField id="price-direction" label="Mudança">
            <NativeSelect id="price-direction" {...form.register('direction')}>
              <option value="up">Aumentar</option>
              <option value="down">Diminuir</option>
            </NativeSelect>
          </FormField>
          <FormField id="price-mode" label="Em">
            <NativeSelect id="price-mode" {...form.register('mode')}>
              <option value="percent">Porcentagem (%)</option>
              <option value="amount">Valor fixo (R$)</option>
            </NativeSelect>
          </FormField>
          {mode === 'percent' ? (
            <FormField id="price-percent" label="Porcentagem" error={errors.percent?.message}>
              <Input
                id="price-percent"
                inputMode="decimal"
                autoComplete="off"
                placeholder="Ex.: 8"
                {...errorProps('price-percent', errors.percent?.message)}
                {...form.register('percent', { setValueAs: percentOf })}
              />
            </FormField>
          ) : (
            <MoneyField
              control={form.control}
              name="amountCents"
              id="price-amount"
              label="Valor"
              error={errors.amountCents?.message}
            />
          )}
          <FormField id="price-rounding" label="Arredondamento">
            <NativeSelect id="price-rounding" {...form.register('rounding')}>
              {PRICE_ROUNDINGS.map((value) => (
                <option key={value} value={value}>
                  {PRICE_ROUNDING_LABELS[value]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <div className="flex items-end">
            <Button type="submit" variant="outline" disabled={previewing.isPending}>
              {previewing.isPending ? 'Calculando...' : 'Ver prévia'}
            </Button>
          </div>
        </form>
        <p className="mt-3 text-xs text-stone-600">
          Um aumento arredonda para cima e uma redução para baixo. Itens grátis continuam grátis.
        </p>
      </section>

      {preview && (
        <section
          aria-labelledby="price-preview-title"
          className="rounded-2xl border border-stone-200 bg-white shadow-sm"
        >
          <div className="flex flex-wrap items-center justify-between gap-3 border-b border-stone-200 px-4 py-3">
            <div>
              <h2 id="price-preview-title" className="text-lg font-bold text-stone-900">
                Prévia
              </h2>
              <p role="status" className="text-sm text-stone-600">
                {toWrite.length === 1 ? '1 preço vai mudar' : `${toWrite.length} preços vão mudar`}
              </p>
            </div>
            <Button
              onClick={save}
              disabled={saving.isPending || toWrite.length === 0 || withoutPrice.length > 0}
            >
              {saving.isPending ? 'Salvando...' : 'Salvar preços'}
            </Button>
          </div>
          {withoutPrice.length > 0 && (
            <p
              role="alert"
              className="border-b border-red-200 bg-red-50 px-4 py-2 text-sm text-red-800"
            >
              A mudança deixaria{' '}
              {withoutPrice.length === 1 ? '1 item' : `${withoutPrice.length} itens`} sem preço (R$
              0,00 ou menos). Diminua a redução.
            </p>
          )}
          {preview.rows.length === 0 ? (
            <p className="px-4 py-8 text-center text-stone-600">Nenhum preço neste conjunto.</p>
          ) : (
            <div className="max-h-[28rem] overflow-auto">
              <table className="w-full text-sm">
                <thead className="sticky top-0 bg-stone-50 text-left text-stone-600">
                  <tr>
                    <th className="px-4 py-2 font-semibold">Item</th>
                    <th className="px-2 py-2 font-semibold">Tamanho</th>
                    <th className="px-2 py-2 text-right font-semibold">Preço atual</th>
                    <th className="px-4 py-2 text-right font-semibold">Novo preço</th>
                  </tr>
                </thead>
                <tbody>
                  {preview.rows.map((row) => (
                    <tr key={priceKey(row)} className="border-t border-stone-100">
                      <td className="px-4 py-2 text-stone-900">{row.name}</td>
                      <td className="px-2 py-2 text-stone-600">{row.sizeLabel || '—'}</td>
                      <td className="px-2 py-2 text-right whitespace-nowrap text-stone-600 tabular-nums">
                        {formatBRL(row.priceCents)}
                      </td>
                      <td
                        className={cn(
                          'px-4 py-2 text-right font-semibold whitespace-nowrap tabular-nums',
                          row.newPriceCents === null ? 'text-red-700' : 'text-stone-900',
                        )}
                      >
                        {row.newPriceCents === null ? 'Sem preço' : formatBRL(row.newPriceCents)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      )}

      <PriceLogList />
    </div>
  );
}
