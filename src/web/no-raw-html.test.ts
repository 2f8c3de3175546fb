import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Whatever a customer or an admin typed (a name, a note, a product, the shop's settings) is stored
 * as sent, markup included (hostile-input.test.ts). The web app shows it as text: React escapes
 * what it renders, and nothing here hands it to the browser as HTML. This scan keeps it so.
 */

const WEB_DIR = dirname(fileURLToPath(import.meta.url));

/** Ways of turning a string into markup, in JSX or the DOM. */
const RAW_HTML = [
  /dangerouslySetInnerHTML/,
  /\.(inner|outer)HTML\s*=/,
  /\binsertAdjacentHTML\s*\(/,
  /\bdocument\.write(ln)?\s*\(/,
  /\bcreateContextualFragment\s*\(/,
  /\bsrcdoc\b/i,
  /\bparseFromString\s*\(/,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    const isSource = /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name);
    return isSource ? [path] : [];
  });
}

describe('the web app renders stored text as text', () => {
  it('has source files to scan', () => {
    expect(sourceFiles(WEB_DIR).length).toBeGreaterThan(20);
  });

  it('never renders a string as HTML (dangerouslySetInnerHTML, innerHTML, document.write…)', () => {
    const found = sourceFiles(WEB_DIR).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          RAW_HTML.some((pattern) => pattern.test(line))
            ? [`${relative(WEB_DIR, file)}:${index + 1}: ${line.trim()}`]
            : [],
        ),
    );
    expect(found).toEqual([]);
  });
});
