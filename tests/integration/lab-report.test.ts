import { describe, expect, it } from 'vitest';
import { searchDataSchemas } from '../../src/contract/index.ts';
import { researchKeywords } from '../../src/shared/lab/summarise-lab-table.ts';
import { LAB_EXTRACTION_PROMPT_MARKER } from '../../src/server/pipelines/lab-report/lab-extraction-prompt.ts';
import { LAB_ANALYSIS_PROMPT_MARKER } from '../../src/server/pipelines/lab-report/lab-analysis-prompt.ts';
import { LAB_TEXTS } from '../../src/server/pipelines/lab-report/lab-texts.ts';
import { LAB_READING_LABEL } from '../../src/server/pipelines/lab-report/plain-lab-reading.ts';
import { LAB_READING_TEXTS } from '../../src/server/pipelines/lab-report/reading-texts/lab-reading-texts.ts';
import { ANSWER_NOTES } from '../../src/server/pipelines/steps/answer-notes/answer-notes.ts';
import { EVIDENCE_EXCERPTS_LABEL } from '../../src/server/pipelines/steps/evidence-answer/build-evidence-answer.ts';
import {
  FAKE_LAB_EXTRACTION,
  FAKE_LAB_PATIENT,
  FAKE_VISION_TRIGGERS,
} from '../fixtures/openai/vision-replies.ts';
import { labDocument, PNG_BASE64 } from './lab-inputs.ts';
import { useFakeStack, type AppOptions } from './stack.ts';

const stack = useFakeStack();
const QUESTION = 'What do my lab results mean?';

const labSearch = (body: Parameters<typeof stack.search>[0], options?: AppOptions) =>
  stack.search({ query: QUESTION, searchType: 'lab-report', ...body }, options);

const openaiBodies = (marker: string) =>
  stack.fakes.openai.requests.filter((r) => r.body.includes(marker)).map((r) => r.body);
const pubmedTerms = () =>
  stack.fakes.eutils.requests
    .filter((r) => r.url.pathname.endsWith('esearch.fcgi'))
    .map((r) => r.url.searchParams.get('term'));

describe('lab-report search, table from the text layer', () => {
  it('shows the exact table before the analysis, researches its findings and cites them', async () => {
    const document = labDocument();
    const out = await labSearch({ labDocument: document });
    expect(out.status).toBe(200);
    expect(out.errors).toEqual([]);

    expect(out.lab).toMatchObject({
      fileName: 'kidney-panel.pdf',
      source: 'text-layer',
      pageCount: 1,
    });
    expect(out.lab?.extraction.testResults).toEqual(document.tests);
    expect(out.lab?.extraction.testResults.map((t) => t.status)).toEqual([
      'normal',
      'low',
      'high',
      'normal',
      'high',
    ]);
    // The table is on screen before any reference or answer text.
    const order = out.chunks.map((c) => c.type);
    expect(order.indexOf('data-lab')).toBeLessThan(order.indexOf('data-references'));
    expect(order.indexOf('data-lab')).toBeLessThan(order.indexOf('text-delta'));

    // Research on the report's findings, medical terms only.
    const keywords = researchKeywords(document.tests, 3);
    expect(keywords.length).toBeGreaterThan(0);
    expect(new Set(pubmedTerms())).toEqual(new Set(keywords));
    expect(stack.fakes.firecrawl.requests).toHaveLength(0);

    // No vision call: the table came from the document. The analysis prompt carries the table.
    expect(openaiBodies(LAB_EXTRACTION_PROMPT_MARKER)).toHaveLength(0);
    const [analysis] = openaiBodies(LAB_ANALYSIS_PROMPT_MARKER);
    expect(analysis).toContain('Creatinine | 0.57 | mg/dL | 0.59-1.04 | low');
    expect(analysis).toContain('Uric Acid | 6.17 | mg/dL | 2.6-6.0 | high');
    expect(JSON.parse(analysis ?? '{}')).toMatchObject({ max_tokens: 6000, stream: true });

    expect(out.text).toMatch(/^## /);
    expect(out.result).toMatchObject({
      searchType: 'lab-report',
      answerMode: 'ai-summary',
      summary: out.text,
    });
    expect(out.followUps).toHaveLength(3);
  });

  it('without a model reads every value against its range, labelled as not AI-written', async () => {
    const out = await labSearch(
      { labDocument: labDocument(), medicalKnowledgeLevel: 'some-medical-knowledge' },
      { model: false },
    );
    expect(out.errors).toEqual([]);
    expect(out.lab?.extraction.testResults).toEqual(labDocument().tests);
    expect(out.text.startsWith(LAB_READING_LABEL)).toBe(true);
    expect(out.text).toContain('Not an AI-written summary');
    expect(out.text).toContain('- Creatinine: 0.57 mg/dL, below the reference range 0.59-1.04');
    expect(out.text).toContain('- Uric Acid: 6.17 mg/dL, above the reference range 2.6-6.0');
    expect(out.text).toContain('- Sodium: 140 mmol/L, within the reference range 136-144');
    // Out-of-range rows come first.
    expect(out.text.indexOf('Creatinine:')).toBeLessThan(out.text.indexOf('Sodium:'));
    expect(out.text).toContain('### Research on the results outside the range');
    // Glucose 142 (high) is researched as hyperglycemia; the fake PubMed has articles on it.
    expect(out.text).toContain(EVIDENCE_EXCERPTS_LABEL);
    expect(out.references.some((r) => r.kind === 'pubmed')).toBe(true);
    expect(out.text).toMatch(/hyperglyc/i);
    expect(out.result).toMatchObject({ answerMode: 'evidence-excerpts', searchType: 'lab-report' });
    expect(stack.fakes.openai.requests).toHaveLength(0);
  });

  it('without a model reads the report in the answer language, values as printed', async () => {
    const out = await labSearch({ labDocument: labDocument(), language: 'es' }, { model: false });
    const es = LAB_READING_TEXTS.es;
    expect(out.errors).toEqual([]);
    expect(out.text.startsWith(`${es.label}\n\n${es.sourceLines['text-layer']}`)).toBe(true);
    expect(out.text).toContain(
      `${es.outsideHeading}\n\n- Creatinine: 0.57 mg/dL, por debajo del intervalo de referencia 0.59-1.04`,
    );
    expect(out.text).toContain(
      '- Uric Acid: 6.17 mg/dL, por encima del intervalo de referencia 2.6-6.0',
    );
    expect(out.text).toContain('- Sodium: 140 mmol/L, dentro del intervalo de referencia 136-144');
    // The research after the reading is introduced, and its excerpts labelled, in Spanish too.
    expect(out.text).toContain(`${es.researchHeading}\n\n${ANSWER_NOTES.es.excerptsLead}`);
    expect(out.text).not.toContain('reference range');
    expect(out.result).toMatchObject({ answerMode: 'evidence-excerpts', language: 'es' });
  });

  it('keeps a table read by OCR on the device marked as such, in the table, prompt and answer', async () => {
    const document = { ...labDocument(), fileName: 'lab-photo.jpg', source: 'ocr' as const };
    const withModel = await labSearch({ labDocument: document });
    expect(withModel.errors).toEqual([]);
    expect(withModel.lab).toMatchObject({ fileName: 'lab-photo.jpg', source: 'ocr' });
    expect(withModel.lab?.extraction.testResults).toEqual(document.tests);
    // No vision call: OCR's table is the table; the model is told how it was read.
    expect(openaiBodies(LAB_EXTRACTION_PROMPT_MARKER)).toHaveLength(0);
    expect(openaiBodies(LAB_ANALYSIS_PROMPT_MARKER)[0]).toContain('read by text recognition (OCR)');
    expect(withModel.result?.sources.label).toContain('Lab report (OCR)');

    const withoutModel = await labSearch({ labDocument: document }, { model: false });
    expect(withoutModel.lab).toMatchObject({ source: 'ocr' });
    expect(withoutModel.text).toContain(
      'by text recognition (OCR) on your device; check each one against the paper report',
    );
  });

  it('reads the values against their ranges under one line on why when the model fails', async () => {
    const out = await labSearch({
      query: 'Explain my results FAKEMODELERROR',
      labDocument: labDocument(),
    });
    expect(out.lab?.extraction.testResults).toHaveLength(5);
    expect(out.errors).toEqual([]);
    // SPEC.md section 8: lab calls add the body text to the status.
    expect(out.text).toMatch(
      /^_The AI model service answered with an error \(OpenAI API error: 500 - Fake upstream error 500\)\. Shown instead: /,
    );
    expect(out.result?.answerMode).toBe('evidence-excerpts');
  });

  it('streams the emergency warning first when the question describes one', async () => {
    const out = await labSearch({
      query: 'I have crushing chest pain right now, is it my results?',
      labDocument: labDocument(),
    });
    expect(out.chunks.some((c) => c.type === 'data-warning')).toBe(true);
    expect(out.result?.emergency).toBe(true);
  });
});

describe('lab-report search, table from the vision model', () => {
  it('sends the photo at high detail, re-judges statuses, redacts and researches the keywords', async () => {
    const out = await labSearch({
      documentData: { base64: PNG_BASE64, fileName: 'lab-results.png' },
    });
    expect(out.errors).toEqual([]);

    const [extraction] = stack.fakes.openai.requests.filter((r) =>
      r.body.includes(LAB_EXTRACTION_PROMPT_MARKER),
    );
    const body = JSON.parse(extraction?.body ?? '{}');
    expect(body).toMatchObject({ model: 'gpt-4o', max_tokens: 6000, temperature: 0.3 });
    expect(body.messages.at(-1).content[1]).toEqual({
      type: 'image_url',
      image_url: { url: `data:image/png;base64,${PNG_BASE64}`, detail: 'high' },
    });

    expect(out.lab).toMatchObject({ fileName: 'lab-results.png', source: 'vision', pageCount: 1 });
    const rows = out.lab?.extraction.testResults ?? [];
    expect(rows.map((r) => [r.testName, r.value, r.unit, r.referenceRange, r.status])).toEqual([
      ['Glucose', '142', 'mg/dL', '70-99', 'high'],
      ['Hemoglobin A1c', '5.4', '%', '4.0-5.6', 'normal'],
      // The model said normal; 0.52 is below 0.59-1.04.
      ['Creatinine', '0.52', 'mg/dL', '0.59-1.04', 'low'],
      ['Sodium', '139', 'mmol/L', '136-144', 'normal'],
    ]);
    expect(out.lab?.extraction.keywords).toEqual(FAKE_LAB_EXTRACTION.keywords);
    const content = out.lab?.extraction.redactedContent ?? '';
    expect(content).toContain('Glucose  142 mg/dL  70-99');
    for (const identifier of Object.values(FAKE_LAB_PATIENT)) {
      expect(content).not.toContain(identifier);
      // Nor does the analysis prompt, which quotes the redacted content.
      expect(openaiBodies(LAB_ANALYSIS_PROMPT_MARKER)[0]).not.toContain(identifier);
    }

    expect(new Set(pubmedTerms())).toEqual(new Set(FAKE_LAB_EXTRACTION.keywords));
    expect(out.references.length).toBeGreaterThan(0);
    expect(out.references.some((r) => r.kind === 'pubmed')).toBe(true);
    expect(out.result?.sources.label).toMatch(/PubMed/);
    expect(out.text).toMatch(/\[1/);
  });

  it('sends every page image of a scanned PDF to the vision model', async () => {
    const out = await labSearch({
      documentPages: { fileName: 'scan-report.pdf', pages: [PNG_BASE64, PNG_BASE64], pageCount: 7 },
    });
    expect(out.errors).toEqual([]);
    expect(out.lab).toMatchObject({ fileName: 'scan-report.pdf', source: 'vision', pageCount: 7 });
    const [extraction] = openaiBodies(LAB_EXTRACTION_PROMPT_MARKER);
    const content = JSON.parse(extraction ?? '{}').messages.at(-1).content as { type: string }[];
    expect(content.map((part) => part.type)).toEqual(['text', 'image_url', 'image_url']);
    expect(content[0]).toMatchObject({ text: expect.stringContaining('first 2 of 7 pages') });
  });

  it.each([
    // The technical cause stays in the log and the trace; the visitor is told what to try.
    [FAKE_VISION_TRIGGERS.noJson, LAB_TEXTS.unreadable],
    [FAKE_VISION_TRIGGERS.badSchema, LAB_TEXTS.unreadable],
    [FAKE_VISION_TRIGGERS.empty, LAB_TEXTS.unreadable],
    [
      'FAKEMODELERROR',
      // SPEC.md section 8: lab calls add the body text to the status.
      `${LAB_TEXTS.analysisFailed}\nThe AI model service answered with an error (OpenAI API error: 500 - Fake upstream error 500).`,
    ],
  ])('with %s streams "%s" and no table', async (trigger, text) => {
    const out = await labSearch({
      query: `Read my report ${trigger}`,
      documentData: { base64: PNG_BASE64, fileName: 'lab-results.png' },
    });
    expect(out.status).toBe(200);
    expect(out.errors).toEqual([text]);
    expect(out.lab).toBeUndefined();
    expect(out.result).toBeUndefined();
    expect(stack.fakes.eutils.requests).toHaveLength(0);
  });

  it('without a model says that reading a picture needs one', async () => {
    const out = await labSearch(
      { documentData: { base64: PNG_BASE64, fileName: 'lab-results.png' } },
      { model: false },
    );
    expect(out.errors).toEqual([LAB_TEXTS.visionNeedsModel]);
    expect(out.lab).toBeUndefined();
  });

  it('without a model says so in the answer language', async () => {
    const out = await labSearch(
      { documentData: { base64: PNG_BASE64, fileName: 'lab-results.png' }, language: 'ja' },
      { model: false },
    );
    expect(out.errors).toEqual([LAB_READING_TEXTS.ja.visionNeedsModel]);
  });
});

describe('lab-report follow-up', () => {
  const earlier = labDocument({ source: 'vision', fileName: 'lab-results.png' });

  it('answers from the report and research on the question, without reading the table again', async () => {
    const out = await labSearch({
      query: 'Why would creatinine be low?',
      isFollowUp: true,
      labDocument: earlier,
      conversationContext: [
        {
          id: 'a1',
          type: 'assistant',
          content: 'Your creatinine is slightly below its range.',
          timestamp: new Date().toISOString(),
          searchType: 'lab-report',
          medicalKnowledgeLevel: 'no-medical-experience',
        },
      ],
    });
    expect(out.status).toBe(200);
    expect(out.errors).toEqual([]);
    expect(out.lab).toBeUndefined();
    expect(pubmedTerms()).toContain('creatinine low');
    const [prompt] = openaiBodies(LAB_ANALYSIS_PROMPT_MARKER);
    expect(prompt).toContain('follow-up question about that report');
    expect(prompt).toContain('Creatinine | 0.57 | mg/dL | 0.59-1.04 | low');
    expect(prompt).toContain('Your creatinine is slightly below its range.');
    expect(out.result).toMatchObject({ searchType: 'lab-report', answerMode: 'ai-summary' });
  });

  it('answers a follow-up from the report and excerpts when the model fails', async () => {
    const out = await labSearch({
      query: 'Why is uric acid high? FAKEMODELERROR',
      isFollowUp: true,
      labDocument: earlier,
    });
    expect(out.errors).toEqual([]);
    expect(out.text).toMatch(
      /^_The AI model service answered with an error \(OpenAI API error: 500 - /,
    );
    expect(out.result?.answerMode).toBe('evidence-excerpts');
  });

  it('without a model quotes the rows the question names, then research excerpts', async () => {
    const out = await labSearch(
      { query: 'Why is uric acid high?', isFollowUp: true, labDocument: earlier },
      { model: false },
    );
    expect(out.text).toContain('- Uric Acid: 6.17 mg/dL, above the reference range 2.6-6.0');
    expect(out.text).not.toContain('Sodium:');
    expect(out.result?.answerMode).toBe('evidence-excerpts');
  });

  it('without a model quotes the named rows in the answer language', async () => {
    const out = await labSearch(
      { query: 'Why is uric acid high?', isFollowUp: true, labDocument: earlier, language: 'ar' },
      { model: false },
    );
    expect(out.text).toContain(
      `${LAB_READING_TEXTS.ar.fromReportHeading}\n\n- Uric Acid: 6.17 mg/dL، أعلى من النطاق المرجعي 2.6-6.0`,
    );
  });
});

describe('lab data part', () => {
  it('is valid against the contract for every path', () => {
    expect(() =>
      searchDataSchemas.lab.parse({
        fileName: 'x.pdf',
        source: 'vision',
        pageCount: 1,
        extraction: FAKE_LAB_EXTRACTION,
      }),
    ).not.toThrow();
  });
});
