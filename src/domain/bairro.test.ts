import { describe, expect, it } from 'vitest';
import { bairroKey, isSameBairro } from './bairro';

describe('bairroKey', () => {
  it.each([
    ['Jardim Paulista', 'jardim paulista'],
    ['  JARDIM   paulista ', 'jardim paulista'],
    ['Jd. Paulista', 'jardim paulista'],
    ['Jd Paulista', 'jardim paulista'],
    ['jd.paulista', 'jardim paulista'],
    ['Vl. Mariana', 'vila mariana'],
    ['V. Mariana', 'vila mariana'],
    ['Pq. São Lucas', 'parque sao lucas'],
    ['Sta. Cecília', 'santa cecilia'],
    ['Cerqueira César', 'cerqueira cesar'],
    ['Jardim das Acácias', 'jardim acacias'],
    ['N. Sra. do Ó', 'nossa senhora o'],
  ])('%s → %s', (typed, key) => {
    expect(bairroKey(typed)).toBe(key);
  });

  it('is empty for a text with no letters or digits', () => {
    expect(bairroKey(' .- ')).toBe('');
  });
});

describe('isSameBairro', () => {
  it('matches however the bairro was typed', () => {
    expect(isSameBairro('jd paulista', 'Jardim Paulista')).toBe(true);
    expect(isSameBairro('VILA  MADALENA', 'Vl. Madalena')).toBe(true);
    expect(isSameBairro('Pinheiros', 'pinheiros ')).toBe(true);
  });

  it('tells different bairros apart', () => {
    expect(isSameBairro('Jardim Paulista', 'Jardim Paulistano')).toBe(false);
    expect(isSameBairro('Vila Mariana', 'Vila Madalena')).toBe(false);
    expect(isSameBairro('', '')).toBe(false);
  });
});
