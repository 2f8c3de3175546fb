import { PrinterIcon, QrCodeIcon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  ServiceChargeSettingsSchema,
  type ServiceChargeSettings,
} from '../../../../domain/comanda';
import { tableName, TableInputSchema, type AdminTable } from '../../../../domain/tables';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import { serverMessage } from '../../../admin/api/error-message';
import { PageHeader } from '../../../admin/ui/page-header';
import { Switch } from '../../../admin/ui/switch';
import { useSaveServiceCharge, useSaveTable, useTables } from '../api/tables-api';

/**
 * `/admin/tables`, 'Mesas' (docs/decisions/057): the shop's tables, each with the QR code a phone
 * scans to order from it, the printable sheet of codes and the service charge.
 */
export function TablesPage() {
  const tables = useTables();
  return (
    <main>
      <PageHeader
        title="Mesas"
        description="Cadastre as mesas e imprima os QR Codes: o cliente aponta a câmera e pede direto da mesa, sem endereço nem taxa de entrega."
        actions={
          <Button asChild variant="outline">
            <Link to="/admin/tables/qr">
              <PrinterIcon aria-hidden />
              Imprimir QR Codes
            </Link>
          </Button>
        }
      />
      {tables.isPending ? (
        <div className="py-16 text-center">
          <Spinner label="Carregando mesas..." />
        </div>
      ) : tables.isError ? (
        <div className="flex flex-col items-center gap-3 py-16 text-center">
          <p className="text-stone-700">Não foi possível carregar as mesas.</p>
          <Button variant="outline" onClick={() => void tables.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
          <section className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
            <h2 className="text-lg font-bold text-stone-900">Mesas cadastradas</h2>
            <NewTableForm />
            {tables.data.tables.length === 0 ? (
              <p className="mt-4 text-sm text-stone-600">
                Nenhuma mesa ainda. Cadastre pelo número (1, 2, 3...) ou por um nome (Varanda).
              </p>
            ) : (
              <ul className="mt-4 divide-y divide-stone-200" aria-label="Mesas">
                {tables.data.tables.map((table) => (
                  <TableRow key={table.id} table={table} />
                ))}
              </ul>
            )}
          </section>
          <ServiceChargeForm
            key={JSON.stringify(tables.data.serviceCharge)}
            saved={tables.data.serviceCharge}
          />
        </div>
      )}
    </main>
  );
}

function NewTableForm() {
  const id = useId();
  const save = useSaveTable();
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = TableInputSchema.safeParse({ label, isActive: true });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Mesa inválida');
      return;
    }
    setError(null);
    save.mutate(
      { id: null, body: parsed.data },
      {
        onSuccess: (table) => {
          setLabel('');
          toast.success(`${tableName(table.label)} cadastrada`);
        },
        onError: (failure) => setError(serverMessage(failure, 'Não foi possível salvar a mesa.')),
      },
    );
  }

  return (
    <form onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-2" noValidate>
      <div className="flex min-w-40 flex-1 flex-col gap-1.5">
        <Label htmlFor={id}>Nova mesa (número ou nome)</Label>
        <Input
          id={id}
          value={label}
          maxLength={40}
          placeholder="Ex.: 12 ou Varanda"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setLabel(event.target.value)}
        />
      </div>
      <Button type="submit" disabled={save.isPending}>
        Adicionar mesa
      </Button>
      {error && (
        <p id={`${id}-error`} role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}

function TableRow({ table }: { table: AdminTable }) {
  const id = useId();
  const save = useSaveTable();
  const [label, setLabel] = useState(table.label);
  const [error, setError] = useState<string | null>(null);
  const isChanged = label.trim() !== table.label;

  function write(change: { label: string; isActive: boolean }) {
    const parsed = TableInputSchema.safeParse(change);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Mesa inválida');
      return;
    }
    setError(null);
    save.mutate(
      { id: table.id, body: parsed.data },
      { onError: (failure) => setError(serverMessage(failure, 'Não foi possível salvar a mesa.')) },
    );
  }

  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <QrCodeIcon className="size-5 text-stone-500" aria-hidden />
      <form
        className="flex min-w-48 flex-1 items-center gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          write({ label, isActive: table.isActive });
        }}
      >
        <Input
          inputSize="sm"
          aria-label={`Nome da ${tableName(table.label)}`}
          value={label}
          maxLength={40}
          onChange={(event) => setLabel(event.target.value)}
          aria-invalid={error ? true : undefined}
        />
        {isChanged && (
          <Button type="submit" size="sm" disabled={save.isPending}>
            Salvar
          </Button>
        )}
      </form>
      <div className="flex items-center gap-2">
        <Switch
          id={`${id}-active`}
          checked={table.isActive}
          disabled={save.isPending}
          onCheckedChange={(isActive) => write({ label: table.label, isActive })}
        />
        <Label htmlFor={`${id}-active`} className="text-sm">
          {table.isActive ? 'Ativa' : 'Inativa'}
        </Label>
      </div>
      {error && (
        <p role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      )}
    </li>
  );
}

function ServiceChargeForm({ saved }: { saved: ServiceChargeSettings }) {
  const id = useId();
  const save = useSaveServiceCharge();
  const [isEnabled, setEnabled] = useState(saved.isEnabled);
  const [percent, setPercent] = useState(String(saved.percent));
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ServiceChargeSettingsSchema.safeParse({
      isEnabled,
      percent: percent.trim() === '' ? Number.NaN : Number(percent.replace(',', '.')),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Porcentagem inválida');
      return;
    }
    setError(null);
    save.mutate(parsed.data, {
      onSuccess: () => toast.success('Taxa de serviço salva'),
      onError: (failure) => setError(serverMessage(failure, 'Não foi possível salvar.')),
    });
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <div>
        <h2 className="text-lg font-bold text-stone-900">Taxa de serviço</h2>
        <p className="text-sm text-stone-600">
          Oferecida ao fechar a conta da mesa; o cliente pode recusar.
        </p>
      </div>
      <div className="flex items-center justify-between gap-3">
        <Label htmlFor={`${id}-on`}>Cobrar taxa de serviço</Label>
        <Switch id={`${id}-on`} checked={isEnabled} onCheckedChange={setEnabled} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-percent`}>Porcentagem</Label>
        <div className="flex items-center gap-2">
          <div className="w-24">
            <Input
              id={`${id}-percent`}
              inputMode="numeric"
              value={percent}
              disabled={!isEnabled}
              onChange={(event) => setPercent(event.target.value)}
              aria-invalid={error ? true : undefined}
            />
          </div>
          <span className="text-stone-700">%</span>
        </div>
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
      <Button type="submit" disabled={save.isPending}>
        Salvar taxa
      </Button>
    </form>
  );
}
