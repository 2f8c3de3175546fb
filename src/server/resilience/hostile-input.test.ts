import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, HTTPMethods, LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import {
  adminUsers,
  coupons,
  diningTables,
  drivers,
  establishmentSettings,
  offers,
} from '../../db/schema';
import { CSRF_HEADER } from '../../domain/admin-accounts';
import { type AdminOrder } from '../../domain/admin-orders';
import { DEFAULT_KITCHEN_SETTINGS } from '../../domain/admin-kitchen-settings';
import { DEFAULT_ESTABLISHMENT } from '../../domain/establishment';
import type { Menu } from '../../domain/menu';
import type { PlacedOrder, TrackedOrder } from '../../domain/order';
import { WEEKDAYS, type Schedules } from '../../domain/opening-hours';
import { buildApp } from '../app';
import { customerIdOf } from '../modules/orders/order-test-kit';
import { loginAsAdmin } from '../test/admin-session';
import { createTestDatabase, testDbKind, type TestApp, type TestDatabase } from '../test/test-app';
import { createTestDriver, signInTestDriver } from '../modules/drivers/driver-test-kit';

/**
 * Hostile input (docs/product/principles.md#quality-bar: "never a 500, never a half-written order"): more than
 * 10,000 malformed requests, made by a seeded generator, across every route of the real route
 * table, admin routes without a session and behind a valid one. None may answer 5xx, every
 * refusal is `{ error: { code } }` JSON, and a refused request writes nothing.
 */

const SEED = 20_260_611;
/** The Idempotency-Keys the hostile orders mostly use. */
const ORDER_KEYS = Array.from(
  { length: 12 },
  (_, i) => `hostile-order-key-${String(i).padStart(2, '0')}`,
);
/** The keys of the orders staff take in the sweep. */
const STAFF_ORDER_KEYS = Array.from(
  { length: 6 },
  (_, i) => `hostile-staff-key-${String(i).padStart(2, '0')}`,
);
/** At least this many requests in all (the bar). */
const MIN_REQUESTS = 10_000;
const REQUEST_TIMEOUT_MS = 10_000;
/**
 * How many requests each route gets: most go to the routes with a body, where there is most to
 * break. Reads that get through cost a database read each, so does every request with an admin
 * session (the guard looks it up); password forms cost an argon2 hash.
 */
const REQUESTS_PER_ROUTE = {
  publicBody: 1_700,
  adminBody: 500,
  passwordForm: 300,
  write: 150,
  GET: 40,
  HEAD: 10,
  /** Each admin route without a session, besides with one. */
  withoutSession: 140,
} as const;
const READ_METHODS = new Set(['GET', 'HEAD']);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };
type PathKey = string | number;

// ---------------------------------------------------------------- a seeded generator

/** mulberry32: small, fast and the same on every machine. */
class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(values: readonly T[]): T {
    const value = values[Math.floor(this.next() * values.length)];
    if (value === undefined) throw new Error('pick from an empty list');
    return value;
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  /** Letters, digits, '-' and '_': a well-formed Idempotency-Key. */
  key(length = 24): string {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    let key = '';
    for (let i = 0; i < length; i++) key += alphabet[this.int(0, alphabet.length - 1)];
    return key;
  }
}

// ---------------------------------------------------------------- payloads

/** Every byte of the UTF-8 text as %XX (a lone surrogate becomes U+FFFD, as on the wire). */
function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
}

const SQL_PAYLOADS = [
  "' OR 1=1 --",
  "'; DROP TABLE orders; --",
  '" OR ""="',
  '1; SELECT pg_sleep(10)',
  "admin'--",
  "') UNION SELECT password_hash FROM admin_users --",
  '%',
  '_',
  '\\',
];
const HTML_PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '<b>João</b><script>alert(1)</script>',
  '<!--',
  ']]><![CDATA[',
];
const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u202e',
  '\ud800',
  '😀🍕',
  'ção',
  '../../etc/passwd',
  '{{7*7}}',
  '${7*7}',
  '%s%s%s%n',
  'null',
  'undefined',
  'NaN',
  '0x10',
  '1e309',
  '-0',
  '\r\n\t',
  'A'.repeat(1_000),
];
const STRING_PAYLOADS = [...SQL_PAYLOADS, ...HTML_PAYLOADS, ...ODD_STRINGS];

const WRONG_VALUES: readonly Json[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  -0.0001,
  1e308,
  2_147_483_648,
  2 ** 53 + 2,
  '',
  '1',
  '-1',
  'true',
  'null',
  [],
  [null],
  [1, 'a', {}],
  {},
  { a: 1 },
  { $gt: '' },
  "' OR 1=1 --",
  '<script>alert(1)</script>',
];

const EXTRA_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'isAdmin',
  'role',
  'status',
  'id',
  'totalCents',
  'unitPriceCents',
  '$where',
  'toString',
  'hasOwnProperty',
  '',
  ' ',
  '😀',
];

const INVALID_JSON_TEXTS = [
  '{',
  '}',
  '{"a":',
  '{"a":1,}',
  '[1,2',
  "{'a':1}",
  '{"a":1}}',
  '{"a" 1}',
  'nul',
  'undefined',
  'NaN',
  '-',
  '01',
  '1e999999',
  '"\\x41"',
  '"\\u12"',
  '"unterminated',
  '\u0000',
  '\ufeff{"a":1}',
  '{"a":1}\u0000',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '<xml/>',
  'a=1&b=2',
  ' ',
  '\n',
];

const CONTENT_TYPES = [
  'text/plain',
  'text/html',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=forno',
  'application/jsonx',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json; charset=',
  'application/json;;;',
  'application/octet-stream',
  'json',
  '*/*',
  ';',
  'application/vnd.api+json',
];

const PARAM_TRICKS = [
  '..%2f..%2f..%2fetc%2fpasswd',
  '..%252f..%252f',
  '%2e%2e',
  '..',
  '.',
  '%00',
  '1%00',
  '%',
  '%zz',
  '%ff',
  '%c0%af',
  '-1',
  '0',
  '1.5',
  '1e3',
  '1e309',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x10',
  '%201',
  '1%20',
  '2147483648',
  '9007199254740993',
  '99999999999999999999999',
  'null',
  'undefined',
  'true',
  '[]',
  '%5B%5D',
  '%7B%7D',
  percentEncode('ção'),
  percentEncode('😀'),
  percentEncode('\u202e'),
  percentEncode("' OR 1=1 --"),
  percentEncode('<script>alert(1)</script>'),
  'x'.repeat(201),
  'x'.repeat(5_000),
  '9'.repeat(250),
  '1;DROP%20TABLE%20orders',
];

const URL_TRICKS: readonly ((url: string) => string)[] = [
  (url) => `${url}/..%2f..%2f`,
  (url) => `${url}/%2e%2e/%2e%2e/etc/passwd`,
  (url) => `${url}%00`,
  (url) => `${url}/%00`,
  (url) => `${url}//`,
  (url) => url.replace('/api/', '/api//'),
  (url) => url.replace('/api/', '/api/./'),
  (url) => url.replace('/api/', '/api/../api/'),
  (url) => url.toUpperCase(),
  (url) => `${url};jsessionid=1`,
  (url) => `${url}/${'x'.repeat(5_000)}`,
  (url) => `${url}/${percentEncode('ção')}`,
  (url) => `${url}%`,
  (url) => `${url}/%zz`,
  (url) => `${url}.json`,
  (url) => `${url}~`,
  (url) => `/${url}`,
  (url) => `${url}?`,
  (url) => `${url}#fragment`,
];

const QUERY_TRICKS: readonly ((rng: Random) => string)[] = [
  () => 'a=1&a=2&a=3',
  () => 'filter=todos&filter=pendentes',
  () => 'range=hoje&range=todos',
  () => 'limit[]=1',
  () => 'limit=1&limit=2',
  () => 'before[$gt]=1',
  () => '__proto__[isAdmin]=true',
  () => 'constructor[prototype][isAdmin]=true',
  () => '__proto__=1',
  () => '&&&=&=&',
  () => '%zz=1',
  () => 'q=%00',
  () => 'q=a%00b',
  () => `q=${'x'.repeat(10_000)}`,
  () => `q=${percentEncode('😀')}`,
  (rng) => `q=${percentEncode(rng.pick(STRING_PAYLOADS))}`,
  (rng) => `filter=${percentEncode(rng.pick(STRING_PAYLOADS))}`,
  (rng) => `range=${percentEncode(rng.pick(STRING_PAYLOADS))}`,
  (rng) => `limit=${rng.pick(PARAM_TRICKS)}`,
  (rng) => `before=${rng.pick(PARAM_TRICKS)}`,
  (rng) => `limit=${rng.pick(PARAM_TRICKS)}&before=${rng.pick(PARAM_TRICKS)}`,
];

// ---------------------------------------------------------------- JSON surgery

function clone<T extends Json>(value: T): T {
  return structuredClone(value);
}

/** Every path inside `value` (the root excluded), containers and leaves. */
function pathsOf(value: Json, prefix: PathKey[] = []): PathKey[][] {
  if (Array.isArray(value)) {
    return value.flatMap((v, i) => [[...prefix, i], ...pathsOf(v, [...prefix, i])]);
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => [
      [...prefix, k],
      ...pathsOf(v, [...prefix, k]),
    ]);
  }
  return [];
}

function getAt(value: Json, path: readonly PathKey[]): Json | undefined {
  let at: Json | undefined = value;
  for (const key of path) {
    if (at === null || typeof at !== 'object') return undefined;
    at = Array.isArray(at) ? at[Number(key)] : at[String(key)];
  }
  return at;
}

/** Sets (or adds, as an own property even for '__proto__') the value at `path`. */
function setAt(root: Json, path: readonly PathKey[], value: Json): Json {
  if (path.length === 0) return value;
  const parent = getAt(root, path.slice(0, -1));
  const key = path[path.length - 1];
  if (parent === null || typeof parent !== 'object' || key === undefined) return root;
  if (Array.isArray(parent)) parent[Number(key)] = value;
  else
    Object.defineProperty(parent, String(key), {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return root;
}

function deleteAt(root: Json, path: readonly PathKey[]): Json {
  const parent = getAt(root, path.slice(0, -1));
  const key = path[path.length - 1];
  if (parent === null || typeof parent !== 'object' || key === undefined) return root;
  if (Array.isArray(parent)) parent.splice(Number(key), 1);
  else delete parent[String(key)];
  return root;
}

const pathText = (path: readonly PathKey[]) => (path.length ? path.join('.') : '(root)');

// ---------------------------------------------------------------- routes and requests

interface RouteEntry {
  method: HTTPMethods;
  url: string;
  hasBodySchema: boolean;
  isAdmin: boolean;
  /** Server-sent events: a request that gets through holds its stream open. */
  isStream: boolean;
}

/** A valid request of a route, which the generator then breaks. */
interface Example {
  body?: JsonObject;
  params: Record<string, string>;
  query?: string;
  /** Valid headers of the route, made fresh for each request (an Idempotency-Key). */
  headers?: (rng: Random) => Record<string, string>;
}

/** What one mutation changes of the valid request. */
interface Breakage {
  kind: string;
  /** The raw body; left out, the valid body (writes) or none (reads). */
  payload?: string;
  /** Given, these replace the default content-type. */
  headers?: Record<string, string>;
  path?: string;
  query?: string;
  method?: HTTPMethods;
}

type Mutation = (rng: Random, route: RouteEntry, example: Example) => Breakage;

interface HostileRequest {
  route: RouteEntry;
  withSession: boolean;
  kind: string;
  method: HTTPMethods;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

function fillPath(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => params[name] ?? '1');
}

const JSON_HEADERS = { 'content-type': 'application/json' } as const;
const jsonBreakage = (kind: string, body: Json): Breakage => ({
  kind,
  payload: JSON.stringify(body),
  headers: { ...JSON_HEADERS },
});
const bodyOf = (example: Example): JsonObject => clone(example.body ?? {});

function deeplyNested(rng: Random): string {
  const depth = rng.int(500, 20_000);
  return rng.chance(0.5)
    ? `${'['.repeat(depth)}1${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

const DEEP_MARKER = '__forno_deep_marker__';

const MUTATIONS: Record<string, Mutation> = {
  'wrong-type': (rng, _route, example) => {
    const body = bodyOf(example);
    const paths = pathsOf(body);
    if (paths.length === 0 || rng.chance(0.1)) {
      const value = rng.pick(WRONG_VALUES);
      return jsonBreakage(`wrong-type (root) = ${JSON.stringify(value)}`, value);
    }
    const path = rng.pick(paths);
    const current = getAt(body, path);
    // a number as a string, a string as a number, or anything else
    const value: Json =
      typeof current === 'number' && rng.chance(0.3)
        ? String(current)
        : typeof current === 'string' && rng.chance(0.2)
          ? current.length
          : rng.pick(WRONG_VALUES);
    return jsonBreakage(
      `wrong-type ${pathText(path)} = ${JSON.stringify(value).slice(0, 40)}`,
      setAt(body, path, value),
    );
  },
  missing: (rng, _route, example) => {
    const body = bodyOf(example);
    if (pathsOf(body).length === 0 || rng.chance(0.15)) {
      const value = rng.pick<Json>([{}, [], null, '', 0]);
      return jsonBreakage(`missing: the body is ${JSON.stringify(value)}`, value);
    }
    const removed: string[] = [];
    for (let n = rng.int(1, 3); n > 0; n--) {
      const left = pathsOf(body);
      if (left.length === 0) break;
      const path = rng.pick(left);
      removed.push(pathText(path));
      deleteAt(body, path);
    }
    return jsonBreakage(`missing ${removed.join(', ')}`, body);
  },
  extra: (rng, _route, example) => {
    const body = bodyOf(example);
    const objects = [[], ...pathsOf(body)].filter((path) => {
      const at = getAt(body, path);
      return at !== null && typeof at === 'object' && !Array.isArray(at);
    });
    const path = [...rng.pick(objects), rng.pick(EXTRA_KEYS)];
    return jsonBreakage(`extra ${pathText(path)}`, setAt(body, path, rng.pick(WRONG_VALUES)));
  },
  'huge-string': (rng, _route, example) => {
    const body = bodyOf(example);
    const path = rng.pick([...pathsOf(body), ['huge']]);
    // 100 KB and more, within the body limit; 'ç' is two bytes
    const unit = rng.pick(['x', 'ç', '<', "'"]);
    const huge = unit.repeat(Math.floor(rng.int(100_000, 125_000) / Buffer.byteLength(unit)));
    return jsonBreakage(`huge-string ${pathText(path)}`, setAt(body, path, huge));
  },
  'huge-array': (rng, _route, example) => {
    const body = bodyOf(example);
    const path = rng.pick([...pathsOf(body), ['huge']]);
    const element = rng.pick<Json>([1, 'a', null, {}, [], { productId: 1 }]);
    const huge: Json = new Array<Json>(rng.int(2_000, 20_000)).fill(element);
    return jsonBreakage(`huge-array ${pathText(path)}`, setAt(body, path, huge));
  },
  'deep-nesting': (rng, _route, example) => {
    const body = bodyOf(example);
    const path = rng.pick([[], ...pathsOf(body), ['deep']]);
    const text = JSON.stringify(setAt(body, path, DEEP_MARKER)).replace(
      JSON.stringify(DEEP_MARKER),
      deeplyNested(rng),
    );
    return { kind: `deep-nesting ${pathText(path)}`, payload: text, headers: { ...JSON_HEADERS } };
  },
  'sql-html-payload': (rng, _route, example) => {
    const body = bodyOf(example);
    const strings = pathsOf(body).filter((path) => typeof getAt(body, path) === 'string');
    if (strings.length === 0) {
      return jsonBreakage('sql-html-payload (extra field)', {
        ...body,
        note: rng.pick(STRING_PAYLOADS),
      });
    }
    // one field, or every string field at once
    const targets = rng.chance(0.3) ? strings : [rng.pick(strings)];
    for (const path of targets) setAt(body, path, rng.pick(STRING_PAYLOADS));
    const where = targets.length === 1 ? pathText(targets[0] ?? []) : 'every string';
    return jsonBreakage(`sql-html-payload ${where}`, body);
  },
  'invalid-json': (rng, _route, example) => {
    const valid = JSON.stringify(bodyOf(example));
    const text = rng.chance(0.5)
      ? rng.pick(INVALID_JSON_TEXTS)
      : rng.chance(0.5)
        ? valid.slice(0, rng.int(1, Math.max(1, valid.length - 1)))
        : valid.replace(/[:,"]/, rng.pick(['', ';', "'", '\\']));
    return {
      kind: `invalid-json ${JSON.stringify(text.slice(0, 30))}`,
      payload: text,
      headers: { ...JSON_HEADERS },
    };
  },
  'content-type': (rng, _route, example): Breakage => {
    const payload = JSON.stringify(bodyOf(example));
    if (rng.chance(0.2)) return { kind: 'content-type absent', payload, headers: {} };
    const type = rng.pick(CONTENT_TYPES);
    return { kind: `content-type ${type}`, payload, headers: { 'content-type': type } };
  },
  oversize: (rng, _route, example) => {
    const size = rng.int(129 * 1024, 200 * 1024);
    const payload = rng.chance(0.7)
      ? JSON.stringify({ ...bodyOf(example), padding: 'x'.repeat(size) })
      : 'x'.repeat(size);
    return { kind: `oversize ${payload.length} bytes`, payload, headers: { ...JSON_HEADERS } };
  },
  'bad-header': (rng, _route, example) => {
    const payload = JSON.stringify(bodyOf(example));
    const header = (name: string, values: readonly string[]): Breakage => {
      const value = rng.pick(values);
      return {
        kind: `header ${name}: ${JSON.stringify(value.slice(0, 30))}`,
        payload,
        headers: { ...JSON_HEADERS, [name]: value },
      };
    };
    const choice = rng.int(0, 9);
    if (choice <= 2) {
      // too long, spaces, unicode (as the latin1 bytes a client puts on the wire), odd
      return header('idempotency-key', [
        'k'.repeat(101),
        'k'.repeat(8_000),
        'a key with spaces 1234567890',
        Buffer.from('chave-ção-çççççççççççç', 'utf8').toString('latin1'),
        '',
        ' ',
        'abc',
        'a,b',
        '../../../../../../../../',
        "' OR 1=1 --aaaaaaaaaaaaa",
        '<script>alert(1)</script>',
      ]);
    }
    if (choice <= 5) {
      return header('cookie', [
        'forno_session=%',
        'forno_session=%E0%A4%A',
        `forno_session=${'a'.repeat(43)}`,
        `forno_session=${'a'.repeat(8_000)}`,
        'forno_session="',
        'forno_session=1; forno_session=2',
        '=====;;;;',
        'forno_session',
        `forno_session=${percentEncode("' OR 1=1 --")}`,
        `forno_session=${Buffer.from('sessão', 'utf8').toString('latin1')}`,
        '__proto__=1; constructor=2',
      ]);
    }
    if (choice === 6) return header(CSRF_HEADER, ['0', '', 'true', '1, 1', '2']);
    if (choice === 7) {
      return header('origin', ['null', 'http://evil.example', 'garbage', ':::', 'http://']);
    }
    if (choice === 8) {
      // says the body is compressed when it is not
      return header('content-encoding', ['gzip', 'br', 'deflate', 'x-unknown', 'gzip, gzip']);
    }
    return header('accept-encoding', [
      'br;q=x, gzip;q=-1, *',
      'identity;q=0',
      '*;q=0',
      'x'.repeat(2_000),
    ]);
  },
  'path-trick': (rng, route, example) => {
    const names = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] ?? '');
    if (names.length > 0 && rng.chance(0.8)) {
      const param = rng.pick(names);
      const trick = rng.pick(PARAM_TRICKS);
      return {
        kind: `path-trick :${param} = ${trick.slice(0, 40)}`,
        path: fillPath(route.url, { ...example.params, [param]: trick }),
      };
    }
    const path = rng.pick(URL_TRICKS)(fillPath(route.url, example.params));
    return { kind: `path-trick ${path.slice(0, 60)}`, path };
  },
  'query-trick': (rng) => {
    const query = rng.pick(QUERY_TRICKS)(rng);
    return { kind: `query ${query.slice(0, 40)}`, query };
  },
  'wrong-method': (rng, route) => {
    const method = rng.pick(OTHER_METHODS.filter((m) => m !== route.method));
    return { kind: `wrong-method ${method}`, method };
  },
};

const OTHER_METHODS: HTTPMethods[] = [
  'GET',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
  'SEARCH',
  'PROPFIND',
];

/** Body breakages weigh more where there is a body to break. */
const BODY_MUTATIONS = [
  'wrong-type',
  'wrong-type',
  'wrong-type',
  'missing',
  'missing',
  'extra',
  'extra',
  'huge-string',
  'huge-array',
  'deep-nesting',
  'sql-html-payload',
  'sql-html-payload',
  'sql-html-payload',
  'invalid-json',
  'content-type',
  'oversize',
];
const ANY_ROUTE_MUTATIONS = ['bad-header', 'path-trick', 'query-trick', 'wrong-method'];
const READ_ROUTE_MUTATIONS = [
  ...ANY_ROUTE_MUTATIONS,
  ...ANY_ROUTE_MUTATIONS,
  'invalid-json',
  'content-type',
  'oversize',
];

/** `count` broken requests of one route, the same ones on every run (seeded). */
function* hostileRequestsFor(
  rng: Random,
  route: RouteEntry,
  example: Example,
  count: number,
  base: { headers: Record<string, string>; withSession: boolean },
): Generator<HostileRequest> {
  const mutations = route.hasBodySchema
    ? [...BODY_MUTATIONS, ...ANY_ROUTE_MUTATIONS]
    : READ_METHODS.has(route.method)
      ? READ_ROUTE_MUTATIONS
      : [...BODY_MUTATIONS.filter((_, i) => i % 2 === 0), ...ANY_ROUTE_MUTATIONS];
  for (let i = 0; i < count; i++) {
    const name = rng.pick(mutations);
    const mutate = MUTATIONS[name];
    if (!mutate) throw new Error(`no mutation ${name}`);
    const breakage = mutate(rng, route, example);
    const method = breakage.method ?? route.method;
    const path = breakage.path ?? fillPath(route.url, example.params);
    const query = breakage.query ?? example.query;
    const payload =
      breakage.payload ??
      (READ_METHODS.has(method) ? undefined : JSON.stringify(example.body ?? {}));
    const headers: Record<string, string> = {
      ...(payload !== undefined ? JSON_HEADERS : {}),
      ...base.headers,
      ...example.headers?.(rng),
    };
    // the breakage's headers replace the default content-type, and add or override the rest
    if (breakage.headers) {
      delete headers['content-type'];
      Object.assign(headers, breakage.headers);
    }
    yield {
      route,
      withSession: base.withSession,
      kind: breakage.kind,
      method,
      url: query ? `${path}?${query}` : path,
      headers,
      payload,
    };
  }
}

// ---------------------------------------------------------------- what the database holds

/**
 * Test-only bookkeeping in the test's own database: a trigger on every table counts the rows each
 * statement inserts, updates or deletes, so one small read tells whether a request wrote anything.
 * A transaction rolled back takes its counts with it: only what stayed written shows. Noting when
 * an admin's session was last seen is not a write of interest (a read of an admin page does it).
 */
async function watchWrites(database: TestDatabase): Promise<void> {
  await database.db.execute(sql`
    create table forno_test_writes (table_name text primary key, writes bigint not null)
  `);
  await database.db.execute(sql`
    create function forno_test_count_write() returns trigger language plpgsql as $$
    begin
      insert into forno_test_writes (table_name, writes) values (tg_table_name, 1)
      on conflict (table_name) do update set writes = forno_test_writes.writes + 1;
      return null;
    end $$
  `);
  const tables = await database.db
    .select({ name: sql<string>`tablename` })
    .from(sql`pg_tables`)
    .where(sql`schemaname = 'public' and tablename <> 'forno_test_writes'`);
  for (const { name } of tables) {
    const events =
      name === 'admin_sessions'
        ? 'insert or delete or update of id, token_hash, user_id, created_at, expires_at'
        : 'insert or update or delete';
    await database.db.execute(
      sql.raw(
        `create trigger forno_test_writes after ${events} on "${name}" for each row execute function forno_test_count_write()`,
      ),
    );
  }
  if (!tables.some((t) => t.name === 'orders')) throw new Error('no orders table to watch');
}

/** What the app's database offers that only reads; anything else may write. */
const READ_ONLY_METHODS = new Set<PropertyKey>([
  'select',
  'selectDistinct',
  'selectDistinctOn',
  '$count',
  'query',
]);

/**
 * The handle the app gets: the test's own, counting the calls through which a write can happen
 * (insert, update, delete, execute, transaction…). Every write of the app goes through
 * `database.db`, so a request that made no such call wrote nothing; after one that did, the test
 * reads the write counters.
 */
function countingWriteCalls(database: TestDatabase, calls: { count: number }): DatabaseHandle {
  const db = new Proxy(database.db, {
    get(target, property) {
      if (!READ_ONLY_METHODS.has(property)) calls.count += 1;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function'
        ? (value as (...args: unknown[]) => unknown).bind(target)
        : value;
    },
  });
  return { ...database, db };
}

/** How many rows were written to each table so far. */
async function readWrites(database: TestDatabase): Promise<Map<string, number>> {
  const rows = await database.db
    .select({ table: sql<string>`table_name`, writes: sql<string>`writes` })
    .from(sql`forno_test_writes`);
  return new Map(rows.map((r) => [r.table, Number(r.writes)]));
}

/**
 * Tables that record refusals by design: every login attempt is counted before its password is
 * checked (docs/decisions/017), so a refused login writes its count.
 */
const REFUSAL_RECORDS = new Set(['login_attempts']);

function changedTables(before: Map<string, number>, after: Map<string, number>): string[] {
  return [...after]
    .filter(([table]) => !REFUSAL_RECORDS.has(table))
    .filter(([table, writes]) => (before.get(table) ?? 0) !== writes)
    .map(([table, writes]) => `${table} (${writes - (before.get(table) ?? 0)} rows)`);
}

// ---------------------------------------------------------------- helpers

/** A ViaCEP stand-in that knows no CEP: a lookup answers 404, never reaches the internet. */
async function startFakeCepService(): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{"erro": true}');
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

/** The body as text, unpacked when the server compressed it. */
function bodyText(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  return res.body;
}

function errorCodeOf(res: LightMyRequestResponse): string | undefined {
  try {
    const body = JSON.parse(bodyText(res)) as { error?: { code?: unknown } };
    return typeof body.error?.code === 'string' ? body.error.code : undefined;
  } catch {
    return undefined;
  }
}

function describeRequest(request: HostileRequest, res?: LightMyRequestResponse): string {
  const who = request.route.isAdmin ? (request.withSession ? ' (admin)' : ' (no session)') : '';
  const answer = res ? ` → ${res.statusCode} ${bodyText(res).slice(0, 160)}` : '';
  return `${request.method} ${request.url.slice(0, 100)}${who} [${request.kind}]${answer}`;
}

function summarize(failures: readonly string[]): string {
  const shown = failures.slice(0, 25).join('\n');
  return failures.length > 25 ? `${shown}\n… and ${failures.length - 25} more` : shown;
}

// ---------------------------------------------------------------- the tests

const ALL_DAY = Object.fromEntries(WEEKDAYS.map((d) => [d, '00:00 às 23:59'])) as Schedules;
/** The QR token of the table the table routes' valid requests name (decision 057). */
const TABLE_TOKEN = 'MesaCincoDoSalao_QR-01';

describe(`hostile input on every route (${testDbKind})`, () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let cepService: Awaited<ReturnType<typeof startFakeCepService>>;
  const routes: RouteEntry[] = [];
  let adminHeaders: Record<string, string> = {};
  /** A signed-in driver's phone (decision 066): the driver's routes check ids behind its guard. */
  let driverHeaders: Record<string, string> = {};
  let menu: Menu;
  let placed: PlacedOrder;
  let placedCustomerId = 0;
  let pendingAdminId = 0;
  let couponId = 0;
  let offerId = 0;
  let tableId = 0;
  let driverId = 0;
  /** Calls the app made that can write, since the last request began. */
  const writeCalls = { count: 0 };

  const product = (name: string) => {
    const found = menu.products.find((p) => p.name === name);
    if (!found) throw new Error(`the seed menu has no product ${name}`);
    return found;
  };
  const extra = (name: string) => {
    const found = menu.extras.find((e) => e.name === name);
    if (!found) throw new Error(`the seed menu has no extra ${name}`);
    return found;
  };
  const customer = () => ({
    name: 'Maria Silva',
    phone: '(11) 98765-4321',
    cep: '01310-100',
    street: 'Avenida Paulista',
    number: '1000',
    complement: 'Apto 12',
    district: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
  });
  const orderBody = (): JsonObject => ({
    customer: customer(),
    items: [
      {
        productId: product('Calabresa').id,
        size: 'broto',
        quantity: 2,
        extraIds: [extra('Cheddar').id, extra('Bacon').id],
        extraFlavourIds: [product('Quatro Queijos').id],
        crustId: 'volcanic',
        fillingId: 'catupiry',
        notes: 'Sem cebola',
      },
      { productId: product('Coca-Cola 2L').id, size: 'normal', quantity: 1 },
    ],
    paymentMethod: 'Dinheiro',
    changeForCents: 50_000,
    origin: 'online',
  });
  /** An order staff take by phone (docs/decisions/056), for another customer than the setup's. */
  const staffOrderBody = (): JsonObject => {
    const { origin: _origin, ...body } = orderBody();
    return {
      ...body,
      customer: { ...customer(), phone: '(11) 95555-0000' },
      source: 'telefone',
      fulfilment: 'entrega',
    };
  };
  const couponBody = (): JsonObject => ({
    code: 'CUPOM10',
    kind: 'fixed',
    value: 500,
    minOrderCents: 4000,
    firstOrderOnly: false,
    usageLimit: 100,
    perPhoneLimit: 1,
    isPublic: true,
    validFrom: '2026-01-01',
    validUntil: '2026-12-31',
    weekdays: ['terça', 'sexta'],
  });
  const offerBody = (): JsonObject => ({
    name: 'Combo pizza + refri',
    kind: 'combo',
    categorySlugs: ['calabresa'],
    pairedCategorySlugs: ['refrigerantes'],
    comboPriceCents: 5500,
    weekdays: [],
  });
  const productBody = (): JsonObject => ({
    name: 'Pizza da Casa',
    description: 'Molho, mussarela e manjericão.',
    categoryId: menu.categories[0]?.id ?? 1,
    priceCents: 5_500,
    sizePrices: { normal: 5_500, broto: 4_200 },
    ingredients: ['molho', 'mussarela', 'manjericão'],
    isAvailable: true,
  });

  const extraBody = (): JsonObject => ({
    name: 'Palmito',
    priceCents: 600,
    type: 'salgado',
    displayGroup: 'Vegetais',
  });
  const crustBody = (): JsonObject => ({
    name: 'Borda Pan',
    description: 'Massa alta e macia.',
    priceCents: 900,
  });
  const priceChangeBody = (): JsonObject => ({
    target: 'pizzas',
    categoryId: null,
    direction: 'up',
    mode: 'percent',
    percent: 8,
    amountCents: null,
    rounding: 'ending_90',
  });
  const printerBody = (): JsonObject => ({
    name: 'Cozinha',
    role: 'cozinha',
    host: '127.0.0.1',
    port: 9,
    paperWidth: '80',
    isActive: false,
  });
  const pixConnectionBody = (): JsonObject => ({
    kind: 'api_pix',
    bank: 'efi',
    baseUrl: 'https://pix.api.efipay.com.br',
    tokenUrl: '',
    clientId: 'Client_Id_exemplo',
    clientSecret: 'Client_Secret_exemplo',
    certificate: { format: 'pem', certificate: 'x', privateKey: 'y' },
    pixKey: 'pix@forno.test',
  });

  /** Valid requests of each route; a route with a body and no example here fails the test. */
  function exampleFor(route: RouteEntry): Example | undefined {
    const ids = {
      publicId: route.isStream ? 'A'.repeat(22) : placed.order.publicId,
      id: '1',
      cep: '01310-100',
      // crusts and their fillings are named by text ids (schema.ts), not record ids
      crustId: 'traditional',
      fillingId: 'cheddar',
      // sizes are named by text ids made from their names (decision 046)
      sizeId: 'broto',
      // a table's QR token (decision 057)
      token: TABLE_TOKEN,
      // 'Novo pedido' looks a customer up by phone (docs/decisions/056)
      phone: '(11) 98765-4321',
    };
    const url = route.url;
    if (url.startsWith('/api/admin/orders')) ids.id = String(placed.order.id);
    if (url.startsWith('/api/admin/kitchen')) ids.id = String(placed.order.id);
    if (url.startsWith('/api/admin/printers/orders')) ids.id = String(placed.order.id);
    if (url.startsWith('/api/admin/customers')) ids.id = String(placedCustomerId);
    if (url.startsWith('/api/admin/products')) ids.id = String(product('Mussarela').id);
    if (url.startsWith('/api/admin/team')) ids.id = String(pendingAdminId);
    if (url.startsWith('/api/admin/promotions/coupons')) ids.id = String(couponId);
    if (url.startsWith('/api/admin/promotions/offers')) ids.id = String(offerId);
    if (url.startsWith('/api/admin/tables')) ids.id = String(tableId);
    if (url.startsWith('/api/admin/comandas/tables')) ids.id = String(tableId);
    if (url.startsWith('/api/admin/drivers')) ids.id = String(driverId);
    const examples: Record<string, Omit<Example, 'params'>> = {
      'POST /api/orders': {
        // another customer than the setup order's, whose history the CRM route reads
        body: { ...orderBody(), customer: { ...customer(), phone: '(11) 91234-5678' } },
        // mostly keys seen before (a replay, or a key reused for another order: 409), so that
        // the payloads meet the idempotency checks; one in ten is a new order
        headers: (rng) => ({
          'idempotency-key': rng.chance(0.1) ? rng.key() : rng.pick(ORDER_KEYS),
        }),
      },
      'PUT /api/customers': { body: customer() },
      // the shop's Pix provider (decision 064): any body, raw; an unknown token is a 404
      'POST /api/pix/webhook/:token': { body: { pix: [] } },
      'POST /api/pix/webhook/:token/pix': { body: { pix: [] } },
      'POST /api/tables/:token/orders': {
        body: { customerName: 'Ana', items: orderBody().items ?? [] },
        headers: (rng) => ({ 'idempotency-key': rng.key() }),
      },
      'POST /api/admin/tables': { body: { label: 'Varanda', isActive: true } },
      'PUT /api/admin/tables/:id': { body: { label: '5', isActive: true } },
      'PUT /api/admin/tables/service-charge': { body: { isEnabled: true, percent: 10 } },
      'POST /api/admin/comandas/tables/:id/orders': {
        body: { items: orderBody().items ?? [] },
        headers: (rng) => ({ 'idempotency-key': rng.key() }),
      },
      'POST /api/admin/comandas/:id/move': { body: { orderItemId: 1, toTableId: 1 } },
      'POST /api/admin/comandas/:id/close': {
        body: {
          persons: 2,
          withServiceCharge: true,
          payments: [{ method: 'Pix', amountCents: 1_000 }],
        },
      },
      'POST /api/admin/counter/orders': {
        body: staffOrderBody(),
        headers: (rng) => ({
          'idempotency-key': rng.chance(0.1) ? rng.key() : rng.pick(STAFF_ORDER_KEYS),
        }),
      },
      'POST /api/admin/counter/quote': { body: staffOrderBody() },
      'POST /api/coupons/check': {
        body: { items: orderBody().items ?? [], couponCode: 'CUPOM10', phone: '11987654321' },
      },
      'POST /api/admin/promotions/coupons': { body: couponBody() },
      'PUT /api/admin/promotions/coupons/:id': { body: couponBody() },
      'POST /api/admin/promotions/offers': { body: offerBody() },
      'PUT /api/admin/promotions/offers/:id': { body: offerBody() },
      'POST /api/auth/register': {
        body: {
          email: 'nova.conta@forno.test',
          password: 'uma-senha-longa',
          confirmPassword: 'uma-senha-longa',
        },
      },
      // the driver's phone trades an unknown one-time link (401): decision 066
      'POST /api/driver/session': { body: { token: 'x'.repeat(43) } },
      'POST /api/auth/login': {
        body: { email: 'ninguem@forno.test', password: 'uma-senha-errada' },
      },
      'GET /api/admin/orders': { query: 'filter=pendentes&limit=5' },
      'GET /api/admin/customers': { query: 'q=maria&limit=5' },
      'GET /api/admin/dashboard': { query: 'range=todos' },
      'POST /api/admin/orders/:id/status': { body: { status: 'aprovado' } },
      'POST /api/admin/orders/:id/payment': { body: { paymentStatus: 'pago' } },
      // the tracking page's Pix actions (docs/decisions/063): no provider here, so both refuse
      'POST /api/orders/:publicId/pix/renew': {},
      'POST /api/orders/:publicId/pix/switch': { body: { paymentMethod: 'Dinheiro' } },
      'POST /api/admin/orders/:id/print': { body: { kind: 'reprint' } },
      'POST /api/admin/orders/:id/status/undo': { body: { from: 'aprovado' } },
      // the order's lines are numbered from 1 in a fresh database: the first one is the order's
      'POST /api/admin/kitchen/orders/:id/bump': { body: { itemIds: [1], ready: true } },
      // a driver's one-time link (decision 066): a token that opens nothing
      // 'Entregas' (decision 068): the setup order, to a driver that may not be there
      'POST /api/admin/dispatch/assign': { body: { driverId: 1, orderIds: [placed.order.id] } },
      'POST /api/admin/dispatch/take-back': { body: { orderId: placed.order.id } },
      'PUT /api/admin/kitchen/settings': {
        body: clone(DEFAULT_KITCHEN_SETTINGS as unknown as Json) as JsonObject,
      },
      'POST /api/admin/products': { body: productBody() },
      'PUT /api/admin/products/:id': { body: productBody() },
      'PATCH /api/admin/products/:id/availability': { body: { isAvailable: false } },
      'PATCH /api/admin/sold-out/extras/:id': { body: { isAvailable: false } },
      'PATCH /api/admin/sold-out/crusts/:crustId': { body: { isAvailable: false } },
      'PATCH /api/admin/sold-out/variants/:id': { body: { isAvailable: false } },
      'PATCH /api/admin/sold-out/crusts/:crustId/fillings/:fillingId': {
        body: { isAvailable: false },
      },
      'POST /api/admin/customers/:id/anonymise': { body: { confirm: true } },
      'POST /api/admin/team/:id/approve': { body: { role: 'attendant' } },
      'PATCH /api/admin/team/:id/role': { body: { role: 'manager' } },
      // the shop's drivers (decision 067): fixed and per-zone fees
      'POST /api/admin/drivers': {
        body: {
          name: 'Carlos Souza',
          phone: '(11) 98765-4321',
          vehicle: 'moto',
          fee: { kind: 'fixa', amountCents: 700 },
          isActive: true,
        },
      },
      'PUT /api/admin/drivers/:id': {
        body: {
          name: 'Ana Lima',
          phone: '11 91234-5678',
          vehicle: 'bicicleta',
          fee: { kind: 'por_zona', defaultCents: 900, byZone: { centro: 500 } },
          isActive: true,
        },
      },
      'PUT /api/admin/settings/privacy': { body: { text: 'Guardamos seu nome e telefone.' } },
      'POST /api/admin/cash-shifts': { body: { startingCashCents: 10_000 } },
      // Conciliação Pix (decision 065): a period as the reports read it
      'GET /api/admin/pix/reconciliation': { query: 'from=2026-11-20&to=2026-11-27' },
      'GET /api/admin/pix/reconciliation.csv': { query: 'period=7dias' },
      // 'Acerto dos entregadores' (decision 070): no trips here, so settling finds nothing (409)
      'GET /api/admin/driver-closing': { query: 'day=2026-11-27' },
      'GET /api/admin/driver-closing.csv': { query: 'day=2026-11-27' },
      'POST /api/admin/driver-closing/settle': { body: { driverId: 1, day: '2026-11-27' } },
      'POST /api/admin/pix/reconciliation/fetch': {
        body: { from: '2026-11-20', to: '2026-11-27' },
      },
      'POST /api/admin/cash-shifts/:id/close': {
        body: { counted: [{ paymentMethod: 'Dinheiro', countedCents: 10_000 }] },
      },
      'POST /api/admin/sizes': {
        body: { name: 'Família', slices: 12, note: '40cm', maxFlavours: 4, isActive: true },
      },
      'PUT /api/admin/sizes/:sizeId': {
        body: { name: 'Broto', slices: 4, note: '20cm', maxFlavours: 2, isActive: true },
      },
      'POST /api/admin/sizes/:sizeId/move': { body: { direction: 'down' } },
      'POST /api/admin/menu-items/extras': { body: extraBody() },
      'PUT /api/admin/menu-items/extras/:id': { body: extraBody() },
      'PUT /api/admin/menu-items/order/extras': { body: { ids: ['1', '2', '3'] } },
      'POST /api/admin/menu-items/crusts': { body: crustBody() },
      'PUT /api/admin/menu-items/crusts/:crustId': { body: crustBody() },
      'PUT /api/admin/menu-items/order/crusts': { body: { ids: ['none', 'traditional'] } },
      'POST /api/admin/menu-items/crusts/:crustId/fillings': {
        body: { name: 'Requeijão', priceCents: 0 },
      },
      'PUT /api/admin/menu-items/crusts/:crustId/fillings/:fillingId': {
        body: { name: 'Cheddar', priceCents: 200 },
      },
      'PUT /api/admin/menu-items/order/crusts/:crustId/fillings': {
        body: { ids: ['cheddar', 'catupiry'] },
      },
      'POST /api/admin/price-list/preview': { body: priceChangeBody() },
      // a preview seen as empty: answered 409 with a fresh one, never a write from garbage
      'POST /api/admin/price-list/changes': { body: { change: priceChangeBody(), seen: [] } },
      // printers on a port nothing listens on: a test print is refused at once
      'POST /api/admin/printers': { body: printerBody() },
      'PUT /api/admin/printers/:id': { body: printerBody() },
      'POST /api/admin/printers/test': { body: printerBody() },
      'POST /api/admin/printers/orders/:id/reprint': { body: { role: 'cozinha' } },
      // Pix automático (decision 060): this app has no FORNO_SECRETS_KEY, a valid save is a 409
      'PUT /api/admin/pix-provider': {
        body: {
          connection: pixConnectionBody(),
          choices: { expiryMinutes: 15, unpaidPolicy: 'aguardar', ringOn: 'chegada' },
          currentPassword: 'senha-da-dona',
        },
      },
      'POST /api/admin/pix-provider/test': { body: pixConnectionBody() },
      // Web Push (decision 074): a browser's subscription to the setup order's notices
      'POST /api/orders/:publicId/push-subscriptions': { body: pushSubscriptionBody() },
      'DELETE /api/orders/:publicId/push-subscriptions': {
        body: { endpoint: pushSubscriptionBody().endpoint },
      },
      // the official WhatsApp (decision 073): its Cloud API on a port nothing listens on, and
      // no FORNO_SECRETS_KEY here, so a valid save is refused
      'PUT /api/admin/whatsapp': { body: whatsappConnectionBody() },
      'POST /api/admin/whatsapp/test': { body: whatsappConnectionBody() },
      // iFood (decision 072): no iFood app is set up here, so a valid code is refused
      'POST /api/admin/ifood/connect': { body: { authorizationCode: 'ABCD-1234-EFGH' } },
      'DELETE /api/admin/pix-provider': { body: { currentPassword: 'senha-da-dona' } },
      // the driver's phone (decisions 066, 069): without a driver's session the guard says 401
      'POST /api/driver/deliveries/:id/actions': {
        body: {
          kind: 'entregue',
          actionId: '0b6d3c52-5f0e-4c1a-9d7e-2a4f8b1c9e10',
          at: '2026-11-27T21:00:00-03:00',
        },
      },
      'PUT /api/admin/settings': {
        body: {
          ...(clone(DEFAULT_ESTABLISHMENT as unknown as Json) as JsonObject),
          schedules: ALL_DAY,
        },
      },
    };
    const method = route.method === 'HEAD' ? 'GET' : route.method;
    const example = examples[`${method} ${url}`];
    if (!example && route.hasBodySchema) return undefined;
    return { ...example, params: ids };
  }

  const pushSubscriptionBody = () => ({
    endpoint: 'https://push.example.com/send/abc123',
    keys: {
      p256dh:
        'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    },
  });
  const whatsappConnectionBody = () => ({
    phoneNumberId: '109876543210987',
    accessToken: 'EAAG-token-de-teste',
    appSecret: 'segredo-do-app',
  });

  beforeAll(async () => {
    cepService = await startFakeCepService();
    database = await createTestDatabase();
    // open all day: the valid requests never depend on the hour of the run
    await database.db.update(establishmentSettings).set({ isActive: true, schedules: ALL_DAY });
    await watchWrites(database);
    app = await buildApp({
      database: countingWriteCalls(database, writeCalls),
      cep: { services: [{ kind: 'viacep', baseUrl: cepService.url }], timeoutMs: 2_000 },
      whatsappApiUrl: 'http://127.0.0.1:9',
      onRoute: (route: RouteOptions) => {
        for (const method of [route.method].flat()) {
          routes.push({
            method,
            url: route.url,
            hasBodySchema: Boolean(route.schema?.body),
            isAdmin: route.url === '/api/admin' || route.url.startsWith('/api/admin/'),
            isStream: route.url.endsWith('/events'),
          });
        }
      },
    });
    await app.ready();
    adminHeaders = { cookie: await loginAsAdmin(app, database), [CSRF_HEADER]: '1' };
    const asTestApp = { app, database, close: async () => undefined } as TestApp;
    const driver = await createTestDriver(asTestApp);
    driverHeaders = { cookie: await signInTestDriver(asTestApp, driver.id), [CSRF_HEADER]: '1' };
    menu = (await app.inject({ method: 'GET', url: '/api/menu' })).json<Menu>();

    // the ids the valid requests name: an order (and its customer), an account to approve
    const res = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': randomBytes(18).toString('base64url') },
      payload: orderBody(),
    });
    if (res.statusCode !== 201) throw new Error(`the setup order was refused: ${res.body}`);
    placed = res.json<PlacedOrder>();
    placedCustomerId = await customerIdOf(database.db, placed.order.id);
    const [pending] = await database.db
      .insert(adminUsers)
      .values({ email: 'aguardando@forno.test', passwordHash: 'not-a-hash', status: 'pending' })
      .returning({ id: adminUsers.id });
    pendingAdminId = pending?.id ?? 0;
    const [coupon] = await database.db
      .insert(coupons)
      .values({ code: 'CUPOM10', kind: 'percent', value: 10 })
      .returning({ id: coupons.id });
    couponId = coupon?.id ?? 0;
    const [offer] = await database.db
      .insert(offers)
      .values({
        name: 'Terça doce',
        kind: 'category_percent',
        categorySlugs: ['pizzas_doces'],
        percent: 20,
      })
      .returning({ id: offers.id });
    offerId = offer?.id ?? 0;
    const [registered] = await database.db
      .insert(drivers)
      .values({
        name: 'Carlos Souza',
        phone: '(11) 98765-4321',
        vehicle: 'moto',
        fee: { kind: 'fixa', amountCents: 700 },
      })
      .returning({ id: drivers.id });
    driverId = registered?.id ?? 0;
    const [table] = await database.db
      .insert(diningTables)
      .values({ label: '5', token: TABLE_TOKEN })
      .returning({ id: diningTables.id });
    tableId = table?.id ?? 0;
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await cepService?.close();
  });

  it('stores HTML and SQL sent in valid requests as text, and answers it unchanged', async () => {
    const name = '<b>João</b><script>alert(1)</script>';
    const notes = '<img src=x onerror=alert(1)>';
    const street = '"><svg onload=alert(1)>';
    const complement = "' OR 1=1 --";
    const body = orderBody() as { customer: JsonObject; items: JsonObject[] } & JsonObject;
    body.customer = { ...customer(), name, street, complement, phone: '(21) 99876-5432' };
    body.items = [{ productId: product('Mussarela').id, size: 'normal', quantity: 1, notes }];
    const res = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': randomBytes(18).toString('base64url') },
      payload: body,
    });
    expect(res.statusCode).toBe(201);
    const { order } = res.json<PlacedOrder>();
    const customerId = await customerIdOf(database.db, order.id);
    const expectVerbatim = (
      o: Pick<TrackedOrder, 'customerName' | 'deliveryAddress' | 'items'>,
    ) => {
      expect(o.customerName).toBe(name);
      expect(o.items[0]?.notes).toBe(notes);
      expect(o.deliveryAddress).toContain(`${street}, 1000 - ${complement},`);
    };
    expectVerbatim(order);

    // the tracking page, the orders desk (and its ticket), the CRM: the same text
    const tracked = await app.inject({ method: 'GET', url: `/api/orders/${order.publicId}` });
    expectVerbatim(tracked.json<TrackedOrder>());
    const desk = await app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}`,
      headers: adminHeaders,
    });
    expect(desk.statusCode).toBe(200);
    expectVerbatim(desk.json<AdminOrder>());
    const history = await app.inject({
      method: 'GET',
      url: `/api/admin/customers/${customerId}/orders`,
      headers: adminHeaders,
    });
    expect(history.statusCode).toBe(200);
    expect(history.json<{ customer: { name: string } }>().customer.name).toBe(name);

    // a product named with markup, as the menu and the admin list show it
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: adminHeaders,
      payload: { ...productBody(), name: notes, description: '<script>alert(1)</script>' },
    });
    expect(created.statusCode).toBe(201);
    const inMenu = (await app.inject({ method: 'GET', url: '/api/menu' }))
      .json<Menu>()
      .products.find((p) => p.name === notes);
    expect(inMenu?.description).toBe('<script>alert(1)</script>');

    // the shop's settings, as every customer reads them
    const settings = {
      ...DEFAULT_ESTABLISHMENT,
      schedules: ALL_DAY,
      name: '<b>Forno</b>',
      additionalInfo: '<script>alert(1)</script>',
    };
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: adminHeaders,
      payload: settings,
    });
    expect(saved.statusCode).toBe(200);
    const publicSettings = await app.inject({ method: 'GET', url: '/api/establishment' });
    expect(publicSettings.json()).toMatchObject({
      name: '<b>Forno</b>',
      additionalInfo: '<script>alert(1)</script>',
    });
  });

  it('refuses as a 4xx what once answered 500 or plain Fastify JSON', async () => {
    const answer = async (
      method: HTTPMethods,
      url: string,
      payload?: Json,
      headers: Record<string, string> = adminHeaders,
    ) => {
      const res = await app.inject({
        method,
        url,
        headers,
        ...(payload === undefined ? {} : { payload: payload as JsonObject }),
      });
      return { status: res.statusCode, code: errorCodeOf(res), body: res.body };
    };
    // U+0000, which PostgreSQL text cannot hold: refused before validation, field named
    const withNul = await answer(
      'POST',
      '/api/orders',
      { ...orderBody(), customer: { ...customer(), name: 'a\u0000b' } },
      { 'idempotency-key': randomBytes(18).toString('base64url') },
    );
    expect(withNul).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    expect(withNul.body).toContain('body/customer/name');
    expect(await answer('GET', '/api/admin/customers?q=%00')).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
    });
    // ids beyond PostgreSQL's integer
    for (const url of [
      '/api/admin/orders/2147483648',
      '/api/admin/orders?before=2147483648',
      '/api/admin/customers/2147483648/orders',
      '/api/admin/customers?before=2147483648',
    ]) {
      expect(await answer('GET', url), url).toMatchObject({
        status: 400,
        code: 'VALIDATION_ERROR',
      });
    }
    expect(
      await answer('PATCH', '/api/admin/products/2147483648/availability', { isAvailable: true }),
    ).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    // ids are decimal digits: hexadecimal, exponents, signs and spaces name nothing
    for (const id of ['0x10', '1e1', '+16', '%2016', '016.0', '0b10']) {
      expect(await answer('DELETE', `/api/admin/products/${id}`), id).toMatchObject({
        status: 400,
        code: 'VALIDATION_ERROR',
      });
      expect(await answer('GET', `/api/admin/orders/${id}`), id).toMatchObject({ status: 400 });
      expect(await answer('DELETE', `/api/admin/team/${id}`), id).toMatchObject({ status: 400 });
    }
    // URLs the router refuses before any hook: our error JSON too
    expect(await answer('GET', '/api/menu%', undefined, {})).toMatchObject({
      status: 400,
      code: 'BAD_REQUEST',
    });
    expect(await answer('GET', `/api/orders/${'x'.repeat(300)}`, undefined, {})).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
  });

  it('takes only a record id (RecordIdSchema) in every id path parameter of every route', async () => {
    // a record id names a row: `:id`, or any `…Id`; publicId is the tracking page's token, and
    // crusts and fillings have text ids
    const TEXT_IDS = new Set(['publicId', 'crustId', 'fillingId', 'sizeId']);
    const isRecordId = (name: string) => name === 'id' || (/Id$/.test(name) && !TEXT_IDS.has(name));
    const idRoutes = routes.flatMap((route) => {
      const names = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] ?? '');
      return route.method === 'HEAD'
        ? []
        : names.filter(isRecordId).map((name) => ({ route, name }));
    });
    // orders (2), customers (1), products (3), team (2)
    expect(idRoutes.length).toBeGreaterThanOrEqual(8);

    const notIds = ['0', '-1', '1.5', '1e3', '0x10', '+16', '%2016', '016', 'abc', '2147483648'];
    const accepted: string[] = [];
    for (const { route, name } of idRoutes) {
      const example = exampleFor(route);
      for (const id of notIds) {
        const res = await app.inject({
          method: route.method,
          url: fillPath(route.url, { ...example?.params, [name]: id }),
          headers: route.isAdmin
            ? adminHeaders
            : route.url.startsWith('/api/driver/')
              ? driverHeaders
              : {},
          ...(example?.body ? { payload: example.body } : {}),
        });
        // refused for the id itself, before the use case runs
        if (
          res.statusCode !== 400 ||
          errorCodeOf(res) !== 'VALIDATION_ERROR' ||
          !bodyText(res).includes(`params/${name}`)
        ) {
          accepted.push(
            `${route.method} ${route.url} ${name}=${id} → ${res.statusCode} ${bodyText(res).slice(0, 120)}`,
          );
        }
      }
    }
    expect(accepted, summarize(accepted)).toEqual([]);
  });

  it(`answers ${MIN_REQUESTS.toLocaleString('en')}+ malformed requests on every route without a 5xx, and a refused one writes nothing`, async () => {
    expect(routes).toContainEqual(expect.objectContaining({ method: 'POST', url: '/api/orders' }));
    expect(routes.some((r) => r.isAdmin)).toBe(true);
    const rng = new Random(SEED);

    const withoutExample = routes.filter((r) => exampleFor(r) === undefined);
    expect(
      withoutExample.map((r) => `${r.method} ${r.url}`),
      'routes with a body need a valid example in exampleFor()',
    ).toEqual([]);

    // Who sends what: public routes as anyone (the auth forms with the app's CSRF header),
    // admin routes without a session and, to reach their validation, with one.
    const plans: { route: RouteEntry; withSession: boolean; count: number }[] = [];
    for (const route of routes) {
      const count = route.hasBodySchema
        ? route.url.startsWith('/api/auth/')
          ? REQUESTS_PER_ROUTE.passwordForm
          : route.isAdmin
            ? REQUESTS_PER_ROUTE.adminBody
            : REQUESTS_PER_ROUTE.publicBody
        : route.method === 'GET'
          ? REQUESTS_PER_ROUTE.GET
          : route.method === 'HEAD'
            ? REQUESTS_PER_ROUTE.HEAD
            : REQUESTS_PER_ROUTE.write;
      // a stream that opens for anyone (the menu's changes) would never end: left to its tests
      if (route.isStream && !route.isAdmin && !route.url.includes(':')) continue;
      if (!route.isAdmin) plans.push({ route, withSession: false, count });
      else {
        plans.push({ route, withSession: false, count: REQUESTS_PER_ROUTE.withoutSession });
        // a stream that opens would never end: the admin's live events are left to their tests
        if (!route.isStream) plans.push({ route, withSession: true, count });
      }
    }

    const failures = {
      serverErrors: [] as string[],
      notJson: [] as string[],
      wrote: [] as string[],
    };
    const unsendable: string[] = [];
    const validationsBehindGuard = new Map<string, number>();
    let sent = 0;

    let last = await readWrites(database);
    let checkedByReading = 0;
    for (const plan of plans) {
      const example = exampleFor(plan.route);
      if (!example) continue;
      const base = {
        headers: plan.withSession
          ? adminHeaders
          : plan.route.url.startsWith('/api/auth/')
            ? { [CSRF_HEADER]: '1' }
            : {},
        withSession: plan.withSession,
      };
      for (const request of hostileRequestsFor(rng, plan.route, example, plan.count, base)) {
        writeCalls.count = 0;
        let res: LightMyRequestResponse;
        try {
          res = await injectWithTimeout(app, request);
        } catch (error) {
          unsendable.push(`${describeRequest(request)}: ${String(error)}`);
          continue;
        }
        sent += 1;
        const status = res.statusCode;
        if (status >= 500) failures.serverErrors.push(describeRequest(request, res));
        if (status >= 400 && request.method !== 'HEAD') {
          const isJson = String(res.headers['content-type'] ?? '').startsWith('application/json');
          const code = errorCodeOf(res);
          if (!isJson || !code) failures.notJson.push(describeRequest(request, res));
          if (code === 'VALIDATION_ERROR' && (plan.withSession || !plan.route.isAdmin)) {
            const key = `${plan.route.method} ${plan.route.url}`;
            validationsBehindGuard.set(key, (validationsBehindGuard.get(key) ?? 0) + 1);
          }
        }
        // Without a call that can write, nothing was written: no need to look.
        if (writeCalls.count === 0) continue;
        const now = await readWrites(database);
        const changed = changedTables(last, now);
        const mayWrite = status < 400 && !READ_METHODS.has(request.method);
        if (!mayWrite) checkedByReading += 1;
        if (!mayWrite && changed.length > 0) {
          failures.wrote.push(`${describeRequest(request, res)}\n  wrote to ${changed.join(', ')}`);
        }
        last = now;
      }
    }

    expect(unsendable, summarize(unsendable)).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(MIN_REQUESTS);
    expect(failures.serverErrors.length, summarize(failures.serverErrors)).toBe(0);
    expect(failures.notJson.length, summarize(failures.notJson)).toBe(0);
    expect(failures.wrote.length, summarize(failures.wrote)).toBe(0);
    // the requests got past the session guard to the routes' own validation
    const bodyRoutes = routes.filter((r) => r.hasBodySchema).map((r) => `${r.method} ${r.url}`);
    expect(bodyRoutes.filter((key) => !validationsBehindGuard.get(key))).toEqual([]);
    // refusals that came after the handler began (404, 409, 422…) were looked at
    expect(checkedByReading).toBeGreaterThan(50);
    // and the server is still well
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    // a guard against a hang, not a speed check: about 90 s alone, the sweep shares a busy
    // 2-core machine with the rest of the API suite in CI
  }, 480_000);
});

async function injectWithTimeout(
  app: FastifyInstance,
  request: HostileRequest,
): Promise<LightMyRequestResponse> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error('no answer in time')), REQUEST_TIMEOUT_MS);
  });
  try {
    return await Promise.race([
      app.inject({
        method: request.method,
        url: request.url,
        headers: request.headers,
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      }),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
