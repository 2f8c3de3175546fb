import { describe, expect, it } from 'vitest';
import {
  consentChange,
  DEFAULT_PRIVACY_TEXT,
  anonymisedPhone,
  privacyBlocks,
  privacyPageText,
} from './privacy';

describe('privacyPageText', () => {
  it("is the default text with the shop's name until the shop writes its own", () => {
    const text = privacyPageText({ text: '' }, 'Pizzaria Bella');
    expect(text.startsWith('A Pizzaria Bella respeita a sua privacidade')).toBe(true);
    expect(text).not.toContain('{loja}');
    expect(privacyPageText({ text: 'Nosso texto, {loja}.' }, 'Bella')).toBe('Nosso texto, Bella.');
  });
});

describe('privacyBlocks', () => {
  it("reads '## ' lines as headings and blank lines as paragraph breaks", () => {
    expect(privacyBlocks('Intro\nem duas linhas.\n\n## Dados\nNome e telefone.\n\nFim.')).toEqual([
      { kind: 'paragraph', text: 'Intro em duas linhas.' },
      { kind: 'heading', text: 'Dados' },
      { kind: 'paragraph', text: 'Nome e telefone.' },
      { kind: 'paragraph', text: 'Fim.' },
    ]);
  });

  it('keeps markup as text: the page never renders HTML', () => {
    expect(privacyBlocks('<script>alert(1)</script>')).toEqual([
      { kind: 'paragraph', text: '<script>alert(1)</script>' },
    ]);
  });

  it('makes the default text into headings and paragraphs', () => {
    const blocks = privacyBlocks(DEFAULT_PRIVACY_TEXT);
    expect(blocks.filter((b) => b.kind === 'heading').map((b) => b.text)).toEqual([
      'Quais dados guardamos',
      'Para que usamos',
      'Promoções',
      'Onde os dados ficam',
      'Seus direitos',
    ]);
  });
});

describe('consentChange', () => {
  it('records a choice only when it changes what is stored', () => {
    expect(consentChange(false, true)).toEqual({ granted: true });
    expect(consentChange(true, false)).toEqual({ granted: false });
    expect(consentChange(true, true)).toBeNull();
    expect(consentChange(false, false)).toBeNull();
    // an older client did not ask
    expect(consentChange(true, undefined)).toBeNull();
  });
});

describe('anonymisedPhone', () => {
  it('is no phone anyone can have: phones are digits only', () => {
    expect(anonymisedPhone(42)).toBe('anonimizado-42');
    expect(anonymisedPhone(42)).toMatch(/\D/);
  });
});
