import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_HEAD as HEAD_PLACEHOLDER } from '../pages/page-template';
import { OG_IMAGE } from './page-head';

const WEB = join(import.meta.dirname, '..', '..', '..', 'web');

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('the pictures and the head the web build ships', () => {
  const indexHtml = readFileSync(join(WEB, 'index.html'), 'utf8');

  it('links a 180×180 apple-touch-icon', () => {
    expect(indexHtml).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png" />');
    expect(pngSize(join(WEB, 'public', 'apple-touch-icon.png'))).toEqual({
      width: 180,
      height: 180,
    });
  });

  it('has the Open Graph picture at the size the head announces', () => {
    expect(pngSize(join(WEB, 'public', OG_IMAGE.path))).toEqual({
      width: OG_IMAGE.width,
      height: OG_IMAGE.height,
    });
  });

  it("leaves the title and description to each page's head", () => {
    const head = indexHtml.slice(0, indexHtml.indexOf('</head>'));
    expect(head).toContain(HEAD_PLACEHOLDER);
    expect(head).not.toContain('<title>');
    expect(head).not.toContain('name="description"');
  });
});
