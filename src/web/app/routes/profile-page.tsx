import { PendingOrdersList } from '../../features/orders/components/pending-orders-list';
import { RecentOrdersList } from '../../features/orders/components/recent-orders-list';
import { ProfileForm } from '../../features/profile/components/profile-form';
import { DataNotice } from '../../components/privacy/data-notice';
import { useHydrated } from '../../lib/use-hydrated';

/** docs/product/screens.md#profile ('Meu Perfil'), with the device's queued and recent orders below it. */
export function ProfilePage() {
  // the form starts from the profile kept on this device, known only once the page is mounted
  const isHydrated = useHydrated();
  return (
    <main className="mx-auto flex max-w-2xl flex-col gap-6 px-4 pt-6 pb-10">
      <div>
        <h1 className="text-2xl font-bold text-stone-900">Meu Perfil</h1>
        <p className="mt-1 text-sm text-stone-600">
          Seus dados preenchem a entrega dos próximos pedidos. A pizzaria os recebe junto com cada
          pedido e guarda no cadastro de clientes dela.
        </p>
        <DataNotice className="mt-2" />
      </div>
      <ProfileForm key={isHydrated ? 'device' : 'server'} />
      <PendingOrdersList />
      <RecentOrdersList />
    </main>
  );
}
