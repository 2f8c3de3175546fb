import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Zones hold absolute paths, so the rules mean the same from any working directory. */
const fromRoot = (...parts) => path.resolve(import.meta.dirname, ...parts);
const web = (...parts) => fromRoot('src', 'web', ...parts);
const subfolders = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Every feature folder on disk; a new one is covered without editing this file. */
const features = subfolders(web('features'));
const isAdminFeature = (name) => name.startsWith('admin-');
const featureDir = (name) => web('features', name);

/**
 * The back office's code: its shared pieces (`src/web/admin`), its features (`features/admin-*`)
 * and any `admin` folder of the app layer (its routes and layout).
 */
function adminAppDirs(dir = web('app')) {
  return subfolders(dir).flatMap((name) =>
    name === 'admin' ? [path.join(dir, name)] : adminAppDirs(path.join(dir, name)),
  );
}
const adminCode = [
  web('admin'),
  ...features.filter(isAdminFeature).map(featureDir),
  ...adminAppDirs(),
];

/** The app layer's files and folders that belong to the storefront (no back office inside). */
function storefrontAppParts(dir = web('app')) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (!entry.isDirectory()) return [full];
    if (entry.name === 'admin') return [];
    return adminAppDirs(full).length ? storefrontAppParts(full) : [full];
  });
}

/** The storefront's code: its shared folders, its features, its part of the app layer. */
const storefrontCode = [
  web('main.tsx'),
  web('components'),
  web('lib'),
  web('api'),
  web('stores'),
  ...features.filter((name) => !isAdminFeature(name)).map(featureDir),
  ...storefrontAppParts(),
];

/**
 * The import direction of docs/ARCHITECTURE.md#how-the-code-is-laid-out: domain ← db ← server, domain ← web. In the web app
 * (bulletproof-react), shared code ← features ← app: shared folders import no feature and no app
 * code, and features never import each other; the app layer composes them.
 */
const layerZones = [
  { target: fromRoot('src/domain'), from: [fromRoot('src/db'), fromRoot('src/server'), web()] },
  { target: fromRoot('src/db'), from: [fromRoot('src/server'), web()] },
  { target: fromRoot('src/server'), from: [web()] },
  { target: web(), from: [fromRoot('src/db'), fromRoot('src/server')] },
  ...['components', 'lib', 'api', 'stores', 'admin'].map((shared) => ({
    target: web(shared),
    from: [web('features'), web('app')],
    message: 'Shared code imports no feature and no app code.',
  })),
  { target: web('features'), from: [web('app')] },
];

/** One zone per feature: it may import no other feature, however deep the path. */
const featureZones = features.map((name) => ({
  target: featureDir(name),
  from: features.filter((other) => other !== name).map(featureDir),
  message: `The feature '${name}' must not import another feature: move what both need to a shared folder (src/web/admin for the back office), or compose them in src/web/app.`,
}));

/**
 * The storefront never imports the back office (docs/product/principles.md#quality-bar: admin code only in the chunks loaded
 * under /admin). The one door is the router's lazy import() of the admin root; a static import of
 * it is refused by the storefront's no-restricted-imports below.
 */
const storefrontZones = [
  {
    target: storefrontCode,
    from: adminCode.filter((dir) => dir !== web('app', 'routes', 'admin')),
    message: 'The storefront never imports back-office code.',
  },
  {
    target: storefrontCode,
    from: web('app', 'routes', 'admin'),
    except: ['./admin-root.tsx'],
    message: "The storefront reaches the back office only through the router's lazy admin root.",
  },
];

const serverModule = (name) => fromRoot('src', 'server', 'modules', name);
const serverModules = subfolders(fromRoot('src', 'server', 'modules'));

/**
 * The server's modules, like the web features, are zones: a module may import src/domain, src/db,
 * the server's shared parts (errors, context, events, plugins, security, …) and only the modules
 * it lists here. The graph is one-way: a pair that imports each other, or a longer cycle, stops
 * the lint before it runs. A piece two modules share goes to a module both may import
 * (order-events), a pure rule to src/domain, or the caller passes it in at registration in app.ts
 * (docs/decisions/044). A module missing from this table may import no other module.
 * Tests and test kits (`*.test.ts`, `*-test-kit.ts`) set up state through any module: exempt.
 */
const SERVER_MODULE_DEPENDENCIES = {
  'admin-customers': ['establishment', 'orders'],
  'admin-dashboard': ['establishment', 'orders'],
  'admin-events': ['auth'],
  'admin-jobs': [],
  'admin-menu-items': ['admin-price-list', 'order-events'],
  'admin-orders': [
    'customers',
    'desk-alarm',
    'establishment',
    'order-events',
    'orders',
    'pix',
    'printers',
  ],
  'admin-price-list': ['order-events'],
  'admin-products': ['admin-sold-out', 'admin-price-list', 'order-events'],
  'admin-sizes': [],
  'admin-reports': ['establishment'],
  'admin-settings': ['auth', 'establishment'],
  'admin-sold-out': ['order-events'],
  'admin-team': [],
  'cash-shifts': ['establishment'],
  'driver-closing': ['admin-orders', 'establishment', 'order-events', 'pix'],
  auth: [],
  cep: [],
  counter: ['establishment', 'menu', 'order-events', 'orders', 'promotions', 'tables'],
  customers: [],
  'desk-alarm': ['establishment', 'order-events'],
  drivers: ['establishment'],
  dispatch: ['admin-orders', 'establishment', 'order-events', 'orders'],
  'driver-app': ['admin-orders', 'drivers', 'establishment', 'order-events'],
  establishment: [],
  health: [],
  // iFood's orders (decision 072): written as orders, moved as the desk moves them
  ifood: ['admin-orders', 'customers', 'establishment', 'order-events', 'orders'],
  kitchen: ['admin-orders', 'establishment', 'order-events', 'orders'],
  menu: ['establishment'],
  'order-events': [],
  orders: ['customers', 'establishment', 'menu', 'order-events', 'printers', 'promotions'],
  pages: ['establishment', 'menu', 'orders', 'promotions', 'seo'],
  // the official WhatsApp (decision 073): reads orders and the shop, listens to status notices
  whatsapp: ['admin-orders', 'establishment', 'order-events'],
  pix: [
    'admin-reports',
    'admin-settings',
    'auth',
    'establishment',
    'order-events',
    'orders',
    'printers',
  ],
  printers: ['establishment', 'order-events'],
  'push-notices': ['order-events', 'orders'],
  'product-photos': ['admin-products'],
  promotions: ['establishment', 'menu'],
  seo: ['establishment'],
  tables: ['establishment', 'orders', 'printers'],
};

/** Throws on a cycle of the table above, naming it: the lint does not run on a cyclic graph. */
function refuseModuleCycles(graph) {
  const done = new Set();
  const visit = (name, trail) => {
    if (trail.includes(name)) {
      const cycle = [...trail.slice(trail.indexOf(name)), name].join(' → ');
      throw new Error(
        `eslint.config.js: the server modules import each other in a cycle (${cycle}). Move what they share to a module both may import, or to src/domain, or pass it in at registration in app.ts.`,
      );
    }
    if (done.has(name)) return;
    for (const next of graph[name] ?? []) visit(next, [...trail, name]);
    done.add(name);
  };
  for (const name of Object.keys(graph)) visit(name, []);
}
refuseModuleCycles(SERVER_MODULE_DEPENDENCIES);

const serverModuleZones = serverModules.map((name) => {
  const allowed = SERVER_MODULE_DEPENDENCIES[name] ?? [];
  const may = allowed.length
    ? `may import only ${allowed.map((other) => `'${other}'`).join(', ')} of the modules`
    : 'may import no other module';
  return {
    target: serverModule(name),
    from: serverModules
      .filter((other) => other !== name && !allowed.includes(other))
      .map(serverModule),
    message: `The server module '${name}' ${may} (SERVER_MODULE_DEPENDENCIES in eslint.config.js): a new one-way dependency goes into that table; a two-way one is a cycle`,
  };
});

const allZones = [...layerZones, ...featureZones, ...storefrontZones];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'src/db/migrations/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle follows the files an import leads to: they must be read as TypeScript
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // our imports carry no extension: the resolver must know .ts/.tsx for the zones to apply
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: allZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/server/modules/**/*.ts'],
    ignores: ['src/server/modules/**/*.test.ts', 'src/server/modules/**/*-test-kit.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...allZones, ...serverModuleZones] }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The storefront's first load stays small: classic zod (every schema carries all its methods,
    // ~24 KB gzip) is for the server and the back office; the storefront builds with zod/mini.
    files: ['src/domain/**/*.ts', 'src/web/**/*.{ts,tsx}'],
    ignores: [
      // tests are not in any bundle
      'src/**/*.test.{ts,tsx}',
      'src/domain/admin-*.ts',
      'src/web/admin/**',
      'src/web/features/admin-*/**',
      'src/web/app/routes/admin/**',
      'src/web/app/layouts/admin/**',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: 'Use zod/mini outside the server and the back office.' }],
          patterns: [
            {
              regex: '(^\\.|/domain)/admin-[a-z]+$',
              message:
                'The admin schemas use classic zod: only the server and the back office import them.',
            },
            {
              // static imports only: the router's lazy import() of the admin root stays allowed
              regex: '(^|/)admin(-[a-z]+)*/',
              message:
                'The storefront never imports back-office code; the router loads it lazily under /admin.',
            },
          ],
        },
      ],
    },
  },
);
