import { Link } from 'react-router';
import { DEFAULT_TIME_ZONE } from '../../../domain/opening-hours';
import { PRIVACY_PATH } from '../../../domain/privacy-notice';
import { FacebookIcon, InstagramIcon } from '../../components/brand-icons';
import { useEstablishment } from '../../api/get-establishment';
import { useRenderTime } from '../../lib/render-clock';

/** Only on the home path (docs/product/screens.md#home): description, social links, copyright with the current year. */
export function SiteFooter() {
  const { data: shop } = useEstablishment();
  const name = shop?.name ?? 'Forno Pizzaria';
  // the year where the shop is, the same on the server and in the browser
  const year = new Intl.DateTimeFormat('pt-BR', {
    year: 'numeric',
    timeZone: shop?.timeZone ?? DEFAULT_TIME_ZONE,
  }).format(useRenderTime());
  return (
    <footer className="border-t border-stone-200 bg-stone-900 text-stone-300">
      <div className="mx-auto flex max-w-5xl flex-col gap-4 px-6 py-8 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="font-bold text-white">{name}</p>
          <p className="text-sm">Pizzas artesanais feitas com carinho e entregues na sua casa.</p>
        </div>
        <div className="flex gap-2">
          {shop?.socialMedia.instagram && (
            <a
              className="rounded-full p-2 hover:bg-stone-800 hover:text-white"
              href={`https://instagram.com/${shop.socialMedia.instagram}`}
              target="_blank"
              rel="noreferrer"
              aria-label={`Instagram @${shop.socialMedia.instagram}`}
            >
              <InstagramIcon className="size-5" aria-hidden />
            </a>
          )}
          {shop?.socialMedia.facebook && (
            <a
              className="rounded-full p-2 hover:bg-stone-800 hover:text-white"
              href={`https://facebook.com/${shop.socialMedia.facebook}`}
              target="_blank"
              rel="noreferrer"
              aria-label={`Facebook ${shop.socialMedia.facebook}`}
            >
              <FacebookIcon className="size-5" aria-hidden />
            </a>
          )}
        </div>
      </div>
      <p className="border-t border-stone-800 px-6 py-4 text-center text-xs">
        © {year} {name}. Todos os direitos reservados. ·{' '}
        <Link to={PRIVACY_PATH} className="underline underline-offset-2 hover:text-white">
          Política de privacidade
        </Link>
      </p>
    </footer>
  );
}
