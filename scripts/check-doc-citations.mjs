// Fails when a file cites a product document this repository does not hold (the first build's
// specification by section sign, or the two pages the product's and the code's rules were once
// written in), or a heading of docs/product/ or docs/ARCHITECTURE.md that does not exist.
// The product's documents are docs/product/ (docs/decisions/044). Run by `npm run lint`.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const ROOTS = ['src', 'e2e', 'scripts', 'bench', 'docs'];
const TOP_LEVEL = /^(README\.md|[\w.-]+\.config\.(ts|js|mjs)|knip\.jsonc?)$/;
const TEXT = /\.(ts|tsx|js|mjs|cjs|md|css|html|jsonc)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'migrations', '.git', 'test-results']);
// Spelled in pieces, so this file does not match itself.
const GONE = new RegExp(
  [
    '\\u00a7',
    ['PRODUCT', 'STYLE'].map((name) => `${name}\\.md`).join('|'),
    ['storefront', 'spec'].join('-'),
  ].join('|'),
);
const CITED = /(docs\/(?:product\/[\w.-]+|ARCHITECTURE)\.md)#([\w-]+)/g;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP_DIRS.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (TEXT.test(entry.name)) yield path;
  }
}

/** The anchors GitHub gives a page's headings. */
const anchors = new Map();
function anchorsOf(page) {
  if (!anchors.has(page)) {
    let text = '';
    try {
      text = readFileSync(join(root, page), 'utf8');
    } catch {
      // a page that is not there has no headings
    }
    const headings = [...text.matchAll(/^#+ (.+)$/gm)].map(([, heading]) =>
      heading
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N} _-]/gu, '')
        .replace(/ /g, '-'),
    );
    anchors.set(page, new Set(headings));
  }
  return anchors.get(page);
}

const problems = [];
const paths = [
  ...ROOTS.flatMap((dir) => [...files(join(root, dir))]),
  ...readdirSync(root)
    .filter((name) => TOP_LEVEL.test(name))
    .map((name) => join(root, name)),
];
for (const path of paths) {
  const name = relative(root, path);
  readFileSync(path, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      const where = `${name}:${index + 1}`;
      if (GONE.test(line))
        problems.push(`${where}: cites a document that is not in the repository: ${line.trim()}`);
      for (const [, page, anchor] of line.matchAll(CITED)) {
        if (!anchorsOf(page).has(anchor))
          problems.push(`${where}: ${page} has no heading #${anchor}`);
      }
    });
}

if (problems.length) {
  console.error(problems.join('\n'));
  console.error(
    `\n${problems.length} citation(s) to fix: cite the page and heading of docs/product/ (or docs/ARCHITECTURE.md) that holds the rule.`,
  );
  process.exitCode = 1;
} else {
  console.log('citations: every one names a page of docs/ that exists');
}
