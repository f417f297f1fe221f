import { describe, expect, it } from 'vitest';
import type { SearchRequestInput } from '../../src/contract/index.ts';
import { DRUG_NAMES_PROMPT_MARKER } from '../../src/server/pipelines/drug-interactions/extract-drug-names.ts';
import { INTERACTION_PROMPT_MARKER } from '../../src/server/pipelines/drug-interactions/interaction-instructions.ts';
import {
  LABEL_EXCERPTS_LABEL,
  NO_LABEL_TEXT,
} from '../../src/server/pipelines/drug-interactions/label-excerpts-answer.ts';
import { refusedUrl } from './closed-port.ts';
import { useFakeStack, type AppOptions } from './stack.ts';

const stack = useFakeStack();

const QUESTION = 'Can I take ibuprofen with lisinopril?';

const search = (body: Partial<SearchRequestInput>, options?: AppOptions) =>
  stack.search({ query: QUESTION, searchType: 'drug-interactions', ...body }, options);

const labelLookups = () =>
  stack.fakes.openFda.requests.map((request) => request.url.searchParams.get('search') ?? '');

describe('drug-interactions search with a model', () => {
  it('looks up each drug the model names, cites the label sections first and rates severity', async () => {
    const { response, text, references, result } = await search({});
    expect(response.statusCode).toBe(200);

    const extraction = stack.fakes.openai.requests.find((r) =>
      r.body.includes(DRUG_NAMES_PROMPT_MARKER),
    );
    expect(JSON.parse(extraction?.body ?? '{}').response_format?.type).toBe('json_schema');
    expect(labelLookups()).toHaveLength(2);
    expect(labelLookups().join(' ')).toMatch(/generic_name:"ibuprofen"/);
    expect(labelLookups().join(' ')).toMatch(/generic_name:"lisinopril"/);

    expect(references.slice(0, 2).map((ref) => ref.kind)).toEqual(['fda-label', 'fda-label']);
    expect(references[0]?.title).toMatch(/^Ibuprofen drug label: Drug Interactions/);
    expect(references[0]?.url).toMatch(
      /^https:\/\/dailymed\.nlm\.nih\.gov\/dailymed\/lookup\.cfm\?setid=/,
    );
    expect(references.slice(2).some((ref) => ref.kind === 'pubmed')).toBe(true);
    expect(references.map((ref) => ref.n)).toEqual(references.map((_, i) => i + 1));

    // The drug-interaction site search is Mayo Clinic only; MedlinePlus is not asked.
    const webQuery = JSON.parse(stack.fakes.firecrawl.requests[0]?.body ?? '{}') as {
      query?: string;
    };
    expect(webQuery.query).toMatch(/drug interactions site:mayoclinic\.org$/);
    expect(stack.fakes.medlinePlus.requests).toHaveLength(0);

    // PubMed gets the query with 'drug interactions' appended.
    const esearch = stack.fakes.eutils.requests.find((r) =>
      r.url.pathname.endsWith('esearch.fcgi'),
    );
    expect(esearch?.url.searchParams.get('term')).toMatch(/drug interactions$/);

    // The label excerpts reach the prompt: the sentences naming the other drug's class.
    const answerCall = stack.fakes.openai.requests.find((r) =>
      r.body.includes(INTERACTION_PROMPT_MARKER),
    );
    expect(answerCall?.body).toContain('severity: moderate');
    expect(answerCall?.body).toContain('Substances found in the question: ibuprofen, lisinopril.');
    expect(answerCall?.body).toMatch(/co-administration of NSAIDs/);

    expect(text).toContain('**Ibuprofen + Lisinopril** — severity: moderate —');
    expect(text).toMatch(/\[1, 2\]/);
    expect(result?.searchType).toBe('drug-interactions');
    expect(result?.sources.label).toMatch(/^FDA drug labels, PubMed/);
    expect(result?.references[0]).toMatch(/dailymed/);
  });

  it('suggests follow-up questions about the medicines, asked for in a prompt that names them', async () => {
    const { followUps } = await search({});
    expect(followUps).toHaveLength(3);
    const asked = stack.fakes.openai.requests.find((request) =>
      request.body.includes('Task: suggest follow-up questions.'),
    );
    expect(asked?.body).toContain('What should I ask my pharmacist?');
  });

  it('quotes the labels under one line on why when the model fails before its answer', async () => {
    stack.fakes.openai.behave({ kind: 'status', status: 503 });
    const { text, errors, result, followUps } = await search({});
    expect(errors).toEqual([]);
    expect(text).toMatch(
      /^_The AI model service answered with an error \(HTTP 503\)\. Shown instead: /,
    );
    expect(text).toContain(LABEL_EXCERPTS_LABEL);
    expect(result?.answerMode).toBe('evidence-excerpts');
    // The chips would ask the failing model again.
    expect(followUps).toEqual([]);
  });

  it('says no evidence could be retrieved, and asks no model, when every source is down', async () => {
    const dead = await refusedUrl();
    const { text, errors, result } = await search(
      {},
      { env: { OPENFDA_URL: dead, NCBI_EUTILS_URL: dead, FIRECRAWL_API_URL: dead } },
    );
    expect(errors).toEqual([]);
    // Refused by every source: the answer says the server has no network, not "try later".
    expect(text).toMatch(/^\*\*No source could be reached: .*so nothing could be looked up/);
    expect(
      stack.fakes.openai.requests.filter((request) =>
        request.body.includes(INTERACTION_PROMPT_MARKER),
      ),
    ).toEqual([]);
    expect(result?.answerMode).toBe('evidence-excerpts');
  });

  it('a drug without a label is no error: the answer goes on with the labels and studies found', async () => {
    const { response, references, text } = await search({
      query: 'Can I take ibuprofen with metformin?',
    });
    expect(response.statusCode).toBe(200);
    expect(references.filter((ref) => ref.kind === 'fda-label')).toHaveLength(1);
    expect(text).toContain('**Ibuprofen + Metformin** — severity: mild');
  });

  it('a failing openFDA leaves the label references out and still answers', async () => {
    stack.fakes.openFda.behave({ kind: 'status', status: 500 });
    const { references, result } = await search({}, { env: { UPSTREAM_RETRY_BASE_MS: '1' } });
    expect(references.some((ref) => ref.kind === 'fda-label')).toBe(false);
    expect(result?.summary.length).toBeGreaterThan(0);
  });

  it('falls back to the dictionary-free guess when the extraction call fails', async () => {
    stack.fakes.openai.behave({ kind: 'status', status: 400, times: 1 });
    const { references } = await search({});
    expect(labelLookups()).toHaveLength(2);
    expect(references.filter((ref) => ref.kind === 'fda-label')).toHaveLength(2);
  });
});

describe('drug-interactions search without a model', () => {
  it('answers with the label excerpts, labelled as such, citing each label', async () => {
    const { text, references, result } = await search({}, { model: false });
    expect(text.startsWith(LABEL_EXCERPTS_LABEL)).toBe(true);
    expect(text).toContain('### Ibuprofen label [1]');
    expect(text).toContain('**Drug Interactions**');
    expect(text).toMatch(/NSAIDs may diminish the antihypertensive effect[^\n]*\[1\]/);
    expect(text).toMatch(/co-administration of NSAIDs[^\n]*\[2\]/);
    expect(text).not.toMatch(/severity:/i);
    expect(references.slice(0, 2).map((ref) => ref.kind)).toEqual(['fda-label', 'fda-label']);
    expect(result?.answerMode).toBe('evidence-excerpts');
  });

  it('says so when no label is found for the names guessed', async () => {
    const { text } = await search(
      { query: 'Is grapefruit juice a problem with my pills?' },
      {
        model: false,
      },
    );
    expect(text.startsWith(NO_LABEL_TEXT)).toBe(true);
  });
});
