import { describe, expect, it } from 'vitest';
import { searchProducts, searchWords, typoDistance } from './search';

const products = [
  { id: 1, name: 'Calabresa', description: 'Molho de tomate, mussarela, calabresa fatiada.' },
  { id: 2, name: 'Baiana', description: 'Mussarela, calabresa moída apimentada e ovo.' },
  { id: 3, name: 'Mussarela', description: 'Molho de tomate, mussarela e orégano.' },
  { id: 4, name: 'Coca-Cola 2L', description: 'Refrigerante garrafa de 2 litros.' },
  { id: 5, name: 'Brócolis com Catupiry', description: 'Brócolis, catupiry e alho frito.' },
  { id: 6, name: 'Guaraná Antarctica 2L', description: 'Refrigerante de guaraná.' },
  { id: 7, name: 'Prestigio', description: 'Chocolate ao leite com coco.' },
];
const ids = (found: readonly { id: number }[]) => found.map((product) => product.id);

describe('searchProducts', () => {
  it('finds the text in the name or in the description, in menu order', () => {
    expect(ids(searchProducts(products, 'calabresa'))).toEqual([1, 2]);
    expect(ids(searchProducts(products, 'orégano'))).toEqual([3]);
  });

  it('ignores letter case in the text and in the product', () => {
    expect(ids(searchProducts(products, 'CALABRESA'))).toEqual([1, 2]);
    expect(ids(searchProducts(products, 'coca-cola'))).toEqual([4]);
    expect(ids(searchProducts(products, 'BRÓCOLIS'))).toEqual([5]);
  });

  it('matches the start of a word while it is being typed', () => {
    expect(ids(searchProducts(products, 'calab'))).toEqual([1, 2]);
    expect(ids(searchProducts(products, 'coca 2'))).toEqual([4]);
  });

  it('trims the text before matching', () => {
    expect(ids(searchProducts(products, '  baiana \n'))).toEqual([2]);
  });

  it('ignores accents in the text and in the product', () => {
    expect(ids(searchProducts(products, 'guarana'))).toEqual([6]);
    expect(ids(searchProducts(products, 'Guaraná'))).toEqual([6]);
    expect(ids(searchProducts(products, 'GUARANÁ ANTARCTICA'))).toEqual([6]);
    expect(ids(searchProducts(products, 'brocolis'))).toEqual([5]);
    expect(ids(searchProducts(products, 'oregano'))).toEqual([3]);
    // an accent typed where the product has none still finds it
    expect(ids(searchProducts(products, 'prestígio'))).toEqual([7]);
    expect(ids(searchProducts(products, 'môída'))).toEqual([2]);
  });

  it('folds the cedilla and the tilde too', () => {
    const drinks = [{ id: 1, name: 'Suco de Maçã', description: 'Maçã e limão.' }];
    expect(ids(searchProducts(drinks, 'maca'))).toEqual([1]);
    expect(ids(searchProducts(drinks, 'limao'))).toEqual([1]);
  });

  it('finds nothing for an empty or blank text, or a text that is nowhere', () => {
    expect(searchProducts(products, '')).toEqual([]);
    expect(searchProducts(products, '   ')).toEqual([]);
    expect(searchProducts(products, 'xyzxyz')).toEqual([]);
  });

  it('returns the same product objects, without changing the list', () => {
    const copy = structuredClone(products);
    const [found] = searchProducts(products, 'baiana');
    expect(found).toBe(products[1]);
    expect(products).toEqual(copy);
  });
});

// The sample menu's pizzas that customers searched for and missed, with their ingredients.
const menu = [
  {
    id: 1,
    name: 'Calabresa',
    description: 'Molho de tomate, mussarela, calabresa fatiada, cebola e orégano.',
    ingredients: ['mussarela', 'calabresa fatiada', 'cebola', 'orégano'],
  },
  {
    id: 2,
    name: 'Portuguesa',
    description: 'Molho de tomate, mussarela, presunto, ovos, cebola, ervilha e azeitona.',
    ingredients: ['mussarela', 'presunto', 'ovos', 'cebola', 'ervilha', 'azeitona'],
  },
  {
    id: 3,
    name: 'Frango com Catupiry',
    description: 'Molho de tomate, frango desfiado temperado, catupiry e orégano.',
    ingredients: ['frango desfiado', 'catupiry', 'orégano'],
  },
  {
    id: 4,
    name: 'Quatro Queijos',
    description: 'Molho de tomate, mussarela, provolone, parmesão e catupiry.',
    ingredients: ['mussarela', 'provolone', 'parmesão', 'catupiry'],
  },
  {
    id: 5,
    name: 'Frango com Milho',
    description: 'Molho de tomate, frango desfiado, milho e mussarela.',
    ingredients: ['frango desfiado', 'milho', 'mussarela'],
  },
  {
    id: 6,
    name: 'Calabresa com Catupiry',
    description: 'Molho de tomate, calabresa fatiada, catupiry e orégano.',
    ingredients: ['calabresa fatiada', 'catupiry', 'orégano'],
  },
  {
    id: 7,
    name: 'Especial da Casa',
    description: 'Uma receita com um toque de frango.',
    ingredients: [],
  },
];

describe('searchProducts, forgiving', () => {
  it('matches the words in any order, leaving out small words', () => {
    expect(ids(searchProducts(menu, 'frango catupiry'))).toEqual([3]);
    expect(ids(searchProducts(menu, 'catupiry frango'))).toEqual([3]);
    expect(ids(searchProducts(menu, 'frango com catupiry'))).toEqual([3]);
    expect(ids(searchProducts(menu, 'pizza de frango com milho'))).toEqual([5]);
  });

  it('forgives one typo in a word of 4 to 7 letters and two from 8 letters on', () => {
    expect(ids(searchProducts(menu, 'portugesa'))).toEqual([2]);
    expect(ids(searchProducts(menu, 'catupiri frango'))).toEqual([3]);
    expect(ids(searchProducts(menu, 'frnago'))).toEqual([3, 5, 7]);
    // two typos in an 8-letter word
    expect(ids(searchProducts(menu, 'mucarela'))).toEqual([1, 2, 4, 5]);
    // but not two in a 7-letter word, nor one in a 3-letter word
    expect(ids(searchProducts(menu, 'frnagu'))).toEqual([]);
    expect(ids(searchProducts(menu, 'ovu'))).toEqual([]);
  });

  it('forgives a typo in a word still being typed', () => {
    expect(ids(searchProducts(menu, 'portuges'))).toEqual([2]);
  });

  it('takes a word the menu has as it was typed, not as a typo of another', () => {
    // 'milho' is one letter from 'molho', which every description has
    expect(ids(searchProducts(menu, 'milho'))).toEqual([5]);
  });

  it('needs every word to match', () => {
    expect(ids(searchProducts(menu, 'frango calabresa'))).toEqual([]);
  });

  it('ranks name over ingredients over description, then exact over start over typo', () => {
    // named Frango first, then the one that only says it in the description
    expect(ids(searchProducts(menu, 'frango'))).toEqual([3, 5, 7]);
    // Catupiry in the name, then in the ingredients
    expect(ids(searchProducts(menu, 'catupiry'))).toEqual([3, 6, 4]);
    // exact before a start: 'calabresa' is a whole word of both, 'queijo' starts 'queijos'
    expect(ids(searchProducts(menu, 'queijo'))).toEqual([4]);
    const near = [
      { id: 1, name: 'Calabrese', description: '' },
      { id: 2, name: 'Calabresa Acebolada', description: '' },
      { id: 3, name: 'Calabresa', description: '' },
    ];
    expect(ids(searchProducts(near, 'calabresa'))).toEqual([2, 3]);
    expect(ids(searchProducts(near, 'calabres'))).toEqual([1, 2, 3]);
    const typoFirst = [
      { id: 1, name: 'Portuguesinha', description: '' },
      { id: 2, name: 'Portuguesa', description: '' },
    ];
    expect(ids(searchProducts(typoFirst, 'portugesa'))).toEqual([2, 1]);
  });

  it('keeps a text of small words alone instead of finding nothing for it', () => {
    expect(ids(searchProducts(menu, 'casa'))).toEqual([7]);
    expect(searchWords('de com e')).toEqual(['de', 'com', 'e']);
    expect(searchWords('Frango com Catupiry')).toEqual(['frango', 'catupiry']);
  });
});

describe('typoDistance', () => {
  it('counts insertions, deletions, substitutions and swaps of neighbours as one each', () => {
    expect(typoDistance('frango', 'frango', 2)).toBe(0);
    expect(typoDistance('frnago', 'frango', 2)).toBe(1);
    expect(typoDistance('frang', 'frango', 2)).toBe(1);
    expect(typoDistance('franggo', 'frango', 2)).toBe(1);
    expect(typoDistance('frenga', 'frango', 2)).toBe(2);
  });

  it('stops past its limit', () => {
    expect(typoDistance('abcdef', 'uvwxyz', 1)).toBe(2);
    expect(typoDistance('a', 'abcdef', 2)).toBe(3);
  });
});
