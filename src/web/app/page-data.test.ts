import { afterEach, describe, expect, it } from 'vitest';
import { pageDataScript, readPageData, scriptSafeJson, PAGE_DATA_ID } from './page-data';

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
});
