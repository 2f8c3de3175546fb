/**
 * The size a HEIF file (HEIC, AVIF) says its images have, read from its boxes (ISO/IEC 23008-12)
 * without decoding anything: `meta` → `pitm` names the primary item, `iprp` → `ipco` holds the
 * properties and `ipma` ties them to items; the `ispe` property is an image's width and height.
 * A bomb of a few KB claims a huge `ispe`: it is refused from here (decision 037).
 */

interface HeifSize {
  width: number;
  height: number;
}

export interface HeifSizes {
  /** The primary image's size; null when the file names none that can be read. */
  primary: HeifSize | null;
  /** Every `ispe` in the file (tiles, thumbnails, the primary): none may be past the limit. */
  all: HeifSize[];
}

interface Box {
  type: string;
  /** Where the box's content starts (after size, type and any 64-bit size). */
  start: number;
  end: number;
}

/** The boxes between `from` and `to`; stops at the first one that does not fit. */
function boxes(view: DataView, from: number, to: number): Box[] {
  const found: Box[] = [];
  let at = from;
  while (at + 8 <= to) {
    let size = view.getUint32(at);
    const type = String.fromCharCode(
      view.getUint8(at + 4),
      view.getUint8(at + 5),
      view.getUint8(at + 6),
      view.getUint8(at + 7),
    );
    let start = at + 8;
    if (size === 1) {
      if (at + 16 > to) break;
      const large = view.getBigUint64(at + 8);
      size = large > BigInt(to - at) ? Number.MAX_SAFE_INTEGER : Number(large);
      start = at + 16;
    } else if (size === 0) {
      size = to - at;
    }
    if (size < start - at || at + size > to) break;
    found.push({ type, start, end: at + size });
    at += size;
  }
  return found;
}

const child = (list: Box[], type: string) => list.find((box) => box.type === type);

/** Reads the sizes, or null when the bytes are no HEIF with a readable `meta`. */
export function readHeifSize(bytes: Uint8Array): HeifSizes | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const top = boxes(view, 0, bytes.byteLength);
  if (top[0]?.type !== 'ftyp') return null;
  const meta = child(top, 'meta');
  // meta is a full box: version and flags come first
  if (!meta || meta.start + 4 > meta.end) return null;
  const inMeta = boxes(view, meta.start + 4, meta.end);
  const iprp = child(inMeta, 'iprp');
  const inIprp = iprp ? boxes(view, iprp.start, iprp.end) : [];
  const ipco = child(inIprp, 'ipco');
  if (!ipco) return null;
  const properties = boxes(view, ipco.start, ipco.end);

  const all: HeifSize[] = [];
  const sizeOf = new Map<number, HeifSize>();
  properties.forEach((box, index) => {
    // ispe: version and flags, then width and height, 32 bits each
    if (box.type !== 'ispe' || box.start + 12 > box.end) return;
    const size = { width: view.getUint32(box.start + 4), height: view.getUint32(box.start + 8) };
    all.push(size);
    sizeOf.set(index + 1, size); // ipma counts properties from 1
  });

  const pitm = child(inMeta, 'pitm');
  const primaryId = pitm && readItemId(view, pitm);
  let primary: HeifSize | null = null;
  for (const ipma of inIprp.filter((box) => box.type === 'ipma')) {
    const index = propertiesOf(view, ipma, primaryId ?? -1).find((i) => sizeOf.has(i));
    if (index !== undefined) primary = sizeOf.get(index) ?? null;
  }
  return { primary, all };
}

function readItemId(view: DataView, pitm: Box): number | null {
  const version = view.getUint8(pitm.start);
  if (version === 0) return pitm.start + 6 <= pitm.end ? view.getUint16(pitm.start + 4) : null;
  return pitm.start + 8 <= pitm.end ? view.getUint32(pitm.start + 4) : null;
}

/** The property indexes `ipma` ties to item `itemId`. */
function propertiesOf(view: DataView, ipma: Box, itemId: number): number[] {
  const version = view.getUint8(ipma.start);
  const wideIndexes = (view.getUint8(ipma.start + 3) & 1) === 1;
  let at = ipma.start + 4;
  if (at + 4 > ipma.end) return [];
  const entries = view.getUint32(at);
  at += 4;
  for (let entry = 0; entry < entries; entry++) {
    const idBytes = version < 1 ? 2 : 4;
    if (at + idBytes + 1 > ipma.end) return [];
    const id = version < 1 ? view.getUint16(at) : view.getUint32(at);
    at += idBytes;
    const count = view.getUint8(at);
    at += 1;
    const indexBytes = wideIndexes ? 2 : 1;
    if (at + count * indexBytes > ipma.end) return [];
    const indexes: number[] = [];
    for (let n = 0; n < count; n++) {
      // the top bit says 'essential'; the rest is the index
      indexes.push(wideIndexes ? view.getUint16(at) & 0x7fff : view.getUint8(at) & 0x7f);
      at += indexBytes;
    }
    if (id === itemId) return indexes;
  }
  return [];
}
