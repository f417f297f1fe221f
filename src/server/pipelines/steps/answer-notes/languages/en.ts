import type { AnswerNotes } from '../answer-note-types.ts';

export const en: AnswerNotes = {
  excerptsLead:
    '> **Evidence excerpts** — verbatim passages from the sources below, chosen by relevance to your question. Not an AI-written summary.',
  noPassageMatch:
    '_No passage mentions your search terms directly; the main statements of the sources are shown instead._',
  groupHeadings: {
    research: '### From research articles',
    healthPages: '### From health information pages',
    other: '### From other sources',
  },
  noEvidence:
    '**No sources were found for this question.** Nothing could be retrieved from PubMed or the trusted health sites, so there is nothing to quote. Try rephrasing it: use the medical name of the condition or medicine, fewer words, or English terms.',
  noQuotable:
    '**The sources below were found, but none has text that can be quoted here** (for example, articles without an abstract). Open them from the reference list to read them.',
  labelExcerptsLead:
    '> **FDA label excerpts** — verbatim passages from the official drug labels of the medicines in your question. Not an AI-written summary and not a severity rating: ask a pharmacist or doctor how they apply to you.',
  noLabel:
    '_No FDA drug label was found for the medicines named in the question. Use the generic name of each medicine (for example ibuprofen rather than a brand name)._',
  labelHeading: '{name} label',
  trialListingHeading: '## Matching clinical trials',
  // Word for word as it has always been streamed, agreement slip included: English stays byte-identical.
  trialListingOne:
    'The trial below best match your question, as listed in the ClinicalTrials.gov registry.',
  trialListingMany:
    'The {count} trials below best match your question, as listed in the ClinicalTrials.gov registry.',
  trialFacts: { status: 'Status', phase: 'Phase', conditions: 'Conditions' },
  sourceNames: {
    pubmed: 'PubMed',
    medlineplus: 'MedlinePlus',
    web: 'the trusted health sites',
    openfda: 'the FDA drug labels',
  },
  listSeparator: ', ',
  listLastSeparator: ' and ',
  unreachableOne:
    '{sources} could not be reached just now, so this answer is built without it. Your question is fine: try again in a few minutes for the full set of sources.',
  unreachableMany:
    '{sources} could not be reached just now, so this answer is built without them. Your question is fine: try again in a few minutes for the full set of sources.',
  offlineNotice:
    'No source could be reached: this server seems to have no internet connection or DNS right now, so this answer is built without {sources}. Your question is fine: ask again once the connection is back.',
  nothingReached:
    '**{sources} could not be reached just now**, and nothing else was found to quote. Your question is fine: please try again in a few minutes.',
  nothingReachedOffline:
    '**No source could be reached: this server seems to have no internet connection or DNS right now**, so nothing could be looked up. Your question is fine: please ask again once the connection is back.',
  modelCauses: {
    network: 'The AI model service could not be reached. Your question is fine.',
    timeout: 'The AI model service did not answer in time. Your question is fine.',
    interrupted: 'The AI model service stopped in the middle of its answer.',
    unreadable: 'The AI model service sent an answer that could not be read.',
    overLimit: 'The AI model service is over its request limit right now ({said}).',
    refused: "The AI model service refused this server's credentials ({said}).",
    httpError: 'The AI model service answered with an error ({said}).',
    unknown: 'The AI model service could not write an answer.',
  },
  shownInstead: 'Shown instead: what the sources themselves say, without an AI summary.',
  sentenceGap: ' ',
};
