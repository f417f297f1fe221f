import { z } from 'zod';

/** SPEC.md section 3, Lab extraction: a value's reading against its reference range. */
export const LAB_STATUSES = ['normal', 'high', 'low', 'abnormal'] as const;
export const labStatusSchema = z.enum(LAB_STATUSES);
export type LabStatus = z.infer<typeof labStatusSchema>;

/**
 * Where a row's status came from: the flag printed on the report, the printed reference range, or
 * neither (then the status is 'normal' only because nothing says otherwise, and the UI says so).
 */
export const LAB_STATUS_BASES = ['printed-flag', 'reference-range', 'none'] as const;
export const labStatusBasisSchema = z.enum(LAB_STATUS_BASES);
export type LabStatusBasis = z.infer<typeof labStatusBasisSchema>;

export const labTestResultSchema = z.object({
  testName: z.string().trim().min(1).max(200),
  /**
   * As printed ('5.5', '<0.5', 'Negative', '1'050'); never rounded or converted. A star printed
   * against it ('7.2*') is the laboratory's flag, shown as the status, not part of the value.
   */
  value: z.string().trim().max(60),
  unit: z.string().trim().max(60).default(''),
  referenceRange: z.string().trim().max(120).default(''),
  status: labStatusSchema,
  statusBasis: labStatusBasisSchema.optional(),
});
export type LabTestResult = z.infer<typeof labTestResultSchema>;

/** SPEC.md section 3's Lab extraction; what the vision model must return, validated. */
export const labExtractionSchema = z.object({
  testResults: z.array(labTestResultSchema).max(300),
  abnormalFindings: z.array(z.string().max(500)).max(100).default([]),
  keywords: z.array(z.string().max(120)).max(20).default([]),
  medicalSummary: z.string().max(10000).default(''),
  /** The document's content with personal identifiers replaced; later prompts use only this. */
  redactedContent: z.string().max(200000).default(''),
});
export type LabExtraction = z.infer<typeof labExtractionSchema>;

/**
 * How a table was read: from the PDF's own text (exact), by text recognition (OCR) on the reader's
 * device from a picture or a scanned page, or by the vision model from a picture.
 */
export const LAB_TABLE_SOURCES = ['text-layer', 'ocr', 'vision'] as const;
export const labTableSourceSchema = z.enum(LAB_TABLE_SOURCES);
export type LabTableSource = z.infer<typeof labTableSourceSchema>;
