import { describe, expect, it } from 'vitest';
import { searchProducts } from './search';

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

  it('matches a substring inside a word', () => {
    expect(ids(searchProducts(products, 'abres'))).toEqual([1, 2]);
    expect(ids(searchProducts(products, '2 l'))).toEqual([4]);
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
