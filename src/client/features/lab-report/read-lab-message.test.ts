import { describe, expect, it } from 'vitest';
import { readLabMessage } from './read-lab-message.ts';

const PDF_BASE64 = btoa('%PDF-1.4 a lab report');

describe('readLabMessage', () => {
  it('turns base64 fileData into a file named as posted', async () => {
    const message = readLabMessage({ fileName: 'report.pdf', fileData: PDF_BASE64 });
    expect(message.kind).toBe('file');
    if (message.kind !== 'file') return;
    expect(message.file.name).toBe('report.pdf');
    expect(message.file.type).toBe('application/pdf');
    expect(await message.file.text()).toBe('%PDF-1.4 a lab report');
  });

  it('takes the type from a data: URL, else from a type field, else from the name', () => {
    const fromUrl = readLabMessage({
      fileName: 'scan',
      fileData: `data:image/png;base64,${btoa('png bytes')}`,
    });
    expect(fromUrl.kind === 'file' && fromUrl.file.type).toBe('image/png');
    const fromField = readLabMessage({ fileName: 'scan', fileData: btoa('x'), type: 'image/jpeg' });
    expect(fromField.kind === 'file' && fromField.file.type).toBe('image/jpeg');
    const fromName = readLabMessage({ fileName: 'labs.txt', fileData: btoa('Glucose 90') });
    expect(fromName.kind === 'file' && fromName.file.type).toBe('text/plain');
  });

  it('calls a message without a file name or file data invalid', () => {
    for (const data of [
      null,
      'report.pdf',
      {},
      { fileName: 'report.pdf' },
      { fileData: PDF_BASE64 },
      { fileName: '  ', fileData: PDF_BASE64 },
      { fileName: 'report.pdf', fileData: '' },
      { fileName: 'report.pdf', fileData: 'not base64 at all!' },
      { fileName: 'report.pdf', fileData: 42 },
    ]) {
      expect(readLabMessage(data)).toEqual({ kind: 'invalid' });
    }
  });

  it('leaves other kinds of messages alone', () => {
    expect(readLabMessage({ type: 'open-voice-mode' })).toEqual({ kind: 'other' });
  });
});
