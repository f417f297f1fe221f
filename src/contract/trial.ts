import { z } from 'zod';

/** The contract's Trial, after normalisation. */
export const trialSchema = z.object({
  nctId: z.string(),
  title: z.string(),
  conditions: z.array(z.string()),
  phase: z.string(),
  status: z.string(),
  eligibility: z.string(),
  summary: z.string(),
  locations: z.array(z.string()),
  url: z.string().optional(),
  contactInfo: z.string().optional(),
  /** Limits the registry states as data ('18 Years', 'FEMALE'), for pre-screening without a model. */
  minimumAge: z.string().optional(),
  maximumAge: z.string().optional(),
  sex: z.string().optional(),
  healthyVolunteers: z.boolean().optional(),
});
export type Trial = z.infer<typeof trialSchema>;

const pick = (raw: Record<string, unknown>, ...keys: string[]): unknown =>
  keys.map((key) => raw[key]).find((value) => value !== undefined && value !== null);

const toList = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  if (typeof value === 'string' && value.trim() !== '') return [value];
  return [];
};

const toText = (value: unknown, fallback = ''): string =>
  typeof value === 'string' ? value : fallback;

const optionalText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * Accepts every alternative field name of SPEC.md section 3 (nct_id, brief_title, overallStatus, ...)
 * and yields the one Trial shape, so no other module has to know the aliases.
 */
export const trialInputSchema = z
  .record(z.string(), z.unknown())
  .transform((raw): z.input<typeof trialSchema> => {
    const contact = pick(raw, 'contactInfo', 'contact_info');
    return {
      nctId: toText(pick(raw, 'nctId', 'nct_id')),
      title: toText(pick(raw, 'title', 'brief_title', 'briefTitle')),
      conditions: toList(pick(raw, 'conditions', 'condition')),
      phase: toText(pick(raw, 'phase'), 'Not specified'),
      status: toText(pick(raw, 'status', 'overall_status', 'overallStatus'), 'UNKNOWN'),
      eligibility: toText(pick(raw, 'eligibility', 'eligibility_criteria', 'eligibilityCriteria')),
      summary: toText(pick(raw, 'summary', 'brief_summary', 'briefSummary')),
      locations: toList(pick(raw, 'locations', 'location')),
      url: typeof raw.url === 'string' ? raw.url : undefined,
      contactInfo: typeof contact === 'string' && contact.trim() !== '' ? contact : undefined,
      minimumAge: optionalText(pick(raw, 'minimumAge', 'minimum_age')),
      maximumAge: optionalText(pick(raw, 'maximumAge', 'maximum_age')),
      sex: optionalText(pick(raw, 'sex', 'gender')),
      healthyVolunteers:
        typeof raw.healthyVolunteers === 'boolean' ? raw.healthyVolunteers : undefined,
    };
  })
  .pipe(trialSchema.extend({ nctId: z.string().min(1) }));
