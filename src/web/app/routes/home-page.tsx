import { ChefHatIcon, PizzaIcon, TruckIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../components/logo';
import { Button } from '../../components/ui/button';
import { useEstablishment } from '../../api/get-establishment';

/** docs/product/screens.md#home: hero, three feature cards; the footer is added by the layout on '/'. */
export function HomePage() {
  const { data: shop } = useEstablishment();
  return (
    <main>
      <section className="bg-gradient-to-b from-brand-700 to-brand-600 text-white">
        <div className="mx-auto flex max-w-4xl flex-col items-center gap-5 px-6 py-14 text-center sm:py-20">
          <h1>
            <Logo size="lg" name={shop?.name ?? 'Forno Pizzaria'} className="text-white" />
          </h1>
          <p className="max-w-xl text-xl font-semibold text-balance sm:text-2xl">
            Tradição, sabor e ingredientes selecionados em cada fatia.
          </p>
          <p className="text-brand-100">Peça agora e receba no conforto da sua casa.</p>
          <Button asChild variant="crust" size="lg">
            <Link to="/menu">Ver Cardápio</Link>
          </Button>
        </div>
      </section>
      <section
        className="mx-auto grid max-w-5xl gap-4 px-4 py-10 sm:grid-cols-3"
        aria-label="Por que pedir"
      >
        <Feature icon={<PizzaIcon aria-hidden />} title="Sabor Inigualável">
          Massa de fermentação lenta, molho da casa e ingredientes frescos todos os dias.
        </Feature>
        <Feature icon={<TruckIcon aria-hidden />} title="Entrega Rápida">
          Sua pizza chega quentinha: acompanhe o pedido do forno até a sua porta.
        </Feature>
        <Feature icon={<ChefHatIcon aria-hidden />} title="Receitas Exclusivas">
          Sabores clássicos e criações do nosso pizzaiolo que você só encontra aqui.
        </Feature>
      </section>
    </main>
  );
}

function Feature({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <article className="rounded-2xl border border-stone-200 bg-white p-6 text-center shadow-sm">
      <span className="mx-auto mb-3 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600 [&>svg]:size-6">
        {icon}
      </span>
      <h2 className="text-lg font-bold">{title}</h2>
      <p className="mt-1 text-sm text-stone-600">{children}</p>
    </article>
  );
}
