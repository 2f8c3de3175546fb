import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readHeifSize } from './read-heif-size';

const HEIC = readFileSync(new URL('./fixtures/pizza-320x240.heic', import.meta.url));

describe('the size a HEIF file claims, read from its boxes', () => {
  it("finds the primary image's ispe through pitm and ipma", () => {
    expect(readHeifSize(HEIC)).toEqual({
      primary: { width: 320, height: 240 },
      all: [{ width: 320, height: 240 }],
    });
  });

  it('reads a bomb’s claim without decoding it', () => {
    const bomb = Buffer.from(HEIC);
    const ispe = bomb.indexOf('ispe');
    bomb.writeUInt32BE(9_600, ispe + 8);
    bomb.writeUInt32BE(9_600, ispe + 12);
    expect(readHeifSize(bomb)?.primary).toEqual({ width: 9_600, height: 9_600 });
  });

  it('says nothing for a file cut short, a box past the end or no meta', () => {
    expect(readHeifSize(HEIC.subarray(0, 100))?.primary ?? null).toBeNull();
    const liar = Buffer.from(HEIC);
    liar.writeUInt32BE(0x7fffffff, liar.indexOf('meta') - 4);
    expect(readHeifSize(liar)?.primary ?? null).toBeNull();
    expect(readHeifSize(Buffer.from('not a photo at all'))).toBeNull();
    expect(readHeifSize(new Uint8Array(0))).toBeNull();
  });
});
