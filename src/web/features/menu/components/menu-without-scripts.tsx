import { CATEGORY_GROUP_LABELS, CATEGORY_GROUPS } from '../../../../domain/catalogue';
import type { PublicEstablishment } from '../../../../domain/establishment';
import { formatWhatsapp, phoneLink, whatsappLink } from '../../../../domain/formats';
import type { Menu } from '../../../../domain/menu';
import { productsOfCategory } from '../../../../domain/most-ordered';
import { formatBRL } from '../../../../domain/money';
import { WEEKDAY_LABELS, WEEKDAYS } from '../../../../domain/opening-hours';
import { soldOutInList } from '../../../../domain/sold-out';
import { productAnchorWithoutScripts } from '../../../lib/product-anchor';

/**
 * The whole menu with its prices, and how to reach the shop, for a browser that runs no scripts
 * (decision 015). Rendered by the server inside <noscript>: a browser running the app never
 * shows it, and React does not hydrate it.
 */
export function MenuWithoutScripts({
  menu,
  shop,
}: {
  menu: Menu;
  shop: PublicEstablishment | undefined;
}) {
  return (
    <div className="mt-4 flex flex-col gap-8">
      <p className="rounded-xl bg-amber-50 p-4 text-sm text-amber-900">
        Para montar seu pedido aqui, ative o JavaScript do navegador. Você também pode pedir pelo
        telefone ou pelo WhatsApp da pizzaria.
      </p>
      {CATEGORY_GROUPS.map((group) => {
        const categories = menu.categories.filter((category) => category.group === group);
        if (categories.length === 0) return null;
        return (
          <section key={group} aria-labelledby={`sem-js-${group}`}>
            <h2 id={`sem-js-${group}`} className="text-xl font-bold">
              {CATEGORY_GROUP_LABELS[group]}
            </h2>
            {categories.map((category) => {
              const products = productsOfCategory(menu, category.slug);
              if (products.length === 0) return null;
              return (
                <div key={category.slug} className="mt-3">
                  <h3 className="font-semibold text-stone-700">{category.name}</h3>
                  <ul className="mt-1 divide-y divide-stone-200">
                    {products.map((product) => (
                      <li
                        key={product.id}
                        // the search's results link here when scripts do not run (decision 045)
                        id={productAnchorWithoutScripts(product.id)}
                        className="flex scroll-mt-4 justify-between gap-3 py-2"
                      >
                        <div>
                          <p className="font-semibold text-stone-900">
                            {product.isAvailable ? product.name : soldOutInList(product.name)}
                          </p>
                          <p className="text-sm text-stone-600">{product.description}</p>
                        </div>
                        <p className="shrink-0 font-bold text-brand-700">
                          {formatBRL(product.priceCents)}
                        </p>
                      </li>
                    ))}
                  </ul>
                </div>
              );
            })}
          </section>
        );
      })}
      {shop && (
        <section aria-labelledby="sem-js-contato" className="flex flex-col gap-2">
          <h2 id="sem-js-contato" className="text-xl font-bold">
            {shop.name}
          </h2>
          {shop.phone && (
            <p>
              Telefone:{' '}
              <a className="font-semibold text-brand-700 underline" href={phoneLink(shop.phone)}>
                {shop.phone}
              </a>
            </p>
          )}
          {shop.whatsapp && (
            <p>
              WhatsApp:{' '}
              <a
                className="font-semibold text-brand-700 underline"
                href={whatsappLink(shop.whatsapp)}
              >
                {formatWhatsapp(shop.whatsapp)}
              </a>
            </p>
          )}
          {shop.address && <p>Endereço: {shop.address}</p>}
          {shop.deliveryTime && <p>Tempo de entrega: {shop.deliveryTime}</p>}
          <h3 className="mt-2 font-semibold">Horário de funcionamento</h3>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5">
            {WEEKDAYS.map((day) => (
              <div key={day} className="contents">
                <dt>{WEEKDAY_LABELS[day]}</dt>
                <dd>{shop.schedules[day]}</dd>
              </div>
            ))}
          </dl>
          {shop.paymentOptions.length > 0 && (
            <p>Formas de pagamento: {shop.paymentOptions.join(', ')}</p>
          )}
        </section>
      )}
    </div>
  );
}
