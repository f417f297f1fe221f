import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../../contract/index.ts';
import { readValidUpload, validateUpload } from './validate-upload.ts';
import { UploadError } from './upload-problem.ts';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const file = (bytes: number[] | Uint8Array | string, name: string, type = ''): File =>
  new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type });

const INVALID = {
  title: 'Invalid file type',
  description: 'Please upload a PDF or image file (JPEG, PNG, GIF, WebP).',
};

describe('validateUpload', () => {
  it('accepts PDFs and the four image types by their bytes', async () => {
    expect(await validateUpload(file('%PDF-1.7\n...', 'report.pdf'))).toBeNull();
    expect(await validateUpload(file(PNG_HEAD, 'scan.png'))).toBeNull();
    expect(await validateUpload(file([0xff, 0xd8, 0xff, 0xe0], 'photo.JPG'))).toBeNull();
    expect(await validateUpload(file('GIF89a....', 'x.gif'))).toBeNull();
    expect(await validateUpload(file('RIFF\0\0\0\0WEBPVP8 ', 'x.webp'))).toBeNull();
  });

  it('goes by the bytes, not the name: text renamed .png is refused with SPEC text', async () => {
    expect(await validateUpload(file('just some notes', 'rash.png', 'image/png'))).toEqual(INVALID);
    // ...and a real PNG with an odd name is accepted.
    expect(await validateUpload(file(PNG_HEAD, 'picture.bin'))).toBeNull();
  });

  it('refuses Word documents with SPEC.md sentence, whatever is inside', async () => {
    const problem = await validateUpload(file('PK\x03\x04', 'results.docx'));
    expect(problem?.description).toBe(
      'DOCX/DOC files need to be converted to PDF or images first. Please upload a PDF or image file.',
    );
    expect((await validateUpload(file('%PDF-1.4', 'OLD.DOC')))?.description).toMatch(/^DOCX\/DOC/);
  });

  it('refuses files over 10 MB without reading them', async () => {
    const big = file(new Uint8Array(LIMITS.uploadMaxBytes + 1), 'big.png');
    expect(await validateUpload(big)).toEqual({
      title: 'File too large',
      description: 'Please upload a file smaller than 10MB.',
    });
    const exact = new Uint8Array(LIMITS.uploadMaxBytes);
    exact.set(PNG_HEAD);
    expect(await validateUpload(file(exact, 'limit.png'))).toBeNull();
  });

  it('refuses empty files', async () => {
    expect(await validateUpload(file('', 'empty.pdf'))).toEqual(INVALID);
  });

  it('takes a plain-text report only where allowed (the lab page)', async () => {
    const report = file('Glucose\t95\tmg/dL\t70-99\n', 'labs.txt', 'text/plain');
    expect(await validateUpload(report)).toEqual(INVALID);
    expect(await validateUpload(report, { allowText: true })).toBeNull();
    // Binary content is not text, whatever the name says.
    expect(await validateUpload(file([1, 2, 0, 3], 'labs.txt'), { allowText: true })).toEqual(
      INVALID,
    );
  });
});

describe('readValidUpload', () => {
  it('returns the bytes and the type they show', async () => {
    const { bytes, mediaType } = await readValidUpload(file(PNG_HEAD, 'a.png'));
    expect(mediaType).toBe('image/png');
    expect([...bytes]).toEqual(PNG_HEAD);
  });

  it('throws an UploadError carrying the same texts', async () => {
    const error = await readValidUpload(file('hello', 'a.png')).catch((caught) => caught);
    expect(error).toBeInstanceOf(UploadError);
    expect((error as UploadError).problem).toEqual(INVALID);
  });

  it("says 'Upload error' when the file cannot be read", async () => {
    const unreadable = file(PNG_HEAD, 'gone.png');
    unreadable.arrayBuffer = () => Promise.reject(new DOMException('gone', 'NotReadableError'));
    const error = (await readValidUpload(unreadable).catch((caught) => caught)) as UploadError;
    expect(error.problem).toEqual({
      title: 'Upload error',
      description: 'Failed to read/upload the file',
    });
  });
});
