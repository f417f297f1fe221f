import { z } from 'zod';

/**
 * The part of a ClinicalTrials.gov API v2 `/studies` page this app reads. Every module is
 * optional: the registry leaves out modules a study lacks (no phases for observational studies,
 * no contacts module at all) and the `fields=` selection trims the rest.
 */
const locationSchema = z.looseObject({
  facility: z.string().optional(),
  city: z.string().optional(),
  state: z.string().optional(),
  country: z.string().optional(),
});

const centralContactSchema = z.looseObject({
  name: z.string().optional(),
  phone: z.string().optional(),
  email: z.string().optional(),
});

export const upstreamStudySchema = z.looseObject({
  protocolSection: z.looseObject({
    identificationModule: z.looseObject({
      nctId: z.string(),
      briefTitle: z.string().optional(),
      officialTitle: z.string().optional(),
    }),
    statusModule: z.looseObject({ overallStatus: z.string().optional() }).optional(),
    designModule: z.looseObject({ phases: z.array(z.string()).optional() }).optional(),
    conditionsModule: z.looseObject({ conditions: z.array(z.string()).optional() }).optional(),
    descriptionModule: z.looseObject({ briefSummary: z.string().optional() }).optional(),
    eligibilityModule: z
      .looseObject({
        eligibilityCriteria: z.string().optional(),
        minimumAge: z.string().optional(),
        maximumAge: z.string().optional(),
        sex: z.string().optional(),
        healthyVolunteers: z.boolean().optional(),
      })
      .optional(),
    contactsLocationsModule: z
      .looseObject({
        centralContacts: z.array(centralContactSchema).optional(),
        locations: z.array(locationSchema).optional(),
      })
      .optional(),
  }),
});
export type UpstreamStudy = z.infer<typeof upstreamStudySchema>;

export const upstreamStudiesPageSchema = z.looseObject({
  studies: z.array(z.unknown()).default([]),
  totalCount: z.number().optional(),
  nextPageToken: z.string().optional(),
});

/** The `fields=` selection: only what the mapping reads. */
export const STUDY_FIELDS = [
  'NCTId',
  'BriefTitle',
  'OverallStatus',
  'Phase',
  'Condition',
  'BriefSummary',
  'EligibilityCriteria',
  'MinimumAge',
  'MaximumAge',
  'Sex',
  'HealthyVolunteers',
  'LocationFacility',
  'LocationCity',
  'LocationState',
  'LocationCountry',
  'CentralContactName',
  'CentralContactPhone',
  'CentralContactEMail',
] as const;
