import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod/mini';
import { maskCep, maskPhone, ProfileSchema, type Profile } from '../../../../domain/customer';
import { CustomerFields, EMPTY_CUSTOMER } from '../../../components/forms/customer-fields';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { saveProfileLocally, useStoredProfile } from '../../../stores/customer-profile';

/**
 * docs/product/screens.md#profile: the customer's data and address, kept on this device (docs/decisions/017).
 * It fills the delivery form; the shop receives it with each order, never on its own, so nobody
 * who knows a phone number can change what the shop sees of that customer. Saved offline or
 * online alike: nothing waits to be sent.
 */
export function ProfileForm() {
  const stored = useStoredProfile();
  const [isSaved, setSaved] = useState(false);
  const form = useForm<z.input<typeof ProfileSchema>, unknown, Profile>({
    resolver: zodResolver(ProfileSchema),
    defaultValues: stored
      ? {
          name: stored.name,
          phone: maskPhone(stored.phone),
          cep: maskCep(stored.cep),
          street: stored.street,
          number: stored.number,
          complement: stored.complement,
          district: stored.district,
          city: stored.city,
          state: stored.state,
        }
      : EMPTY_CUSTOMER,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

  const onSubmit = form.handleSubmit((profile) => {
    saveProfileLocally({
      ...profile,
      savedAt: new Date().toISOString(),
      // the checkout's marketing choice is not this form's to change
      ...(stored?.marketingOptIn === undefined ? {} : { marketingOptIn: stored.marketingOptIn }),
    });
    setSaved(true);
  });

  return (
    <section className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      {isSaved && (
        <Alert tone="success" className="mb-5">
          <CircleCheckIcon aria-hidden />
          <div>
            <AlertTitle>Perfil salvo com sucesso!</AlertTitle>
            <AlertDescription>
              Seus dados ficam guardados neste aparelho e preenchem a entrega dos seus pedidos. A
              pizzaria os recebe junto com cada pedido que você fizer.
            </AlertDescription>
          </div>
        </Alert>
      )}
      <FormProvider {...form}>
        <form className="flex flex-col gap-6" noValidate onSubmit={onSubmit}>
          <CustomerFields idPrefix="profile" cepLookup="on-blur" />
          <Button type="submit" size="lg">
            Salvar Perfil
          </Button>
        </form>
      </FormProvider>
    </section>
  );
}
