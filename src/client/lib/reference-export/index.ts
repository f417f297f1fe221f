/** Entry point loaded on the first export click, so the formatters stay out of the first screen. */
export { formatAnswerMarkdown, type AnswerMarkdownInput } from './answer-as-markdown.ts';
export { formatBibtex } from './bibtex.ts';
export { downloadText } from './download-text.ts';
export { formatRis } from './ris.ts';
export { exportFileStem } from './export-file-stem.ts';
