// Screenshots of pages at phone (390 px) and desktop (1280 px) widths, for looking at what users see.
// Usage: node scripts/screenshots.mjs http://localhost:3000 out-dir /path1 /path2 ...
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [base = 'http://localhost:3000', outDir = '.tmp/screens', ...paths] = process.argv.slice(2);
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
for (const width of [390, 1280]) {
  const page = await browser.newPage({
    viewport: { width, height: width < 768 ? 844 : 900 },
    locale: 'pt-BR',
  });
  for (const path of paths.length ? paths : ['/']) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const name = `${outDir}/${width}${path.replace(/[^a-z0-9]+/gi, '_')}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name);
  }
  await page.close();
}
await browser.close();
