import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { count, eq } from 'drizzle-orm';
import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPhotos } from '../../../db/schema';
import { CSRF_HEADER } from '../../../domain/admin-accounts';
import type { AdminProduct } from '../../../domain/admin-catalogue';
import {
  PHOTO_MAX_BYTES,
  PHOTO_MESSAGES,
  PHOTO_WIDTHS,
  photoHeight,
  type ProductPhoto,
} from '../../../domain/product-photo';
import { openSse, type SseReader } from '../../events/sse-test-reader';
import { loginAsAdmin } from '../../test/admin-session';
import { createTestApp, testDbKind, type TestApp } from '../../test/test-app';
import { FRIDAY_EVENING, productNamed, readMenu } from '../orders/order-test-kit';

interface ErrorAnswer {
  error: { code: string; message: string };
}

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
function multipartBody(
  bytes: Buffer,
  { filename = 'foto.jpg', type = 'image/jpeg', field = 'photo' } = {},
) {
  const boundary = `----forno${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    head,
    tail,
    payload: Buffer.concat([head, bytes, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A 1600×1200 'photo' with some detail, so the encoders have something to do. */
async function pizzaPhoto(): Promise<Sharp> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">' +
    '<rect width="1600" height="1200" fill="#3b2a1f"/>' +
    '<circle cx="800" cy="600" r="520" fill="#e0a040"/>' +
    '<circle cx="650" cy="480" r="60" fill="#8c1d12"/><circle cx="950" cy="700" r="60" fill="#8c1d12"/>' +
    '</svg>';
  return sharp(Buffer.from(svg));
}

const HEIC_FIXTURE = readFileSync(new URL('./fixtures/pizza-320x240.heic', import.meta.url));

/**
 * The fixture with its `ispe` (the primary image's width and height) claiming another size, and
 * optionally without its coded pixels (`mdat`): decoding it could only fail.
 */
function heicClaiming(width: number, height: number, { withPixels = true } = {}): Buffer {
  const bytes = Buffer.from(HEIC_FIXTURE);
  const ispe = bytes.indexOf('ispe');
  expect(bytes.readUInt32BE(ispe + 8)).toBe(320);
  bytes.writeUInt32BE(width, ispe + 8);
  bytes.writeUInt32BE(height, ispe + 12);
  if (withPixels) return bytes;
  const mdat = bytes.indexOf('mdat') - 4;
  return bytes.subarray(0, mdat);
}

describe(`product photos (/api/admin/products/:id/photo, /api/menu/photos) on ${testDbKind}`, () => {
  let t: TestApp;
  let cookie: string;
  let baseUrl: string;
  let productId: number;
  const readers: SseReader[] = [];
  const now = new Date(FRIDAY_EVENING);

  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
    cookie = await loginAsAdmin(t.app, t.database, now);
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    productId = productNamed(await readMenu(t), 'Calabresa').id;
  });
  afterAll(async () => {
    for (const reader of readers) reader.close();
    await t?.close();
  });

  function upload(
    bytes: Buffer,
    options: Parameters<typeof multipartBody>[1] & { id?: number; headers?: object } = {},
  ) {
    const body = multipartBody(bytes, options);
    return t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${options.id ?? productId}/photo`,
      headers: { cookie, [CSRF_HEADER]: '1', 'content-type': body.contentType, ...options.headers },
      payload: body.payload,
    });
  }

  async function photoRows(id = productId): Promise<number> {
    const [row] = await t.database.db
      .select({ n: count() })
      .from(productPhotos)
      .where(eq(productPhotos.productId, id));
    return row?.n ?? 0;
  }

  /** Every address of the photo's srcsets, fetched and decoded: its format and size. */
  async function fetchVariants(photo: ProductPhoto) {
    const urls = [photo.avif, photo.webp].flatMap((srcset) =>
      srcset.split(', ').map((entry) => {
        const [url, w] = entry.split(' ');
        return { url: url ?? '', width: Number(w?.replace('w', '')) };
      }),
    );
    const found = [];
    for (const { url, width } of urls) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      const meta = await sharp(res.rawPayload).metadata();
      found.push({
        url,
        width,
        contentType: res.headers['content-type'],
        cacheControl: res.headers['cache-control'],
        meta,
      });
    }
    return found;
  }

  it('a JPEG becomes AVIF and WebP at every width, served for ever under its hash, and the menu gives its addresses', async () => {
    const jpeg = await (await pizzaPhoto()).jpeg({ quality: 90 }).toBuffer();
    const res = await upload(jpeg);
    expect(res.statusCode, res.body).toBe(200);
    const product = res.json<AdminProduct>();
    expect(product.id).toBe(productId);
    const photo = product.photo;
    if (!photo) throw new Error('the answer has no photo');
    expect(photo.hash).toMatch(/^[0-9a-f]{16}$/);

    const variants = await fetchVariants(photo);
    expect(variants).toHaveLength(PHOTO_WIDTHS.length * 2);
    for (const v of variants) {
      const isAvif = v.url.endsWith('.avif');
      expect(v.contentType).toBe(isAvif ? 'image/avif' : 'image/webp');
      expect(v.meta.format).toBe(isAvif ? 'heif' : 'webp');
      if (isAvif) expect(v.meta.compression).toBe('av1');
      expect(v.meta.width).toBe(v.width);
      expect(v.meta.height).toBe(photoHeight(v.width));
      expect(v.cacheControl).toBe('public, max-age=31536000, immutable');
    }

    const menuPhoto = productNamed(await readMenu(t), 'Calabresa').photo;
    expect(menuPhoto).toEqual(photo);
    // the other products have none
    expect(productNamed(await readMenu(t), 'Mussarela').photo).toBeNull();
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/products',
      headers: { cookie },
    });
    expect(
      list.json<{ products: AdminProduct[] }>().products.find((p) => p.id === productId)?.photo,
    ).toEqual(photo);
  });

  it('PNG (with transparency), WebP and a phone’s HEIC are taken too; a new photo gets new addresses and the old ones are gone', async () => {
    const png = await sharp({
      create: { width: 800, height: 800, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const webp = await (await pizzaPhoto()).webp().toBuffer();
    let previous: ProductPhoto | null | undefined = null;
    for (const [bytes, filename] of [
      [png, 'foto.png'],
      [webp, 'foto.webp'],
      [HEIC_FIXTURE, 'IMG_0001.HEIC'],
    ] as const) {
      const res = await upload(bytes, { filename, type: 'application/octet-stream' });
      expect(res.statusCode, `${filename}: ${res.body}`).toBe(200);
      const photo = res.json<AdminProduct>().photo;
      if (!photo) throw new Error(`${filename}: no photo`);
      for (const v of await fetchVariants(photo)) {
        expect(v.meta.width, `${filename} ${v.url}`).toBe(v.width);
        expect(v.meta.height).toBe(photoHeight(v.width));
      }
      if (previous) {
        expect(photo.hash).not.toBe(previous.hash);
        const old = await t.app.inject({ method: 'GET', url: previous.fallback });
        expect(old.statusCode).toBe(404);
      }
      previous = photo;
      expect(await photoRows()).toBe(PHOTO_WIDTHS.length * 2);
    }
  });

  it('the HEIC fixture is what sharp alone cannot read: HEVC inside', async () => {
    // if sharp's libvips learns HEVC some day, the decoder beside it can go
    await expect(
      sharp(HEIC_FIXTURE)
        .metadata()
        .then((m) => m.compression),
    ).resolves.toBe('hevc');
    await expect(sharp(HEIC_FIXTURE).toBuffer()).rejects.toThrow();
  });

  it('strips EXIF (GPS, camera) and turns the photo upright by its EXIF orientation first', async () => {
    // 400×300 landscape, red left, blue right; EXIF orientation 6: shown rotated 90° clockwise,
    // so upright it is 300×400 with red on top
    const left = await sharp({
      create: { width: 200, height: 300, channels: 3, background: '#ff0000' },
    })
      .png()
      .toBuffer();
    const withGps = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#0000ff' },
    })
      .composite([{ input: left, left: 0, top: 0 }])
      .jpeg()
      .withExif({
        IFD0: { Make: 'Forno', Model: 'TesteCam' },
        IFD3: {
          GPSLatitudeRef: 'S',
          GPSLatitude: '23/1 33/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '46/1 38/1 0/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const input = await sharp(withGps).metadata();
    expect(input.orientation).toBe(6);
    expect(Buffer.from(input.exif ?? []).includes('TesteCam')).toBe(true);
    // the GPS IFD pointer (tag 0x8825, little-endian) is in the input's EXIF
    expect(Buffer.from(input.exif ?? []).includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const res = await upload(withGps);
    expect(res.statusCode, res.body).toBe(200);
    const photo = res.json<AdminProduct>().photo;
    if (!photo) throw new Error('no photo');
    for (const v of await fetchVariants(photo)) {
      expect(v.meta.exif, v.url).toBeUndefined();
      expect(v.meta.xmp).toBeUndefined();
      expect(v.meta.orientation ?? 1).toBe(1);
    }
    // upright: red above blue (unturned, it would be red left of blue)
    const decoded = await t.app.inject({ method: 'GET', url: photo.fallback });
    const { data, info } = await sharp(decoded.rawPayload)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const at = (y * info.width + x) * info.channels;
      return [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0];
    };
    const [topR, , topB] = pixel(info.width / 2, 10);
    const [bottomR, , bottomB] = pixel(info.width / 2, info.height - 10);
    expect(topR).toBeGreaterThan(200);
    expect(topB).toBeLessThan(60);
    expect(bottomB).toBeGreaterThan(200);
    expect(bottomR).toBeLessThan(60);
  });

  it('refuses a renamed program or text file by its bytes (415, pt-BR) and keeps the photo it had', async () => {
    const before = productNamed(await readMenu(t), 'Calabresa').photo;
    // a Windows program's first bytes ('MZ', the DOS stub), named and typed as a JPEG
    const exe = Buffer.concat([
      Buffer.from('4d5a90000300000004000000ffff0000b800000000000000400000000000', 'hex'),
      Buffer.from('This program cannot be run in DOS mode.\r\r\n$'),
      randomBytes(2048),
    ]);
    const text = Buffer.from('não sou uma foto\n'.repeat(100));
    for (const bytes of [exe, text]) {
      const res = await upload(bytes, { filename: 'pizza.jpg', type: 'image/jpeg' });
      expect(res.statusCode).toBe(415);
      expect(res.json<ErrorAnswer>().error).toEqual({
        code: 'PHOTO_TYPE_NOT_SUPPORTED',
        message: PHOTO_MESSAGES.unsupportedType,
      });
    }
    // JPEG's first bytes and then nothing a decoder can read
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(4096)]);
    const res = await upload(fake);
    expect(res.statusCode).toBe(422);
    expect(res.json<ErrorAnswer>().error.code).toBe('PHOTO_UNREADABLE');
    expect(productNamed(await readMenu(t), 'Calabresa').photo).toEqual(before);
  });

  it('refuses a HEIC bomb (9,600×9,600 in a 2 KB file) by its header, before decoding it: 422 in pt-BR', async () => {
    const before = productNamed(await readMenu(t), 'Calabresa').photo;
    // without its pixels, a file that reached the decoder would be PHOTO_UNREADABLE instead
    for (const bomb of [
      heicClaiming(9_600, 9_600),
      heicClaiming(9_600, 9_600, { withPixels: false }),
    ]) {
      expect(bomb.length).toBeLessThan(4096);
      const res = await upload(bomb, { filename: 'IMG_0002.HEIC', type: 'image/heic' });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json<ErrorAnswer>().error).toEqual({
        code: 'PHOTO_TOO_MANY_PIXELS',
        message: PHOTO_MESSAGES.tooManyPixels,
      });
    }
    // no size in the header at all: refused too, as a damaged file
    const noSize = Buffer.from(HEIC_FIXTURE);
    noSize.write('free', noSize.indexOf('ispe'));
    const res = await upload(noSize, { filename: 'IMG_0003.HEIC' });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json<ErrorAnswer>().error.code).toBe('PHOTO_UNREADABLE');
    expect(productNamed(await readMenu(t), 'Calabresa').photo).toEqual(before);
  });

  it('takes an iPhone’s 48 MP by its header, and refuses any format past 50 MP the same way', async () => {
    // 8064×6048 passes the header; the decoder then finds the fixture's 320×240 pixels instead
    // and calls it damaged, not too large
    const iphone = await upload(heicClaiming(8_064, 6_048), { filename: 'IMG_0004.HEIC' });
    expect(iphone.json<ErrorAnswer>().error.code).toBe('PHOTO_UNREADABLE');
    // a flat PNG of 8200×6200 (51 MP) is a few KB
    const png = await sharp({
      create: { width: 8_200, height: 6_200, channels: 3, background: '#e0a040' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const res = await upload(png, { filename: 'grande.png', type: 'image/png' });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json<ErrorAnswer>().error).toEqual({
      code: 'PHOTO_TOO_MANY_PIXELS',
      message: PHOTO_MESSAGES.tooManyPixels,
    });
  });

  it('makes one photo at a time: a few wait their turn, more are told to come back (503, Retry-After)', async () => {
    const jpeg = await (await pizzaPhoto()).jpeg({ quality: 90 }).toBuffer();
    const answers = await Promise.all(Array.from({ length: 8 }, () => upload(jpeg)));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(4);
    const busy = answers.filter((res) => res.statusCode !== 200);
    expect(busy.length).toBeGreaterThan(0);
    for (const res of busy) {
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('10');
      expect(res.json<ErrorAnswer>().error).toEqual({
        code: 'PHOTOS_BUSY',
        message: PHOTO_MESSAGES.busy,
      });
    }
  });

  it('refuses a photo over 10 MB with 413: declared too large before reading, or streamed past the limit', async () => {
    const before = productNamed(await readMenu(t), 'Calabresa').photo;
    const huge = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      randomBytes(PHOTO_MAX_BYTES),
    ]);
    const declared = await upload(huge);
    expect(declared.statusCode).toBe(413);
    expect(declared.json<ErrorAnswer>().error).toEqual({
      code: 'PHOTO_TOO_LARGE',
      message: PHOTO_MESSAGES.tooLarge,
    });

    // no Content-Length (chunked, as a stream arrives): busboy stops at the limit
    const body = multipartBody(Buffer.alloc(0));
    let sent = 0;
    async function* chunks() {
      yield body.head;
      yield Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
      const chunk = randomBytes(256 * 1024);
      while (sent <= PHOTO_MAX_BYTES) {
        sent += chunk.length;
        yield chunk;
      }
      yield body.tail;
    }
    const streamed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${productId}/photo`,
      headers: { cookie, [CSRF_HEADER]: '1', 'content-type': body.contentType },
      payload: Readable.from(chunks()),
    });
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json<ErrorAnswer>().error.code).toBe('PHOTO_TOO_LARGE');
    expect(productNamed(await readMenu(t), 'Calabresa').photo).toEqual(before);
  });

  it('needs an admin session and the CSRF header; no file or an unknown product is said plainly', async () => {
    const jpeg = await (await pizzaPhoto()).jpeg().toBuffer();
    const body = multipartBody(jpeg);
    const noSession = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${productId}/photo`,
      headers: { [CSRF_HEADER]: '1', 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(noSession.statusCode).toBe(401);
    const noCsrf = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${productId}/photo`,
      headers: { cookie, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(noCsrf.statusCode).toBe(403);
    const deleteWithoutSession = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/products/${productId}/photo`,
      headers: { [CSRF_HEADER]: '1' },
    });
    expect(deleteWithoutSession.statusCode).toBe(401);

    const unknown = await upload(jpeg, { id: 999_999 });
    expect(unknown.statusCode).toBe(404);
    const json = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${productId}/photo`,
      headers: { cookie, [CSRF_HEADER]: '1' },
      payload: { photo: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const empty = await upload(Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ErrorAnswer>().error.code).toBe('PHOTO_MISSING');
  });

  it('a multipart body cut short or with another boundary is a 400 with a code, never a 500', async () => {
    const jpeg = await (await pizzaPhoto()).jpeg().toBuffer();
    const body = multipartBody(jpeg);
    for (const [payload, contentType] of [
      [Buffer.concat([body.head, jpeg.subarray(0, 1000)]), body.contentType],
      [body.payload, 'multipart/form-data; boundary=another'],
      [
        Buffer.from('--x\r\nContent-Disposition: form-data\r\n\r\n'),
        'multipart/form-data; boundary=x',
      ],
    ] as const) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/products/${productId}/photo`,
        headers: { cookie, [CSRF_HEADER]: '1', 'content-type': contentType },
        payload,
      });
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(res.json<ErrorAnswer>().error.code).toMatch(/^[A-Z_]+$/);
    }
  });

  it('a photo change reaches open storefronts through the menu stream; deleting it brings the placeholder back', async () => {
    const stream = await openSse(`${baseUrl}/api/menu/events`);
    readers.push(stream);
    expect(stream.status).toBe(200);
    const mussarela = productNamed(await readMenu(t), 'Mussarela').id;
    const jpeg = await (await pizzaPhoto()).jpeg().toBuffer();
    const res = await upload(jpeg, { id: mussarela });
    expect(res.statusCode, res.body).toBe(200);
    await stream.next('menu');
    const photo = productNamed(await readMenu(t), 'Mussarela').photo;
    expect(photo).not.toBeNull();

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/products/${mussarela}/photo`,
      headers: { cookie, [CSRF_HEADER]: '1' },
    });
    expect(removed.statusCode).toBe(204);
    await stream.next('menu');
    expect(productNamed(await readMenu(t), 'Mussarela').photo).toBeNull();
    expect(await photoRows(mussarela)).toBe(0);
    const gone = await t.app.inject({ method: 'GET', url: photo?.fallback ?? '' });
    expect(gone.statusCode).toBe(404);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/products/${mussarela}/photo`,
      headers: { cookie, [CSRF_HEADER]: '1' },
    });
    expect(again.statusCode).toBe(404);
  });

  it('deleting the product deletes its photo', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: { cookie, [CSRF_HEADER]: '1' },
      payload: {
        name: 'Pizza de teste',
        description: 'Só para a foto.',
        categoryId: (
          await t.app.inject({ method: 'GET', url: '/api/admin/products', headers: { cookie } })
        ).json<{ categories: { id: number }[] }>().categories[0]?.id,
        priceCents: 4000,
        sizePrices: { normal: 4000, broto: 3000 },
        ingredients: [],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<AdminProduct>().id;
    const res = await upload(await (await pizzaPhoto()).jpeg().toBuffer(), { id });
    expect(res.statusCode).toBe(200);
    expect(await photoRows(id)).toBe(PHOTO_WIDTHS.length * 2);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/products/${id}`,
      headers: { cookie, [CSRF_HEADER]: '1' },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await photoRows(id)).toBe(0);
  });

  it('an unknown variant, hash or product is a 404', async () => {
    const photo = productNamed(await readMenu(t), 'Calabresa').photo;
    if (!photo) throw new Error('Calabresa has no photo');
    const good = photo.fallback;
    for (const url of [
      good.replace('480.webp', '123.webp'),
      good.replace('480.webp', '480.png'),
      good.replace(photo.hash, '0000000000000000'),
      good.replace(`/${productId}/`, '/999999/'),
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
