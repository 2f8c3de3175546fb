import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod/mini';
import { maskCep, maskPhone, ProfileSchema, type Profile } from '../../../../domain/customer';
import { saveProfile } from '../../../api/save-profile';
import { CustomerFields, EMPTY_CUSTOMER } from '../../../components/forms/customer-fields';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useLeaveWarning } from '../../../lib/use-leave-warning';
import { saveProfileLocally, useStoredProfile } from '../../../stores/customer-profile';

type SaveState =
  { status: 'idle' | 'saving' } | { status: 'saved'; customerId: number | null; isLocal: boolean };

/**
 * spec §2 'Profile', §4 'Profile save': saved through the API (upsert by phone), or on this device
 * when offline or the network fails ('Perfil salvo localmente'). The delivery form starts from it.
 */
export function ProfileForm() {
  const stored = useStoredProfile();
  const [state, setState] = useState<SaveState>({ status: 'idle' });
  useLeaveWarning(state.status === 'saving');
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

  function keepLocally(profile: Profile) {
    saveProfileLocally({
      ...profile,
      customerId: stored?.phone === profile.phone ? (stored.customerId ?? null) : null,
      savedAt: new Date().toISOString(),
    });
    toast('Perfil salvo localmente', {
      description: 'Seus dados serão enviados quando a conexão voltar.',
    });
    setState({ status: 'saved', customerId: null, isLocal: true });
  }

  const onSubmit = form.handleSubmit(async (profile) => {
    setState({ status: 'saving' });
    if (!navigator.onLine) return keepLocally(profile);
    try {
      const customerId = await saveProfile(profile);
      saveProfileLocally({ ...profile, customerId, savedAt: new Date().toISOString() });
      setState({ status: 'saved', customerId, isLocal: false });
    } catch (error) {
      if (error instanceof ApiError && error.status === 0) return keepLocally(profile);
      setState({ status: 'idle' });
      toast.error('Erro ao salvar perfil', {
        description:
          error instanceof ApiError && error.status < 500 && error.code !== 'VALIDATION_ERROR'
            ? error.message
            : 'Falha ao criar cliente. Verifique seus dados e tente novamente.',
      });
    }
  });

  return (
    <section className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      {state.status === 'saved' && (
        <Alert tone="success" className="mb-5">
          <CircleCheckIcon aria-hidden />
          <div>
            <AlertTitle>
              {state.isLocal ? 'Perfil salvo neste aparelho.' : 'Perfil salvo com sucesso!'}
            </AlertTitle>
            <AlertDescription>
              {state.customerId !== null
                ? `Código de cliente: ${state.customerId}.`
                : 'Seus dados serão usados para preencher a entrega.'}
            </AlertDescription>
          </div>
        </Alert>
      )}
      <FormProvider {...form}>
        <form className="flex flex-col gap-6" noValidate onSubmit={onSubmit}>
          <CustomerFields idPrefix="profile" cepLookup="on-blur" />
          <Button type="submit" size="lg" disabled={state.status === 'saving'}>
            {state.status === 'saving' ? 'Salvando...' : 'Salvar Perfil'}
          </Button>
        </form>
      </FormProvider>
    </section>
  );
}
