/** SPEC.md section 5's upload sentences, and the server's own for what only it can find out. */
export const ATTACHMENT_REFUSALS = {
  wrongType: 'Please upload a PDF or image file (JPEG, PNG, GIF, WebP).',
  wordDocument:
    'DOCX/DOC files need to be converted to PDF or images first. Please upload a PDF or image file.',
  scannedPdf:
    'This PDF has no text layer (it is a scan). Upload it from the app, which sends its page images, or upload a photo of the report.',
  pagesNotPng: 'Each page image must be a PNG file.',
  notAnImage:
    'This image could not be read: the file is damaged, is not really a picture, or has too many pixels. Save it again as a JPEG or PNG (a phone photo is fine) and try again.',
  busy: 'The server is busy reading other files right now. Please try again in a few seconds.',
} as const;

/** An attachment the server will not use; the route answers 400 with this message. */
export class AttachmentRefusal extends Error {
  override readonly name = 'AttachmentRefusal';
}
