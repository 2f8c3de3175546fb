/**
 * A bairro as people type it ('Jd. Paulista', 'jardim  paulista', 'JARDIM PAULISTA') reduced to one
 * key, so that a typed bairro finds the shop's zone and two zones cannot differ only in spelling.
 */

/** Abbreviations common in São Paulo's bairro names (Correios' and the street signs' usage). */
const ABBREVIATIONS: Readonly<Record<string, string>> = {
  jd: 'jardim',
  jdm: 'jardim',
  jard: 'jardim',
  vl: 'vila',
  v: 'vila',
  pq: 'parque',
  pque: 'parque',
  prq: 'parque',
  sta: 'santa',
  sto: 'santo',
  cj: 'conjunto',
  conj: 'conjunto',
  res: 'residencial',
  resid: 'residencial',
  cid: 'cidade',
  chac: 'chacara',
  hab: 'habitacional',
  n: 'nossa',
  ns: 'nossa',
  nsa: 'nossa',
  sra: 'senhora',
  sr: 'senhor',
  eng: 'engenheiro',
  dr: 'doutor',
  prof: 'professor',
  pres: 'presidente',
  mal: 'marechal',
  gal: 'general',
  cel: 'coronel',
  sen: 'senador',
};

/** Words that say nothing about which bairro it is: 'Jardim das Acácias' = 'Jd. Acácias'. */
const CONNECTIVES: ReadonlySet<string> = new Set(['de', 'da', 'do', 'das', 'dos', 'e']);

/**
 * The matching key of a bairro: no accents, lower case, punctuation and extra spaces gone,
 * abbreviations written out, connectives dropped. Empty for a text with no letters or digits.
 */
export function bairroKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((word) => word !== '' && !CONNECTIVES.has(word))
    .map((word) => ABBREVIATIONS[word] ?? word)
    .join(' ');
}

/** The same bairro, however it was typed. */
export function isSameBairro(a: string, b: string): boolean {
  const key = bairroKey(a);
  return key !== '' && key === bairroKey(b);
}
