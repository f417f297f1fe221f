/** Saves text as a file through a temporary object URL, released as soon as the download starts. */
export function downloadText(fileName: string, text: string, mimeType: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${mimeType};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; revoking on the next task frees it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
