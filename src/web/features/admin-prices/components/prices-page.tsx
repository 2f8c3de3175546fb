import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../admin/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../admin/ui/tabs';
import { MenuItemsSection } from './menu-items-section';
import { PriceListSection } from './price-list-section';
import { SizesSection } from './sizes-section';

const TABS = [
  { value: 'tabela', label: 'Tabela de preços' },
  { value: 'adicionais', label: 'Adicionais' },
  { value: 'bordas', label: 'Bordas e recheios' },
  // the shop's sizes (decision 046): each flavour's price per size is set in the product dialog
  { value: 'tamanhos', label: 'Tamanhos' },
] as const;
type Tab = (typeof TABS)[number]['value'];

function tabOf(value: string | null): Tab {
  return TABS.find((tab) => tab.value === value)?.value ?? 'tabela';
}

/**
 * `/admin/prices` ('Preços', docs/decisions/047): the price list with its log, and the extras,
 * crusts and fillings with theirs. The tab is in the address, so a reload keeps it.
 */
export function PricesPage() {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('aba'));
  return (
    <main>
      <PageHeader
        title="Preços"
        description="Tabela de preços, adicionais, bordas, recheios e tamanhos"
      />
      <Tabs value={tab} onValueChange={(value) => setParams({ aba: value }, { replace: true })}>
        <TabsList aria-label="Seções de preços" className="mb-4">
          {TABS.map((item) => (
            <TabsTrigger key={item.value} value={item.value}>
              {item.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="tabela">
          <PriceListSection />
        </TabsContent>
        <TabsContent value="adicionais">
          <MenuItemsSection show="extras" />
        </TabsContent>
        <TabsContent value="bordas">
          <MenuItemsSection show="crusts" />
        </TabsContent>
        <TabsContent value="tamanhos">
          <SizesSection />
        </TabsContent>
      </Tabs>
    </main>
  );
}
