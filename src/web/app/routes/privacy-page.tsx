import { ShieldCheckIcon } from 'lucide-react';
import { Link } from 'react-router';
import { privacyBlocks } from '../../../domain/privacy';
import { usePrivacyPage } from '../../api/get-privacy';
import { Button } from '../../components/ui/button';

/**
 * 'Política de privacidade' (LGPD, docs/decisions/033): the text the shop edits in its settings,
 * rendered by the server with the page. Headings and paragraphs only, always as text.
 */
export function PrivacyPage() {
  const { data, isError, refetch } = usePrivacyPage();
  return (
    <main className="mx-auto flex max-w-2xl flex-col gap-6 px-4 pt-6 pb-10">
      <div className="flex items-center gap-3">
        <span className="rounded-full bg-brand-50 p-2.5 text-brand-600">
          <ShieldCheckIcon className="size-6" aria-hidden />
        </span>
        <h1 className="text-2xl font-bold text-stone-900">Política de privacidade</h1>
      </div>
      {data ? (
        <article className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-5 text-stone-800 shadow-sm sm:p-6">
          {privacyBlocks(data.text).map((block, index) =>
            block.kind === 'heading' ? (
              <h2 key={index} className="mt-3 text-lg font-bold text-stone-900 first:mt-0">
                {block.text}
              </h2>
            ) : (
              <p key={index} className="leading-relaxed">
                {block.text}
              </p>
            ),
          )}
        </article>
      ) : isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 text-stone-700">
          <p>Não foi possível carregar a política de privacidade. Verifique sua conexão.</p>
          <Button variant="outline" onClick={() => void refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : (
        <p role="status" className="text-stone-600">
          Carregando...
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button asChild size="lg">
          <Link to="/menu">Ver Cardápio</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/profile">Meu Perfil</Link>
        </Button>
      </div>
    </main>
  );
}
