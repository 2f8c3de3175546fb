import type { Menu, MenuProduct } from '../../../domain/menu';
import { SAMPLE_SIZES } from '../../../domain/sizes';

/** A small menu for the counter's component tests: two pizza categories, drinks, a crust. */
const pizza = (id: number, name: string, normal: number, broto: number): MenuProduct => ({
  id,
  name,
  description: '',
  categorySlug: 'pizzas_salgadas',
  priceCents: normal,
  sizePrices: { normal, broto },
  ingredients: ['mussarela', name.toLowerCase()],
  isAvailable: true,
});

export const CALABRESA = pizza(1, 'Calabresa', 4900, 3500);
export const QUATRO_QUEIJOS = pizza(2, 'Quatro Queijos', 5600, 3900);
const MUSSARELA = pizza(3, 'Mussarela', 4500, 3200);
export const PORTUGUESA_SOLD_OUT = { ...pizza(4, 'Portuguesa', 5200, 3700), isAvailable: false };
const REFRIGERANTE: MenuProduct = {
  id: 10,
  name: 'Refrigerante',
  description: '',
  categorySlug: 'refrigerantes',
  priceCents: 700,
  sizePrices: {},
  ingredients: [],
  isAvailable: true,
  variants: [
    { id: 101, name: 'Lata 350 ml', priceCents: 700, isActive: true },
    { id: 102, name: '2 L', priceCents: 1400, isActive: true },
  ],
};

export const COUNTER_MENU: Menu = {
  categories: [
    { id: 1, slug: 'pizzas_salgadas', name: 'Pizzas', group: 'salgada', isSalgado: true },
    { id: 2, slug: 'refrigerantes', name: 'Refrigerantes', group: 'bebida', isSalgado: null },
  ],
  sizes: [...SAMPLE_SIZES],
  products: [CALABRESA, QUATRO_QUEIJOS, MUSSARELA, PORTUGUESA_SOLD_OUT, REFRIGERANTE],
  extras: [
    { id: 21, name: 'Bacon', priceCents: 600, type: 'salgado', displayGroup: 'Carnes' },
    { id: 22, name: 'Cheddar extra', priceCents: 500, type: 'salgado', displayGroup: 'Queijos' },
  ],
  crusts: [
    { id: 'none', name: 'Sem borda', description: '', priceCents: 0, fillings: [] },
    {
      id: 'traditional',
      name: 'Tradicional',
      description: '',
      priceCents: 800,
      fillings: [
        { id: 'cheddar', name: 'Cheddar', priceCents: 0 },
        { id: 'catupiry', name: 'Catupiry', priceCents: 0 },
      ],
    },
  ],
};
