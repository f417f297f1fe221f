/*
 * Runs on both sides (decision 016): the server passes zlib, the browser DecompressionStream.
 *
 * A PDF of a few hundred kilobytes can inflate into gigabytes: a content stream of text
 * operators, an "embedded font" of zeros. pdf.js decodes every stream it reads into memory outside
 * the JavaScript heap, where a worker's heap cap does not reach. So before pdf.js sees a file, each
 * stream it would decode (everything but images, which reading text never decodes) is decoded here
 * with a cap on its output, and the file is refused once one stream or all of them together would
 * be larger than a lab report ever is. Decision 016 has the numbers.
 */

export interface StreamBudget {
  /** Largest decoded stream (a content stream, a font, a CMap). */
  maxStreamBytes: number;
  /** All decoded streams together. */
  maxTotalBytes: number;
}

/** What a lab report never needs more than: the defaults on both sides (decision 016). */
export const PDF_STREAM_BUDGET: StreamBudget = {
  maxStreamBytes: 24 * 1024 * 1024,
  maxTotalBytes: 64 * 1024 * 1024,
};

/** Why a file was refused: which limit, for the trace; the user sees one plain sentence. */
export class StreamBudgetExceeded extends Error {
  override readonly name = 'StreamBudgetExceeded';
}

/**
 * Inflates zlib data, returning at most `cap + 1` bytes (more means "over the cap"); data that is
 * not zlib at all inflates to nothing, as pdf.js treats it.
 */
export type CappedInflate = (data: Uint8Array, cap: number) => Promise<Uint8Array>;

const latin1 = new TextDecoder('latin1');
const bytesOf = (text: string): Uint8Array => Uint8Array.from(text, (char) => char.charCodeAt(0));
const STREAM = bytesOf('stream');
const END_STREAM = bytesOf('endstream');
const OBJ = bytesOf('obj');

/** First index of `needle` in `hay` at or after `from`, or -1 (native search on its first byte). */
function indexOfBytes(hay: Uint8Array, needle: Uint8Array, from: number): number {
  const first = needle[0] ?? 0;
  for (let at = hay.indexOf(first, from); at >= 0; at = hay.indexOf(first, at + 1)) {
    let matched = true;
    for (let offset = 1; offset < needle.length; offset++) {
      if (hay[at + offset] !== needle[offset]) {
        matched = false;
        break;
      }
    }
    if (matched) return at;
  }
  return -1;
}

/** Last index of `needle` starting before `end` and not before `start`, or -1. */
function lastIndexOfBytes(hay: Uint8Array, needle: Uint8Array, start: number, end: number): number {
  // Searched in the window only: lastIndexOf on the whole file would run back to its start.
  const window = hay.subarray(start, end);
  const first = needle[0] ?? 0;
  let at = window.lastIndexOf(first, window.length - needle.length);
  while (at >= 0) {
    if (needle.every((byte, offset) => window[at + offset] === byte)) return start + at;
    if (at === 0) break;
    at = window.lastIndexOf(first, at - 1);
  }
  return -1;
}

/** How far back from `stream` its dictionary may start (real dictionaries are far shorter). */
const DICTIONARY_LOOKBACK = 4096;

type Filter =
  'flate' | 'lzw' | 'run-length' | 'ascii-hex' | 'ascii-85' | 'crypt' | 'image' | 'other';

const FILTER_NAMES: Record<string, Filter> = {
  FlateDecode: 'flate',
  Fl: 'flate',
  LZWDecode: 'lzw',
  LZW: 'lzw',
  RunLengthDecode: 'run-length',
  RL: 'run-length',
  ASCIIHexDecode: 'ascii-hex',
  AHx: 'ascii-hex',
  ASCII85Decode: 'ascii-85',
  A85: 'ascii-85',
  Crypt: 'crypt',
  DCTDecode: 'image',
  DCT: 'image',
  JPXDecode: 'image',
  JBIG2Decode: 'image',
  CCITTFaxDecode: 'image',
  CCF: 'image',
};

function filtersOf(dictionary: string): Filter[] {
  const at = dictionary.indexOf('/Filter');
  if (at < 0) return [];
  const rest = dictionary.slice(at + 7, at + 7 + 200).trimStart();
  const list = rest.startsWith('[') ? rest.slice(1, rest.indexOf(']')) : rest;
  const names = list.match(/\/[A-Za-z0-9]+/g) ?? [];
  const filters = names.map((name) => FILTER_NAMES[name.slice(1)] ?? 'other');
  return rest.startsWith('[') ? filters : filters.slice(0, 1);
}

/** LZW as PDF uses it (early change), stopping once `cap` bytes are out. */
function lzwCapped(data: Uint8Array, cap: number): number {
  const lengths = new Int32Array(4096);
  let next = 258;
  let width = 9;
  let previous = -1;
  let bits = 0;
  let buffer = 0;
  let out = 0;
  for (let index = 0; index < data.length; index++) {
    buffer = (buffer << 8) | (data[index] ?? 0);
    bits += 8;
    while (bits >= width) {
      const code = (buffer >>> (bits - width)) & ((1 << width) - 1);
      bits -= width;
      if (code === 256) {
        next = 258;
        width = 9;
        previous = -1;
        continue;
      }
      if (code === 257) return out;
      // A code past the table is damage: pdf.js stops there too.
      if (code > next || (code === next && previous < 0)) return out;
      const previousLength = previous < 256 ? 1 : (lengths[previous] ?? 0);
      const length = code < 256 ? 1 : code < next ? (lengths[code] ?? 0) : previousLength + 1;
      out += length;
      if (out > cap) return out;
      if (previous >= 0 && next < 4096) {
        lengths[next] = previousLength + 1;
        next++;
      }
      previous = code;
      if (next + 1 >= 1 << width && width < 12) width++;
    }
  }
  return out;
}

function runLengthCapped(data: Uint8Array, cap: number): number {
  let out = 0;
  let index = 0;
  while (index < data.length && out <= cap) {
    const length = data[index] ?? 128;
    if (length === 128) break;
    if (length < 128) {
      out += length + 1;
      index += length + 2;
    } else {
      out += 257 - length;
      index += 2;
    }
  }
  return out;
}

function asciiHex(data: Uint8Array): Uint8Array {
  const text = latin1.decode(data);
  const end = text.indexOf('>');
  const digits = (end >= 0 ? text.slice(0, end) : text).replace(/[^0-9a-fA-F]/g, '');
  const out = new Uint8Array(Math.ceil(digits.length / 2));
  for (let index = 0; index < out.length; index++) {
    out[index] = Number.parseInt(digits.slice(index * 2, index * 2 + 2).padEnd(2, '0'), 16);
  }
  return out;
}

function ascii85(data: Uint8Array): Uint8Array {
  const text = latin1.decode(data).replace(/\s/g, '');
  const end = text.indexOf('~>');
  const body = end >= 0 ? text.slice(0, end) : text;
  const bytes: number[] = [];
  let group: number[] = [];
  const flush = (count: number): void => {
    while (group.length < 5) group.push(84);
    let value = 0;
    for (const digit of group) value = value * 85 + digit;
    for (let shift = 3; shift >= 4 - count; shift--) bytes.push((value >>> (shift * 8)) & 0xff);
    group = [];
  };
  for (const char of body) {
    if (char === 'z' && group.length === 0) {
      bytes.push(0, 0, 0, 0);
      continue;
    }
    const digit = char.charCodeAt(0) - 33;
    if (digit < 0 || digit > 84) continue;
    group.push(digit);
    if (group.length === 5) flush(4);
  }
  if (group.length > 1) flush(group.length - 1);
  return Uint8Array.from(bytes);
}

/** Decoded size of one stream through its filter chain, stopping past `cap`. */
async function decodedSize(
  data: Uint8Array,
  filters: Filter[],
  cap: number,
  inflate: CappedInflate,
): Promise<number> {
  let current = data;
  for (const [position, filter] of filters.entries()) {
    const last = position === filters.length - 1;
    switch (filter) {
      case 'flate':
        current = await inflate(current, cap);
        break;
      case 'ascii-hex':
        current = asciiHex(current);
        break;
      case 'ascii-85':
        current = ascii85(current);
        break;
      case 'lzw':
      case 'run-length': {
        // These two only count: a chain that decodes further after them is not worth allowing.
        const size = filter === 'lzw' ? lzwCapped(current, cap) : runLengthCapped(current, cap);
        if (!last) throw new StreamBudgetExceeded(`${filter} inside a filter chain`);
        return size;
      }
      case 'image':
        // Image codecs on something that is not an image: nothing a lab report needs.
        throw new StreamBudgetExceeded('an image filter on a non-image stream');
      default:
        // Encrypted or unknown: not measurable here. The pool's memory watch covers what pdf.js
        // then decodes (document-pool.ts).
        return current.length;
    }
    if (current.length > cap) return current.length;
  }
  return current.length;
}

/**
 * Throws StreamBudgetExceeded when a stream pdf.js would decode for its text is larger than the
 * budget allows. Linear in the file's size; each stream's decoding stops at the cap.
 */
export async function checkPdfStreams(
  file: Uint8Array,
  budget: StreamBudget,
  inflate: CappedInflate,
): Promise<void> {
  let total = 0;
  let from = 0;
  // Where the last stream's data ended: a dictionary is looked for after it, so every byte of the
  // file is read as dictionary text at most once, however many streams it holds.
  let previousStop = 0;
  for (;;) {
    const at = indexOfBytes(file, STREAM, from);
    if (at < 0) return;
    from = at + STREAM.length;
    // 'endstream' contains 'stream'; a stream starts at 'stream' followed by an end of line.
    if (at >= 3 && file[at - 3] === 0x65 && file[at - 2] === 0x6e && file[at - 1] === 0x64)
      continue;
    let start = from;
    if (file[start] === 0x0d) start++;
    if (file[start] !== 0x0a && file[start - 1] !== 0x0d) continue;
    if (file[start] === 0x0a) start++;
    const end = indexOfBytes(file, END_STREAM, start);
    let stop = end < 0 ? file.length : end;
    from = stop;
    // The end of line before 'endstream' is not data (a strict inflater calls it junk).
    if (file[stop - 1] === 0x0a) stop--;
    if (file[stop - 1] === 0x0d) stop--;
    stop = Math.max(start, stop);

    const windowStart = Math.max(previousStop, at - DICTIONARY_LOOKBACK, 0);
    previousStop = stop;
    const objAt = lastIndexOfBytes(file, OBJ, windowStart, at);
    const dictionaryStart = objAt >= 0 ? objAt : Math.max(windowStart, at - 256);
    const dictionary = latin1.decode(file.subarray(dictionaryStart, at));
    // Reading text never decodes images (pdf.js skips image XObjects); rendering is the browser's.
    if (/\/Subtype\s*\/Image\b/.test(dictionary)) continue;

    const remaining = budget.maxTotalBytes - total;
    const cap = Math.min(budget.maxStreamBytes, remaining);
    const filters = filtersOf(dictionary);
    // Unfiltered data is its own size: no decoding, no await (a file of many tiny streams).
    const size =
      filters.length === 0
        ? stop - start
        : await decodedSize(file.subarray(start, stop), filters, cap, inflate);
    if (size > budget.maxStreamBytes) {
      throw new StreamBudgetExceeded(
        `a stream decodes to more than ${budget.maxStreamBytes} bytes`,
      );
    }
    total += size;
    if (total > budget.maxTotalBytes) {
      throw new StreamBudgetExceeded(`streams decode to more than ${budget.maxTotalBytes} bytes`);
    }
  }
}
