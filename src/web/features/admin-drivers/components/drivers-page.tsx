import { CalculatorIcon, PencilIcon, PlusIcon, SendIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DRIVER_VEHICLE_LABELS, type ListedDriver } from '../../../../domain/delivery-drivers';
import { formatWhatsapp, normalizeWhatsapp } from '../../../../domain/formats';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { ConfirmDialog } from '../../../admin/ui/confirm-dialog';
import { PageHeader } from '../../../admin/ui/page-header';
import { useDeleteDriver, useDrivers } from '../api/drivers-api';
import { feeSummary } from '../utils/driver-form';
import { AccessLinkDialog } from './access-link-dialog';
import { DriverDialog } from './driver-dialog';

type Editing = { driver: ListedDriver | null } | null;

/** The phone as people read it, whatever way it was typed. */
const phoneOf = (phone: string) => {
  const digits = normalizeWhatsapp(phone);
  return digits ? formatWhatsapp(digits) : phone;
};

/** 'Entregadores' (docs/decisions/067): the shop's drivers, their fees and their access links. */
export function DriversPage() {
  const drivers = useDrivers();
  const remove = useDeleteDriver();
  const [editing, setEditing] = useState<Editing>(null);
  const [sending, setSending] = useState<ListedDriver | null>(null);
  const [removing, setRemoving] = useState<ListedDriver | null>(null);
  const zones = drivers.data?.zones ?? [];

  return (
    <main>
      <PageHeader
        title="Entregadores"
        description="Quem faz as entregas da pizzaria, quanto recebe por entrega, e o link que abre as entregas no celular."
        actions={
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <Link to="/admin/entregadores/acerto">
                <CalculatorIcon aria-hidden /> Acerto da noite
              </Link>
            </Button>
            <Button onClick={() => setEditing({ driver: null })}>
              <PlusIcon aria-hidden /> Novo entregador
            </Button>
          </div>
        }
      />
      {drivers.isPending ? (
        <p className="text-sm text-stone-600">Carregando entregadores...</p>
      ) : drivers.isError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          Não foi possível carregar os entregadores.{' '}
          <button type="button" className="underline" onClick={() => void drivers.refetch()}>
            Tentar de novo
          </button>
        </p>
      ) : drivers.data.drivers.length === 0 ? (
        <div className="rounded-xl border border-dashed border-stone-300 bg-white p-6 text-center">
          <p className="font-semibold text-stone-900">Nenhum entregador cadastrado.</p>
          <p className="mt-1 text-sm text-stone-600">
            Cadastre quem faz as entregas e envie o acesso pelo WhatsApp.
          </p>
        </div>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3" aria-label="Entregadores">
          {drivers.data.drivers.map((driver) => (
            <DriverRow
              key={driver.id}
              driver={driver}
              onEdit={() => setEditing({ driver })}
              onSend={() => setSending(driver)}
              onRemove={() => setRemoving(driver)}
            />
          ))}
        </ul>
      )}
      <DriverDialog
        open={editing !== null}
        driver={editing?.driver ?? null}
        zones={zones}
        onOpenChange={(open) => !open && setEditing(null)}
      />
      <AccessLinkDialog driver={sending} onOpenChange={(open) => !open && setSending(null)} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Excluir ${removing?.name ?? ''}?`}
        description="Só um cadastro sem nenhuma entrega pode ser excluído. O celular dele sai do acesso."
        confirmLabel="Excluir"
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.id, {
            onSuccess: () => toast.success('Entregador excluído.'),
            onError: (error) =>
              toast.error('Não foi possível excluir.', {
                description: error instanceof ApiError ? error.message : undefined,
              }),
          });
          setRemoving(null);
        }}
      />
    </main>
  );
}

function DriverRow({
  driver,
  onEdit,
  onSend,
  onRemove,
}: {
  driver: ListedDriver;
  onEdit: () => void;
  onSend: () => void;
  onRemove: () => void;
}) {
  return (
    <li
      aria-label={driver.name}
      className="flex flex-col gap-1.5 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 className="font-bold break-words text-stone-900">{driver.name}</h2>
        <span
          className={
            driver.isActive
              ? 'shrink-0 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800'
              : 'shrink-0 rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-700'
          }
        >
          {driver.isActive ? 'Ativo' : 'Inativo'}
        </span>
      </div>
      <p className="text-sm text-stone-700">
        <span className="tabular-nums">{phoneOf(driver.phone)}</span> ·{' '}
        {DRIVER_VEHICLE_LABELS[driver.vehicle]}
      </p>
      <p className="text-sm font-semibold text-brand-700">{feeSummary(driver.fee)}</p>
      <div className="mt-1 flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Editar ${driver.name}`}>
          <PencilIcon aria-hidden /> Editar
        </Button>
        {driver.isActive && (
          <Button
            variant="outline"
            size="sm"
            onClick={onSend}
            aria-label={`Enviar acesso para ${driver.name}`}
          >
            <SendIcon aria-hidden /> Enviar acesso
          </Button>
        )}
        {!driver.hasTrips && (
          <Button
            variant="dangerGhost"
            size="sm"
            onClick={onRemove}
            aria-label={`Excluir ${driver.name}`}
          >
            <Trash2Icon aria-hidden /> Excluir
          </Button>
        )}
      </div>
    </li>
  );
}
