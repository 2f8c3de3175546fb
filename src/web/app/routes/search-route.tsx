import { useNavigate } from 'react-router';
import { useMenu } from '../../api/get-menu';
import { useProductDialog } from '../../features/menu/components/pizza-wizard/use-product-dialog';
import { SearchPage } from '../../features/search/components/search-page';

/**
 * /search with the menu card's product dialog: 'Adicionar' on a drink with variants opens it to
 * choose one (decision 052), the same dialog, kept in the history as on the menu (decision 020).
 */
export function SearchRoute() {
  const menu = useMenu();
  const navigate = useNavigate();
  const { openWizard, PizzaWizard, open } = useProductDialog();
  const product = openWizard
    ? menu.data?.products.find((p) => p.id === openWizard.entry.productId)
    : undefined;
  return (
    <>
      <SearchPage onChooseVariant={(chosen) => open(chosen.id)} />
      {openWizard && product && PizzaWizard && menu.data && (
        <PizzaWizard
          key={openWizard.entry.id}
          menu={menu.data}
          product={product}
          wizard={openWizard}
          onSuggestCategory={(slug) => void navigate(`/menu?categoria=${slug}`)}
        />
      )}
    </>
  );
}
