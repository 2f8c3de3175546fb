import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const WEB = join(import.meta.dirname, '..');
const adminFeatures = readdirSync(join(WEB, 'features')).filter((name) =>
  name.startsWith('admin-'),
);

/**
 * Tailwind writes a class only where a style sheet's sources use it: the back office's classes
 * are in admin.css, loaded with its code, and left out of the storefront's styles.css. A feature
 * missing from either list loses its styles, or weighs on the storefront's first load.
 */
describe("the back office's style sheet", () => {
  it('has every back-office feature among its sources', () => {
    const css = readFileSync(join(WEB, 'admin', 'admin.css'), 'utf8');
    expect(adminFeatures.length).toBeGreaterThan(0);
    for (const feature of adminFeatures) {
      expect(css, feature).toContain(`@source '../features/${feature}';`);
    }
  });

  it("keeps every back-office feature out of the storefront's style sheet", () => {
    const css = readFileSync(join(WEB, 'styles.css'), 'utf8');
    for (const feature of adminFeatures) {
      expect(css, feature).toContain(`@source not './features/${feature}';`);
    }
  });
});
