// Sample menu loaded into a new database (docs/product/data.md#product: built-in sample data).
// All prices are integer centavos (4990 = R$ 49,90).
import type {
  CategoryGroup,
  CategorySlug,
  CrustId,
  ExtraGroup,
  ExtraType,
} from '../../domain/catalogue';

export interface SeedCategory {
  slug: CategorySlug;
  name: string;
  group: CategoryGroup;
  isSalgado: boolean | null;
  sortOrder: number;
}

export interface SeedProduct {
  categorySlug: CategorySlug;
  name: string;
  description: string;
  priceCents: number;
  /** Its price in the Broto size (a drink: unused); `priceCents` is its Grande price, or a drink's one price. */
  brotoPriceCents: number;
  ingredients: string[];
}

export interface SeedExtra {
  name: string;
  priceCents: number;
  type: ExtraType;
  displayGroup: ExtraGroup;
}

export interface SeedCrust {
  id: CrustId;
  name: string;
  description: string;
  priceCents: number;
  fillings: { id: string; name: string }[];
}

const PIZZA_BROTO_PRICE_CENTS = 3500; // one broto price for every pizza (savoury and sweet)
const EXTRA_INGREDIENT_PRICE_CENTS = 500; // docs/product/limits.md#prices: 5,00 each

export const SAMPLE_CATEGORIES: SeedCategory[] = [
  { slug: 'mais_pedidas', name: 'Mais Pedidas', group: 'salgada', isSalgado: true, sortOrder: 0 },
  { slug: 'calabresa', name: 'Calabresa', group: 'salgada', isSalgado: true, sortOrder: 1 },
  { slug: 'queijos', name: 'Queijos', group: 'salgada', isSalgado: true, sortOrder: 2 },
  { slug: 'frango', name: 'Frango', group: 'salgada', isSalgado: true, sortOrder: 3 },
  {
    slug: 'peixes_vegetarianas',
    name: 'Peixes e Vegetarianas',
    group: 'salgada',
    isSalgado: true,
    sortOrder: 4,
  },
  {
    slug: 'bacon_lombo_presunto',
    name: 'Bacon, Lombo e Presunto',
    group: 'salgada',
    isSalgado: true,
    sortOrder: 5,
  },
  {
    slug: 'pizzas_especiais',
    name: 'Pizzas Especiais',
    group: 'salgada',
    isSalgado: true,
    sortOrder: 6,
  },
  { slug: 'bordas', name: 'Bordas', group: 'salgada', isSalgado: null, sortOrder: 7 },
  { slug: 'pizzas_doces', name: 'Pizzas Doces', group: 'doce', isSalgado: false, sortOrder: 8 },
  { slug: 'refrigerantes', name: 'Refrigerantes', group: 'bebida', isSalgado: null, sortOrder: 9 },
];

export const SAMPLE_PRODUCTS: SeedProduct[] = [
  {
    categorySlug: 'mais_pedidas',
    name: 'Calabresa',
    description: 'Molho de tomate, mussarela, calabresa fatiada e orégano.',
    priceCents: 4900,
    brotoPriceCents: PIZZA_BROTO_PRICE_CENTS,
    ingredients: ['mussarela', 'calabresa fatiada', 'orégano'],
  },
  {
    categorySlug: 'mais_pedidas',
    name: 'Portuguesa',
    description: 'Molho de tomate, mussarela, presunto, ovo, cebola, ervilha e azeitona.',
    priceCents: 5290,
    brotoPriceCents: PIZZA_BROTO_PRICE_CENTS,
    ingredients: ['mussarela', 'presunto', 'ovo', 'cebola', 'ervilha', 'azeitona'],
  },
  {
    categorySlug: 'mais_pedidas',
    name: 'Frango com Catupiry',
    description: 'Molho de tomate, frango desfiado temperado, catupiry e orégano.',
    priceCents: 5190,
    brotoPriceCents: PIZZA_BROTO_PRICE_CENTS,
    ingredients: ['frango desfiado', 'catupiry', 'orégano'],
  },
  {
    categorySlug: 'mais_pedidas',
    name: 'Quatro Queijos',
    description: 'Molho de tomate, mussarela, provolone, parmesão e catupiry.',
    priceCents: 5390,
    brotoPriceCents: PIZZA_BROTO_PRICE_CENTS,
    ingredients: ['mussarela', 'provolone', 'parmesão', 'catupiry'],
  },
  {
    categorySlug: 'calabresa',
    name: 'Calabresa Acebolada',
    description: 'Molho de tomate, mussarela, calabresa fatiada e bastante cebola.',
    priceCents: 4990,
    brotoPriceCents: PIZZA_BROTO_PRICE_CENTS,
    ingredients: ['mussarela', 'calabresa fatiada', 'cebola', 'orégano'],
  },
  {
    categorySlug: 'calabresa',
    name: 'Calabresa com Catupiry',
    description: 'Molho de tomate, calabresa fatiada, catupiry e orégano.',
    priceCents: 5190,
    brotoPriceCents: PIZZA_BROTO_PRICE_CENTS,
    ingredients: ['calabresa fatiada', 'catupiry', 'orégano'],
  },
  {
    categorySlug: 'calabresa',
    name: 'Baiana',
    description: 'Molho de tomate, mussarela, calabresa moída apimentada, ovo, cebola e pimenta.',
    priceCents: 5290,
    brotoPriceCents: PIZZA_BROTO_PRICE_CENTS,
    ingredients: ['mussarela', 'calabresa moída', 'ovo', 'cebola', 'pimenta'],
  },
  {
    categorySlug: 'calabresa',
    name: 'Toscana',
    description: 'Molho de tomate, mussarela, linguiça calabresa moída e cebola.',
    priceCents: 5190,
    brotoPriceCents: PIZZA_BROTO_PRICE_CENTS,
    ingredients: ['mussarela', 'linguiça calabresa moída', 'cebola', 'orégano'],
  },
  {
    categorySlug: 'queijos',
    name: 'Mussarela',
    description: 'Molho de tomate, mussarela, rodelas de tomate e orégano.',
    priceCents: 4600,
    brotoPriceCents: PIZZA_BROTO_PRICE_CENTS,
    ingredients: ['mussarela', 'tomate', 'orégano'],
  },
  {
    categorySlug: 'queijos',
    name: 'Margherita',
    description: 'Molho de tomate, mussarela, tomate fatiado e manjericão fresco.',
    priceCents: 4900,
    brotoPriceCents: PIZZA_BROTO_PRICE_CENTS,
    ingredients: ['mussarela', 'tomate', 'manjericão'],
  },
  {
    categorySlug: 'queijos',
    name: 'Provolone',
    description: 'Molho de tomate, mussarela, provolone e orégano.',
    priceCents: 5090,
    brotoPriceCents: PIZZA_BROTO_PRICE_CENTS,
    ingredients: ['mussarela', 'provolone', 'orégano'],
  },
  {
    categorySlug: 'queijos',
    name: 'Cinco Queijos',
    description: 'Molho de tomate, mussarela, provolone, parmesão, gorgonzola e catupiry.',
    priceCents: 5490,
    brotoPriceCents: PIZZA_BROTO_PRICE_CENTS,
    ingredients: ['mussarela', 'provolone', 'parmesão', 'gorgonzola', 'catupiry'],
  },
  {
    categorySlug: 'frango',
    name: 'Frango com Cheddar',
    description: 'Molho de tomate, frango desfiado, cheddar cremoso e orégano.',
    priceCents: 5190,
    brotoPriceCents: PIZZA_BROTO_PRICE_CENTS,
    ingredients: ['frango desfiado', 'cheddar', 'orégano'],
  },
  {
    categorySlug: 'frango',
    name: 'Frango com Milho',
    description: 'Molho de tomate, mussarela, frango desfiado e milho verde.',
    priceCents: 4990,
    brotoPriceCents: PIZZA_BROTO_PRICE_CENTS,
    ingredients: ['mussarela', 'frango desfiado', 'milho', 'orégano'],
  },
  {
    categorySlug: 'frango',
    name: 'Frango com Bacon',
    description: 'Molho de tomate, mussarela, frango desfiado e bacon crocante.',
    priceCents: 5290,
    brotoPriceCents: PIZZA_BROTO_PRICE_CENTS,
    ingredients: ['mussarela', 'frango desfiado', 'bacon', 'orégano'],
  },
  {
    categorySlug: 'frango',
    name: 'Frango Especial',
    description: 'Molho de tomate, frango desfiado, catupiry, milho, bacon e azeitona.',
    priceCents: 5390,
    brotoPriceCents: PIZZA_BROTO_PRICE_CENTS,
    ingredients: ['frango desfiado', 'catupiry', 'milho', 'bacon', 'azeitona'],
  },
  {
    categorySlug: 'peixes_vegetarianas',
    name: 'Atum',
    description: 'Molho de tomate, mussarela, atum sólido e cebola.',
    priceCents: 5190,
    brotoPriceCents: PIZZA_BROTO_PRICE_CENTS,
    ingredients: ['mussarela', 'atum', 'cebola', 'orégano'],
  },
  {
    categorySlug: 'peixes_vegetarianas',
    name: 'Palmito',
    description: 'Molho de tomate, mussarela, palmito e azeitona.',
    priceCents: 4990,
    brotoPriceCents: PIZZA_BROTO_PRICE_CENTS,
    ingredients: ['mussarela', 'palmito', 'azeitona', 'orégano'],
  },
  {
    categorySlug: 'peixes_vegetarianas',
    name: 'Escarola',
    description: 'Molho de tomate, escarola refogada, mussarela e alho frito.',
    priceCents: 4900,
    brotoPriceCents: PIZZA_BROTO_PRICE_CENTS,
    ingredients: ['escarola', 'mussarela', 'alho frito'],
  },
  {
    categorySlug: 'peixes_vegetarianas',
    name: 'Vegetariana',
    description: 'Molho de tomate, mussarela, brócolis, palmito, ervilha, milho e champignon.',
    priceCents: 4990,
    brotoPriceCents: PIZZA_BROTO_PRICE_CENTS,
    ingredients: ['mussarela', 'brócolis', 'palmito', 'ervilha', 'milho', 'champignon'],
  },
  {
    categorySlug: 'peixes_vegetarianas',
    name: 'Brócolis com Catupiry',
    description: 'Molho de tomate, brócolis, catupiry e alho frito.',
    priceCents: 5090,
    brotoPriceCents: PIZZA_BROTO_PRICE_CENTS,
    ingredients: ['brócolis', 'catupiry', 'alho frito'],
  },
  {
    categorySlug: 'bacon_lombo_presunto',
    name: 'Bacon',
    description: 'Molho de tomate, mussarela, bacon crocante e orégano.',
    priceCents: 4990,
    brotoPriceCents: PIZZA_BROTO_PRICE_CENTS,
    ingredients: ['mussarela', 'bacon', 'orégano'],
  },
  {
    categorySlug: 'bacon_lombo_presunto',
    name: 'Lombo Canadense',
    description: 'Molho de tomate, mussarela, lombo canadense fatiado e cebola.',
    priceCents: 5190,
    brotoPriceCents: PIZZA_BROTO_PRICE_CENTS,
    ingredients: ['mussarela', 'lombo canadense', 'cebola', 'orégano'],
  },
  {
    categorySlug: 'bacon_lombo_presunto',
    name: 'Lombo com Catupiry',
    description: 'Molho de tomate, lombo canadense fatiado, catupiry e orégano.',
    priceCents: 5290,
    brotoPriceCents: PIZZA_BROTO_PRICE_CENTS,
    ingredients: ['lombo canadense', 'catupiry', 'orégano'],
  },
  {
    categorySlug: 'bacon_lombo_presunto',
    name: 'Mista',
    description: 'Molho de tomate, presunto, mussarela, tomate e orégano.',
    priceCents: 4900,
    brotoPriceCents: PIZZA_BROTO_PRICE_CENTS,
    ingredients: ['presunto', 'mussarela', 'tomate', 'orégano'],
  },
  {
    categorySlug: 'pizzas_especiais',
    name: 'Moda da Casa',
    description: 'Molho de tomate, mussarela, calabresa, frango, bacon, catupiry e milho.',
    priceCents: 5490,
    brotoPriceCents: PIZZA_BROTO_PRICE_CENTS,
    ingredients: ['mussarela', 'calabresa', 'frango desfiado', 'bacon', 'catupiry', 'milho'],
  },
  {
    categorySlug: 'pizzas_especiais',
    name: 'Camarão',
    description: 'Molho de tomate, mussarela, camarão refogado, catupiry e salsinha.',
    priceCents: 5500,
    brotoPriceCents: PIZZA_BROTO_PRICE_CENTS,
    ingredients: ['mussarela', 'camarão', 'catupiry', 'salsinha'],
  },
  {
    categorySlug: 'pizzas_especiais',
    name: 'Carne Seca com Catupiry',
    description: 'Molho de tomate, carne seca desfiada, catupiry e cebola roxa.',
    priceCents: 5490,
    brotoPriceCents: PIZZA_BROTO_PRICE_CENTS,
    ingredients: ['carne seca', 'catupiry', 'cebola roxa'],
  },
  {
    categorySlug: 'pizzas_especiais',
    name: 'Pepperoni',
    description: 'Molho de tomate, mussarela, pepperoni fatiado e orégano.',
    priceCents: 5390,
    brotoPriceCents: PIZZA_BROTO_PRICE_CENTS,
    ingredients: ['mussarela', 'pepperoni', 'orégano'],
  },
  {
    categorySlug: 'pizzas_especiais',
    name: 'Rúcula com Tomate Seco',
    description: 'Molho de tomate, mussarela de búfala, rúcula fresca e tomate seco.',
    priceCents: 5290,
    brotoPriceCents: PIZZA_BROTO_PRICE_CENTS,
    ingredients: ['mussarela de búfala', 'rúcula', 'tomate seco'],
  },
  {
    categorySlug: 'bordas',
    name: 'Borda Tradicional',
    description: 'Borda recheada com cheddar ou catupiry em toda a volta da pizza.',
    priceCents: 1000,
    brotoPriceCents: 1000,
    ingredients: [],
  },
  {
    categorySlug: 'bordas',
    name: 'Borda Vulcão',
    description: 'Borda alta com recheio generoso que transborda a cada fatia.',
    priceCents: 1800,
    brotoPriceCents: 1800,
    ingredients: [],
  },
  {
    categorySlug: 'pizzas_doces',
    name: 'Chocolate',
    description: 'Chocolate ao leite derretido com granulado.',
    priceCents: 4600,
    brotoPriceCents: PIZZA_BROTO_PRICE_CENTS,
    ingredients: ['chocolate ao leite', 'granulado', 'leite condensado'],
  },
  {
    categorySlug: 'pizzas_doces',
    name: 'Prestígio',
    description: 'Chocolate ao leite, coco ralado e leite condensado.',
    priceCents: 4990,
    brotoPriceCents: PIZZA_BROTO_PRICE_CENTS,
    ingredients: ['chocolate ao leite', 'coco ralado', 'leite condensado'],
  },
  {
    categorySlug: 'pizzas_doces',
    name: 'Romeu e Julieta',
    description: 'Mussarela coberta com goiabada cremosa.',
    priceCents: 4900,
    brotoPriceCents: PIZZA_BROTO_PRICE_CENTS,
    ingredients: ['mussarela', 'goiabada', 'leite condensado'],
  },
  {
    categorySlug: 'pizzas_doces',
    name: 'Banana com Canela',
    description: 'Banana fatiada, leite condensado, açúcar e canela.',
    priceCents: 4690,
    brotoPriceCents: PIZZA_BROTO_PRICE_CENTS,
    ingredients: ['banana', 'leite condensado', 'açúcar', 'canela'],
  },
  {
    categorySlug: 'pizzas_doces',
    name: 'Morango com Chocolate',
    description: 'Chocolate ao leite coberto com morangos frescos.',
    priceCents: 5190,
    brotoPriceCents: PIZZA_BROTO_PRICE_CENTS,
    ingredients: ['chocolate ao leite', 'morango', 'leite condensado'],
  },
  {
    categorySlug: 'pizzas_doces',
    name: 'Brigadeiro',
    description: 'Brigadeiro cremoso com granulado de chocolate.',
    priceCents: 4990,
    brotoPriceCents: PIZZA_BROTO_PRICE_CENTS,
    ingredients: ['leite condensado', 'chocolate em pó', 'manteiga', 'granulado'],
  },
  {
    categorySlug: 'refrigerantes',
    name: 'Coca-Cola 2L',
    description: 'Refrigerante Coca-Cola garrafa de 2 litros.',
    priceCents: 1800,
    brotoPriceCents: 1800,
    ingredients: [],
  },
  {
    categorySlug: 'refrigerantes',
    name: 'Coca-Cola Zero 2L',
    description: 'Refrigerante Coca-Cola Zero Açúcar garrafa de 2 litros.',
    priceCents: 1800,
    brotoPriceCents: 1800,
    ingredients: [],
  },
  {
    categorySlug: 'refrigerantes',
    name: 'Guaraná Antarctica 2L',
    description: 'Refrigerante Guaraná Antarctica garrafa de 2 litros.',
    priceCents: 1600,
    brotoPriceCents: 1600,
    ingredients: [],
  },
  {
    categorySlug: 'refrigerantes',
    name: 'Fanta Laranja 2L',
    description: 'Refrigerante Fanta Laranja garrafa de 2 litros.',
    priceCents: 1600,
    brotoPriceCents: 1600,
    ingredients: [],
  },
  {
    categorySlug: 'refrigerantes',
    name: 'Sprite 2L',
    description: 'Refrigerante Sprite sabor limão garrafa de 2 litros.',
    priceCents: 1600,
    brotoPriceCents: 1600,
    ingredients: [],
  },
];

const extras = (type: ExtraType, displayGroup: ExtraGroup, names: string[]): SeedExtra[] =>
  names.map((name) => ({ name, priceCents: EXTRA_INGREDIENT_PRICE_CENTS, type, displayGroup }));

export const SAMPLE_EXTRAS: SeedExtra[] = [
  ...extras('salgado', 'Queijos', [
    'Mussarela',
    'Catupiry',
    'Cheddar',
    'Provolone',
    'Parmesão',
    'Gorgonzola',
    'Cream Cheese',
  ]),
  ...extras('salgado', 'Carnes', [
    'Calabresa',
    'Bacon',
    'Frango',
    'Presunto',
    'Lombo Canadense',
    'Pepperoni',
    'Atum',
    'Carne Seca',
    'Peito de Peru',
    'Camarão',
  ]),
  ...extras('salgado', 'Vegetais', [
    'Cebola',
    'Tomate',
    'Azeitona',
    'Milho',
    'Ervilha',
    'Palmito',
    'Champignon',
    'Pimentão',
    'Rúcula',
    'Brócolis',
    'Manjericão',
    'Alho Frito',
  ]),
  ...extras('doce', 'Doces', [
    'Chocolate ao Leite',
    'Chocolate Branco',
    'Morango',
    'Banana',
    'Granulado',
    'Leite Condensado',
    'Coco Ralado',
    'Goiabada',
    'Doce de Leite',
    'Confete',
  ]),
];

export const SAMPLE_CRUSTS: SeedCrust[] = [
  {
    id: 'none',
    name: 'Sem borda',
    description: 'Massa tradicional, sem recheio na borda.',
    priceCents: 0,
    fillings: [],
  },
  {
    id: 'traditional',
    name: 'Borda Tradicional',
    description: 'Borda recheada com cheddar ou catupiry.',
    priceCents: 1000,
    fillings: [
      { id: 'cheddar', name: 'Cheddar' },
      { id: 'catupiry', name: 'Catupiry' },
    ],
  },
  {
    id: 'volcanic',
    name: 'Borda Vulcão',
    description: 'Borda alta com recheio generoso que transborda a cada fatia.',
    priceCents: 1800,
    fillings: [
      { id: 'catupiry', name: 'Catupiry' },
      { id: 'cheddar', name: 'Cheddar' },
      { id: 'chocolate_morango', name: 'Chocolate com Morango' },
    ],
  },
];
