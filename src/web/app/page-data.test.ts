import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient, dehydrate } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';
import { errorsForPageData, pageDataScript, readPageData, scriptSafeJson } from './page-data';
import { PAGE_DATA_ID } from './page-data-id';

afterEach(() => {
  document.body.innerHTML = '';
});

describe("the page's data, handed over in a <script> element", () => {
  const hostile = {
    name: '</script><script>alert(1)</script><!-- & -->',
    note: 'linha\u2028separada\u2029aqui',
  };

  it('can never close the element or open a comment, and reads back unchanged', () => {
    const text = scriptSafeJson(hostile);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(hostile);
  });

  it('is read back from the page the server rendered, as the parser leaves it', () => {
    const data = {
      renderedAt: '2026-11-25T12:00:00.000Z',
      queries: { queries: [], mutations: [] },
    };
    document.body.innerHTML = `<div id="root"></div>${pageDataScript({
      ...data,
      queries: { ...data.queries, hostile } as never,
    })}`;
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(readPageData()).toEqual({ ...data, queries: { ...data.queries, hostile } });
  });

  it('is absent from the app shell, and unreadable data counts as none', () => {
    expect(readPageData()).toBeNull();
    document.body.innerHTML = `<script type="application/json" id="${PAGE_DATA_ID}">{oops</script>`;
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      expect(readPageData()).toBeNull();
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(1);
  });

  it("carries an API's refusal the page was rendered with, read back as the same ApiError", () => {
    const client = new QueryClient();
    client
      .getQueryCache()
      .build(client, { queryKey: ['orders', 'tracked', 'x'] })
      .setState({
        status: 'error',
        error: new ApiError(404, 'NOT_FOUND', 'Pedido não encontrado.'),
        fetchStatus: 'idle',
      });
    const queries = errorsForPageData(
      dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status === 'error' }),
    );
    document.body.innerHTML = pageDataScript({ renderedAt: '2026-11-25T12:00:00.000Z', queries });

    const error = readPageData()?.queries.queries[0]?.state.error;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: 'Pedido não encontrado.',
    });
  });
});
