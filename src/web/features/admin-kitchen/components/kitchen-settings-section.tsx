import { PlusIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import {
  KITCHEN_DONE_ACTIONS,
  KITCHEN_DONE_ACTION_LABELS,
  KitchenSettingsSchema,
  MAX_STATIONS,
  STATION_NAME_MAX,
  stationKeyFromName,
  stationKeyOf,
  type KitchenSettings,
} from '../../../../domain/admin-kitchen-settings';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import { serverMessage } from '../../../admin/api/error-message';
import { NativeSelect } from '../../../admin/ui/select';
import { useKitchenSettings, useSaveKitchenSettings } from '../api/kitchen-settings';

/** A station's category list rebuilt from the 'category → station' choices of the form. */
function withCategoryAt(
  settings: KitchenSettings,
  categoryId: number,
  stationKey: string,
): KitchenSettings {
  return {
    ...settings,
    stations: settings.stations.map((station) => {
      const others = station.categoryIds.filter((id) => id !== categoryId);
      // the default station takes what no station names: it never needs to list it
      const isNamed = station.key === stationKey && stationKey !== settings.defaultStationKey;
      return { ...station, categoryIds: isNamed ? [...others, categoryId] : others };
    }),
  };
}

/**
 * 'Cozinha' in the settings (decision 058): the stations and which categories each makes (any
 * other goes to the default one), when a card's clock turns amber and red, and what the kitchen
 * finishing an order does. Saved on its own, whole; every kitchen screen follows at once.
 */
export function KitchenSettingsSection() {
  const query = useKitchenSettings();
  const save = useSaveKitchenSettings();
  const [draft, setDraft] = useState<KitchenSettings | null>(null);
  const copy = draft ?? query.data?.settings;
  const checked = copy ? KitchenSettingsSchema.safeParse(copy) : null;
  const firstError = checked && !checked.success ? checked.error.issues[0]?.message : undefined;

  function update(next: KitchenSettings) {
    setDraft(next);
  }

  function submit() {
    if (!checked) return;
    if (!checked.success) {
      toast.error('Erro ao salvar', { description: firstError });
      return;
    }
    save.mutate(checked.data, {
      onSuccess: () => {
        setDraft(null);
        toast.success('Cozinha salva', { description: 'As telas da cozinha já seguem.' });
      },
      onError: (error) =>
        toast.error('Erro ao salvar', { description: serverMessage(error, 'Tente novamente.') }),
    });
  }

  return (
    <section
      aria-labelledby="kitchen-settings-title"
      className="rounded-2xl border border-stone-200 bg-white shadow-sm"
    >
      <div className="border-b border-stone-200 px-4 py-3 md:px-5">
        <h2 id="kitchen-settings-title" className="text-lg font-bold text-stone-900">
          Cozinha
        </h2>
        <p className="text-sm text-stone-600">
          As estações da tela da cozinha e o que cada uma prepara, quando o tempo de um pedido fica
          amarelo e vermelho, e o que acontece quando a cozinha termina um pedido.
        </p>
      </div>
      {query.isPending ? (
        <div className="py-10 text-center">
          <Spinner label="Carregando a cozinha..." />
        </div>
      ) : !copy || !query.data ? (
        <div className="flex flex-col items-center gap-3 py-10 text-center">
          <p className="text-stone-700">Erro ao carregar a cozinha</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : (
        <form
          aria-label="Cozinha"
          noValidate
          className="flex flex-col gap-6 px-4 py-4 md:px-5"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 font-semibold text-stone-900">Estações</legend>
            <ul className="flex flex-col gap-4 sm:gap-2" aria-label="Estações">
              {copy.stations.map((station, index) => (
                <li key={station.key} className="flex flex-wrap items-center gap-3">
                  {/* the whole row on a phone, beside its choices from 640 px */}
                  <div className="w-full sm:w-64">
                    <Input
                      aria-label={`Nome da estação ${index + 1}`}
                      value={station.name}
                      maxLength={STATION_NAME_MAX}
                      onChange={(event) =>
                        update({
                          ...copy,
                          stations: copy.stations.map((s) =>
                            s.key === station.key ? { ...s, name: event.target.value } : s,
                          ),
                        })
                      }
                    />
                  </div>
                  <label className="flex items-center gap-2 text-sm text-stone-800">
                    <input
                      type="radio"
                      name="default-station"
                      className="size-4 accent-brand-600"
                      checked={copy.defaultStationKey === station.key}
                      onChange={() =>
                        update({
                          ...copy,
                          defaultStationKey: station.key,
                          // the new default takes what is not named elsewhere
                          stations: copy.stations.map((s) =>
                            s.key === station.key ? { ...s, categoryIds: [] } : s,
                          ),
                        })
                      }
                    />
                    Recebe as outras categorias
                  </label>
                  {copy.stations.length > 1 && (
                    <Button
                      type="button"
                      variant="ghost"
                      size="iconSm"
                      aria-label={`Remover ${station.name || 'estação'}`}
                      onClick={() => {
                        const rest = copy.stations.filter((s) => s.key !== station.key);
                        update({
                          ...copy,
                          stations: rest,
                          defaultStationKey:
                            copy.defaultStationKey === station.key
                              ? (rest[0]?.key ?? copy.defaultStationKey)
                              : copy.defaultStationKey,
                        });
                      }}
                    >
                      <Trash2Icon aria-hidden />
                    </Button>
                  )}
                </li>
              ))}
            </ul>
            {copy.stations.length < MAX_STATIONS && (
              <Button
                type="button"
                variant="outline"
                className="self-start"
                onClick={() => {
                  const name = `Estação ${copy.stations.length + 1}`;
                  const key = stationKeyFromName(
                    name,
                    copy.stations.map((s) => s.key),
                  );
                  update({ ...copy, stations: [...copy.stations, { key, name, categoryIds: [] }] });
                }}
              >
                <PlusIcon aria-hidden />
                Adicionar estação
              </Button>
            )}
          </fieldset>

          {copy.stations.length > 1 && (
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 font-semibold text-stone-900">
                Qual estação prepara cada categoria
              </legend>
              <div className="grid gap-3 sm:grid-cols-2">
                {query.data.categories.map((category) => (
                  <div key={category.id} className="flex flex-col gap-1">
                    <Label htmlFor={`kitchen-category-${category.id}`}>{category.name}</Label>
                    <NativeSelect
                      id={`kitchen-category-${category.id}`}
                      value={stationKeyOf(copy, category.id)}
                      onChange={(event) =>
                        update(withCategoryAt(copy, category.id, event.target.value))
                      }
                    >
                      {copy.stations.map((station) => (
                        <option key={station.key} value={station.key}>
                          {station.name || 'Sem nome'}
                        </option>
                      ))}
                    </NativeSelect>
                  </div>
                ))}
              </div>
            </fieldset>
          )}

          <fieldset className="grid gap-3 sm:grid-cols-2">
            <legend className="mb-2 font-semibold text-stone-900">
              Tempo desde o aceite do pedido
            </legend>
            <MinutesField
              id="kitchen-amber"
              label="Amarelo a partir de (min)"
              value={copy.amberMinutes}
              onChange={(amberMinutes) => update({ ...copy, amberMinutes })}
            />
            <MinutesField
              id="kitchen-red"
              label="Vermelho a partir de (min)"
              value={copy.redMinutes}
              onChange={(redMinutes) => update({ ...copy, redMinutes })}
            />
          </fieldset>

          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 font-semibold text-stone-900">
              Quando todas as estações terminam um pedido
            </legend>
            {KITCHEN_DONE_ACTIONS.map((action) => (
              <label key={action} className="flex items-start gap-2 text-sm text-stone-800">
                <input
                  type="radio"
                  name="kitchen-when-done"
                  className="mt-0.5 size-4 accent-brand-600"
                  checked={copy.whenDone === action}
                  onChange={() => update({ ...copy, whenDone: action })}
                />
                {KITCHEN_DONE_ACTION_LABELS[action]}
              </label>
            ))}
            <label className="mt-2 flex items-start gap-2 text-sm text-stone-800">
              <input
                type="checkbox"
                className="mt-0.5 size-4 accent-brand-600"
                checked={copy.startOnFirstBump}
                onChange={(event) => update({ ...copy, startOnFirstBump: event.target.checked })}
              />
              O primeiro item pronto muda um pedido “Aprovado” para “Em preparo”
            </label>
          </fieldset>

          {firstError && (
            <p role="alert" className="text-sm font-semibold text-red-700">
              {firstError}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            {draft && (
              <Button
                type="button"
                variant="outline"
                disabled={save.isPending}
                onClick={() => setDraft(null)}
              >
                Cancelar
              </Button>
            )}
            <Button type="submit" disabled={!draft || save.isPending}>
              {save.isPending ? 'Salvando...' : 'Salvar cozinha'}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

function MinutesField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={Number.isFinite(value) ? value : ''}
        onChange={(event) => onChange(event.target.valueAsNumber)}
      />
    </div>
  );
}
