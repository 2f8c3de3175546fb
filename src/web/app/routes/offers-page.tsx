import { TagIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';

/** spec §2 'Offers': no offers are available, with links to /menu and /. */
export function OffersPage() {
  return (
    <main className="mx-auto flex max-w-lg flex-col items-center gap-4 px-6 py-16 text-center">
      <span className="rounded-full bg-crust-100 p-4 text-crust-500">
        <TagIcon className="size-10" aria-hidden />
      </span>
      <h1 className="text-2xl font-bold">Ofertas</h1>
      <p className="text-stone-700">Nenhuma oferta disponível no momento.</p>
      <p className="text-sm text-stone-600">
        Fique de olho: novas promoções aparecem aqui. Enquanto isso, confira nosso cardápio
        completo.
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild size="lg">
          <Link to="/menu">Ver Cardápio</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/">Voltar para o início</Link>
        </Button>
      </div>
    </main>
  );
}
