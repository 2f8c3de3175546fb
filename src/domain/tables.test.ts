import { describe, expect, it } from 'vitest';
import { compareTableLabels, tableLink, tableName } from './tables';

describe('tables', () => {
  it('are called by their number or their name', () => {
    expect(tableName('5')).toBe('Mesa 5');
    expect(tableName('Varanda 2')).toBe('Varanda 2');
  });

  it('are counted as a waiter counts them: numbers by value, then names', () => {
    expect(['10', 'Varanda', '2', '1'].sort(compareTableLabels)).toEqual([
      '1',
      '2',
      '10',
      'Varanda',
    ]);
  });

  it('open from a link that carries their token', () => {
    expect(tableLink('https://forno.example.com.br/', 'abc')).toBe(
      'https://forno.example.com.br/mesa/abc',
    );
  });
});
