/**
 * A WebM container made in memory (EBML header, Segment with Info and one Opus audio track), with
 * or without the Segment's Duration: MediaRecorder leaves it out, a muxer that finishes the file
 * writes it. It carries no audio frames; what matters to the server is the container's length.
 */
function vint(size: number): number[] {
  if (size < 0x7f) return [0x80 | size];
  if (size < 0x3fff) return [0x40 | (size >> 8), size & 0xff];
  return [0x10 | (size >>> 24), (size >> 16) & 0xff, (size >> 8) & 0xff, size & 0xff];
}

function element(id: number[], data: Buffer | number[]): Buffer {
  const body = Buffer.from(data);
  return Buffer.concat([Buffer.from(id), Buffer.from(vint(body.length)), body]);
}

const uint = (id: number[], value: number) => element(id, [value]);
const text = (id: number[], value: string) => element(id, Buffer.from(value, 'latin1'));
const float = (id: number[], value: number) => {
  const bytes = Buffer.alloc(8);
  bytes.writeDoubleBE(value);
  return element(id, bytes);
};

/** A WebM whose Segment says it lasts `seconds`; without them, no Duration at all. */
export function webmContainer(seconds?: number): Buffer {
  const header = element(
    [0x1a, 0x45, 0xdf, 0xa3],
    Buffer.concat([
      uint([0x42, 0x86], 1),
      uint([0x42, 0xf7], 1),
      uint([0x42, 0xf2], 4),
      uint([0x42, 0xf3], 8),
      text([0x42, 0x82], 'webm'),
      uint([0x42, 0x87], 4),
      uint([0x42, 0x85], 2),
    ]),
  );
  const info = element(
    [0x15, 0x49, 0xa9, 0x66],
    Buffer.concat([
      element([0x2a, 0xd7, 0xb1], [0x0f, 0x42, 0x40]), // TimecodeScale: 1 ms
      ...(seconds === undefined ? [] : [float([0x44, 0x89], seconds * 1000)]),
      text([0x4d, 0x80], 'nova-test'),
      text([0x57, 0x41], 'nova-test'),
    ]),
  );
  const track = element(
    [0xae],
    Buffer.concat([
      uint([0xd7], 1),
      uint([0x73, 0xc5], 1),
      uint([0x83], 2), // audio
      text([0x86], 'A_OPUS'),
      element([0xe1], Buffer.concat([float([0xb5], 48000), uint([0x9f], 1)])),
    ]),
  );
  const tracks = element([0x16, 0x54, 0xae, 0x6b], track);
  const segment = element([0x18, 0x53, 0x80, 0x67], Buffer.concat([info, tracks]));
  return Buffer.concat([header, segment]);
}
