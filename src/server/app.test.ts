import { type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BODY_LIMIT_BYTES } from './app';
import { createTestApp, testDbKind, type TestApp } from './test/test-app';

/** The shape of every error answer (src/server/errors.ts). */
const errorWithCode = (code: string) => ({
  error: expect.objectContaining({ code, message: expect.any(String) }),
});

describe(`the API's answers to unusual requests on ${testDbKind}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // No route takes a body yet: this stands for the order endpoints to come. buildApp hands back
    // an app that is not ready, so a route can still be added.
    t.app
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/api/test-echo',
        { schema: { body: z.object({ name: z.string().min(1) }) } },
        async (request) => ({ name: request.body.name }),
      );
  });
  afterAll(async () => {
    await t?.close();
  });

  const postEcho = (payload: string, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: '/api/test-echo',
      headers: { 'content-type': contentType },
      payload,
    });

  it.each([
    ['GET', '/api/nao-existe'],
    ['GET', '/api'],
    ['POST', '/api/menu'],
    ['DELETE', '/api/establishment'],
    ['GET', '/cardapio'],
  ] as const)('answers %s %s with a 404 NOT_FOUND in JSON', async (method, url) => {
    const res = await t.app.inject({ method, url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual(errorWithCode('NOT_FOUND'));
  });

  it('accepts a valid JSON body (so the refusals below are about the body)', async () => {
    const res = await postEcho(JSON.stringify({ name: 'Maria' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'Maria' });
  });

  it('refuses a body that is not JSON with 400 INVALID_JSON', async () => {
    const res = await postEcho('{"name": "Maria"');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errorWithCode('INVALID_JSON'));
  });

  it('refuses an empty JSON body with 400 INVALID_JSON', async () => {
    const res = await postEcho('');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errorWithCode('INVALID_JSON'));
  });

  it('refuses a body that breaks the schema with 400 VALIDATION_ERROR naming the field', async () => {
    const res = await postEcho(JSON.stringify({ name: '' }));
    expect(res.statusCode).toBe(400);
    const body = res.json<{ error: { code: string; details: { path: string }[] } }>();
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.details.map((d) => d.path)).toEqual(['body/name']);
  });

  it('refuses a text/plain body with 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test-echo',
      headers: { 'content-type': 'text/plain' },
      payload: 'name=Calabresa',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a form post with 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    // A plain HTML form post; text/plain is not in this list: Fastify reads it as a string, which
    // the schema then refuses (400 VALIDATION_ERROR).
    const res = await postEcho('name=Maria', 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual(errorWithCode('UNSUPPORTED_MEDIA_TYPE'));
  });

  it('refuses a body over 128 KiB with 413 PAYLOAD_TOO_LARGE, and takes one just under', async () => {
    const wrapper = JSON.stringify({ name: '' }).length;
    const justUnder = JSON.stringify({ name: 'x'.repeat(BODY_LIMIT_BYTES - wrapper) });
    expect(Buffer.byteLength(justUnder)).toBe(128 * 1024);
    expect((await postEcho(justUnder)).statusCode).toBe(200);

    const res = await postEcho(JSON.stringify({ name: 'x'.repeat(BODY_LIMIT_BYTES) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(errorWithCode('PAYLOAD_TOO_LARGE'));
  });

  it('sends security headers: a CSP without inline scripts, and no MIME sniffing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy'] ?? '');
    const directives = new Map(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .filter((tokens) => tokens[0])
        .map(([name = '', ...values]) => [name, values]),
    );
    const scriptSrc = directives.get('script-src') ?? directives.get('default-src');
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('describes itself in an OpenAPI document at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/menu', '/api/establishment', '/api/health']),
    );
    expect(Object.keys(doc.paths['/api/menu'] ?? {})).toContain('get');
  });
});
