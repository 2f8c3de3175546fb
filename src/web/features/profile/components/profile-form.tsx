import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { maskCep, maskPhone, ProfileSchema } from '../../../../domain/customer';
import { MARKETING_OPT_IN_LABEL } from '../../../../domain/privacy';
import { CustomerFields, EMPTY_CUSTOMER } from '../../../components/forms/customer-fields';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { saveProfileLocally, useStoredProfile } from '../../../stores/customer-profile';

/** The profile and the marketing box, which is the checkout's box kept on the device. */
const ProfileFormSchema = z.extend(ProfileSchema, {
  marketingOptIn: z._default(z.boolean(), false),
});
type ProfileFormValues = z.output<typeof ProfileFormSchema>;

/**
 * docs/product/screens.md#profile: the customer's data and address, kept on this device (docs/decisions/017).
 * It fills the delivery form; the shop receives it with each order, never on its own, so nobody
 * who knows a phone number can change what the shop sees of that customer. Saved offline or
 * online alike: nothing waits to be sent. The marketing box is the checkout's (decision 033):
 * it goes to the shop with the next order, and counts once the shop accepts it (decision 041).
 */
export function ProfileForm() {
  const stored = useStoredProfile();
  const [isSaved, setSaved] = useState(false);
  const form = useForm<z.input<typeof ProfileFormSchema>, unknown, ProfileFormValues>({
    resolver: zodResolver(ProfileFormSchema),
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
          marketingOptIn: stored.marketingOptIn ?? false,
        }
      : { ...EMPTY_CUSTOMER, marketingOptIn: false },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

  const onSubmit = form.handleSubmit((profile) => {
    saveProfileLocally({ ...profile, savedAt: new Date().toISOString() });
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
          <div className="rounded-xl border border-stone-200 p-3 text-sm text-stone-800 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600">
            <label className="flex cursor-pointer items-start gap-3">
              <input
                type="checkbox"
                className="mt-0.5 size-4 shrink-0 accent-brand-600"
                aria-describedby="profile-marketing-hint"
                {...form.register('marketingOptIn')}
              />
              <span>{MARKETING_OPT_IN_LABEL}</span>
            </label>
            <p id="profile-marketing-hint" className="mt-0.5 pl-7 text-stone-600">
              Opcional. Sua escolha vai para a pizzaria junto com o próximo pedido e vale a partir
              dele.
            </p>
          </div>
          <Button type="submit" size="lg">
            Salvar Perfil
          </Button>
        </form>
      </FormProvider>
    </section>
  );
}
