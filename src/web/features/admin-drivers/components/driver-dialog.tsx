import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  DRIVER_NAME_MAX,
  DRIVER_VEHICLE_LABELS,
  DRIVER_VEHICLES,
  type Driver,
  type DriverInput,
} from '../../../../domain/delivery-drivers';
import { errorProps, FormField } from '../../../components/forms/form-field';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { MoneyField } from '../../../admin/ui/money-input';
import { NativeSelect } from '../../../admin/ui/select';
import { SwitchField } from '../../../admin/ui/switch';
import { SaveDialogFooter } from '../../../admin/ui/save-dialog-footer';
import { useSaveDriver } from '../api/drivers-api';
import {
  driverFormValues,
  driverResolver,
  type DriverFormValues,
  type FeeKind,
  type Zone,
} from '../utils/driver-form';

const FEE_KINDS: readonly { kind: FeeKind; label: string; hint: string }[] = [
  { kind: 'fixa', label: 'Fixa por entrega', hint: 'O mesmo valor em qualquer bairro.' },
  { kind: 'por_zona', label: 'Por bairro', hint: 'Um valor para cada bairro de entrega.' },
];

/** 'Novo entregador' / 'Editar Carlos Souza': checked with the API's own DriverInputSchema. */
export function DriverDialog({
  open,
  driver,
  zones,
  onOpenChange,
}: {
  open: boolean;
  driver: Driver | null;
  zones: readonly Zone[];
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent maxWidth="xl">
        <DialogHeader>
          <DialogTitle>{driver ? `Editar ${driver.name}` : 'Novo entregador'}</DialogTitle>
          <DialogDescription>
            O entregador não tem senha: ele entra pelo link que a pizzaria envia pelo WhatsApp.
          </DialogDescription>
        </DialogHeader>
        {open && <DriverForm driver={driver} zones={zones} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function DriverForm({
  driver,
  zones,
  onDone,
}: {
  driver: Driver | null;
  zones: readonly Zone[];
  onDone: () => void;
}) {
  const id = useId();
  const save = useSaveDriver();
  const form = useForm<DriverFormValues, unknown, DriverInput>({
    resolver: driverResolver(zones),
    defaultValues: driverFormValues(driver, zones),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const feeKind = form.watch('feeKind');
  const field = (name: string) => `${id}-${name}`;

  const onSubmit = form.handleSubmit((data) => {
    save.mutate(
      { id: driver?.id ?? null, driver: data },
      {
        onSuccess: (saved) => {
          toast.success(driver ? 'Entregador atualizado!' : `${saved.name} cadastrado!`);
          onDone();
        },
        onError: (error) => {
          // a zone removed from the settings meanwhile: said by the fees
          if (error instanceof ApiError && error.code === 'UNKNOWN_FEE_ZONE') {
            form.setError('root.fee', { message: error.message });
            return;
          }
          toast.error('Não foi possível salvar o entregador.', {
            description: error instanceof ApiError ? error.message : undefined,
          });
        },
      },
    );
  });

  const feeError = errors.root?.fee?.message;
  return (
    <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col">
      <DialogBody className="flex flex-col gap-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField id={field('name')} label="Nome" error={errors.name?.message}>
            <Input
              id={field('name')}
              maxLength={DRIVER_NAME_MAX}
              autoComplete="off"
              {...errorProps(field('name'), errors.name?.message)}
              {...form.register('name')}
            />
          </FormField>
          <FormField
            id={field('phone')}
            label="Celular (WhatsApp)"
            error={errors.phone?.message}
            hint="O link de acesso vai para este número."
          >
            <Input
              id={field('phone')}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              placeholder="(11) 98765-4321"
              {...errorProps(field('phone'), errors.phone?.message)}
              {...form.register('phone')}
            />
          </FormField>
          <FormField id={field('vehicle')} label="Veículo" error={errors.vehicle?.message}>
            <NativeSelect id={field('vehicle')} {...form.register('vehicle')}>
              {DRIVER_VEHICLES.map((vehicle) => (
                <option key={vehicle} value={vehicle}>
                  {DRIVER_VEHICLE_LABELS[vehicle]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>

        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1.5 text-sm font-semibold text-stone-800">Taxa por entrega</legend>
          <Controller
            control={form.control}
            name="feeKind"
            render={({ field: kindField }) => (
              <div
                role="radiogroup"
                aria-label="Tipo de taxa"
                className="grid gap-2 sm:grid-cols-2"
              >
                {FEE_KINDS.map(({ kind, label, hint }) => {
                  const isChecked = kindField.value === kind;
                  return (
                    <label
                      key={kind}
                      className={cn(
                        'flex cursor-pointer items-start gap-2 rounded-xl border p-3 text-sm',
                        isChecked
                          ? 'border-brand-600 bg-brand-50 text-brand-900'
                          : 'border-stone-300 text-stone-800',
                      )}
                    >
                      <input
                        type="radio"
                        name={kindField.name}
                        value={kind}
                        checked={isChecked}
                        onChange={() => kindField.onChange(kind)}
                        className="mt-0.5 accent-brand-600"
                      />
                      <span>
                        <span className="block font-semibold">{label}</span>
                        <span className="block text-xs text-stone-600">{hint}</span>
                      </span>
                    </label>
                  );
                })}
              </div>
            )}
          />
          {feeKind === 'fixa' ? (
            <MoneyField
              control={form.control}
              name="amountCents"
              id={field('amount')}
              label="Valor por entrega (R$)"
              error={errors.amountCents?.message}
              className="sm:max-w-56"
            />
          ) : (
            <div className="flex flex-col gap-3">
              {zones.length === 0 && (
                <p className="rounded-lg bg-stone-100 p-3 text-sm text-stone-700">
                  A loja ainda não tem bairros de entrega cadastrados (Configurações › Entrega):
                  todas as entregas pagam o valor de 'Demais bairros'.
                </p>
              )}
              <div className="grid gap-3 sm:grid-cols-2">
                {zones.map((zone, index) => (
                  <MoneyField
                    key={zone.id}
                    control={form.control}
                    name={`zoneFees.${index}`}
                    id={field(`zone-${index}`)}
                    label={zone.name}
                    // empty: this zone pays 'Demais bairros'
                    placeholder="Demais bairros"
                    error={errors.zoneFees?.[index]?.message}
                  />
                ))}
                <MoneyField
                  control={form.control}
                  name="defaultCents"
                  id={field('default')}
                  label="Demais bairros"
                  hint="Bairros sem valor acima e entregas fora dos bairros cadastrados."
                  error={errors.defaultCents?.message}
                />
              </div>
            </div>
          )}
          {feeError && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {feeError}
            </p>
          )}
        </fieldset>

        <SwitchField
          control={form.control}
          name="isActive"
          id={field('active')}
          label="Ativo"
          hint="Inativo, o entregador não recebe pedidos e o celular dele sai do acesso."
        />
      </DialogBody>
      <SaveDialogFooter
        saveLabel="Salvar entregador"
        isPending={save.isPending}
        onCancel={onDone}
      />
    </form>
  );
}
