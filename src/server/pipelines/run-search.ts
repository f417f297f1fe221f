import type { SearchRequest, SearchType } from '../../contract/index.ts';
import type { PreparedAttachment } from '../attachments/prepared-attachment.ts';
import type { SearchStreamWriter } from '../stream/search-stream.ts';
import { runClinicalTrials } from './clinical-trials/run-clinical-trials.ts';
import { runDrugInteractions } from './drug-interactions/run-drug-interactions.ts';
import { runHealthInfo } from './health-info/run-health-info.ts';
import { runImageAnalysis } from './image-analysis/run-image-analysis.ts';
import { runLabReport } from './lab-report/run-lab-report.ts';
import type { PipelineDeps } from './pipeline-deps.ts';
import { runUsmlePreparation } from './usmle-preparation/run-usmle-preparation.ts';

type Pipeline = (
  request: SearchRequest,
  deps: PipelineDeps,
  writer: SearchStreamWriter,
  signal: AbortSignal,
  /** The checked attachment (lab-report and image-analysis); null for the other types. */
  attachment: PreparedAttachment | null,
) => Promise<void>;

/** One pipeline per search type; types without one are refused before a stream starts. */
const PIPELINES: Partial<Record<SearchType, Pipeline>> = {
  'health-info': runHealthInfo,
  'usmle-preparation': runUsmlePreparation,
  'drug-interactions': runDrugInteractions,
  'clinical-trials': runClinicalTrials,
  'lab-report': runLabReport,
  'image-analysis': runImageAnalysis,
};

export const AVAILABLE_SEARCH_TYPES = Object.keys(PIPELINES) as SearchType[];

export function pipelineFor(type: SearchType): Pipeline | undefined {
  return PIPELINES[type];
}
