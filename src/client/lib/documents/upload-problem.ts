import { i18next } from '../i18n.ts';

/** What the visitor is told when a file cannot be used: a toast title and its sentence. */
export interface UploadProblem {
  title: string;
  description: string;
}

/** A file that cannot be used, with what to tell the visitor (SPEC.md sections 5 and 8). */
export class UploadError extends Error {
  readonly problem: UploadProblem;
  constructor(problem: UploadProblem, options?: { cause?: unknown }) {
    super(problem.description, options);
    this.name = 'UploadError';
    this.problem = problem;
  }
}

const t = i18next.t;

/** SPEC.md's upload texts, looked up when needed so they follow the interface language. */
export const uploadProblems = {
  invalidType: (): UploadProblem => ({
    title: t('upload.errors.invalidType.title'),
    description: t('upload.errors.invalidType.description'),
  }),
  tooLarge: (): UploadProblem => ({
    title: t('upload.errors.tooLarge.title'),
    description: t('upload.errors.tooLarge.description'),
  }),
  wordDocument: (): UploadProblem => ({
    title: t('upload.errors.wordDocument.title'),
    description: t('upload.errors.wordDocument.description'),
  }),
  pdf: (): UploadProblem => ({
    title: t('upload.errors.pdf.title'),
    description: t('upload.errors.pdf.description'),
  }),
  /** The sentence comes from the PDF reader, which knows why the file is locked. */
  pdfPassword: (sentence: string): UploadProblem => ({
    title: t('upload.errors.pdfPassword.title'),
    description: sentence,
  }),
  image: (): UploadProblem => ({
    title: t('upload.errors.image.title'),
    description: t('upload.errors.image.description'),
  }),
  read: (): UploadProblem => ({
    title: t('upload.errors.read.title'),
    description: t('upload.errors.read.description'),
  }),
} as const;

export const isAbortError = (error: unknown): boolean =>
  error instanceof Error && error.name === 'AbortError';
