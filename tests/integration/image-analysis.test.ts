import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/contract/index.ts';
import {
  IMAGE_ANALYSIS_PROMPT_MARKER,
  IMAGE_RESEARCH_PROMPT_MARKER,
} from '../../src/server/pipelines/image-analysis/image-analysis-prompt.ts';
import { IMAGE_TEXTS } from '../../src/server/pipelines/image-analysis/image-texts.ts';
import { FAKE_IMAGE_DESCRIPTION, FAKE_VISION_TRIGGERS } from '../fixtures/openai/vision-replies.ts';
import { PNG_BASE64 } from './lab-inputs.ts';
import { useFakeStack, type AppOptions } from './stack.ts';

const stack = useFakeStack();

const imageSearch = (query: string, options?: AppOptions) =>
  stack.search(
    {
      query,
      searchType: 'image-analysis',
      documentData: { base64: PNG_BASE64, fileName: 'meter-photo.png' },
    },
    options,
  );

const bodiesWith = (marker: string) =>
  stack.fakes.openai.requests.filter((r) => r.body.includes(marker)).map((r) => r.body);

describe('image-analysis search', () => {
  it('describes the image, researches its keywords and streams a combined analysis with citations', async () => {
    const out = await imageSearch('What does this reading mean?');
    expect(out.status).toBe(200);
    expect(out.errors).toEqual([]);

    const [vision] = bodiesWith(IMAGE_ANALYSIS_PROMPT_MARKER);
    const visionBody = JSON.parse(vision ?? '{}');
    expect(visionBody).toMatchObject({ model: 'gpt-4o', max_tokens: 6000, temperature: 0.3 });
    expect(visionBody.messages.at(-1).content[1]).toEqual({
      type: 'image_url',
      image_url: { url: `data:image/png;base64,${PNG_BASE64}`, detail: 'high' },
    });

    // The three keywords of the Keywords line, each researched.
    const terms = stack.fakes.eutils.requests
      .filter((r) => r.url.pathname.endsWith('esearch.fcgi'))
      .map((r) => r.url.searchParams.get('term'));
    expect(new Set(terms)).toEqual(new Set(['hyperglycaemia', 'type 2 diabetes', 'fatigue']));
    expect(stack.fakes.medlinePlus.requests.length).toBeGreaterThan(0);
    expect(stack.fakes.firecrawl.requests.length).toBeGreaterThan(0);

    // The combined prompt quotes the description (not its Keywords line) and short sources.
    const [combined] = bodiesWith(IMAGE_RESEARCH_PROMPT_MARKER);
    const prompt = String(JSON.parse(combined ?? '{}').messages.at(-1).content);
    expect(prompt).toContain(FAKE_IMAGE_DESCRIPTION.split('\n')[0]);
    expect(prompt).not.toContain('Keywords:');
    const sources = [
      ...prompt.matchAll(
        /\] (PubMed article|Web page|MedlinePlus health topic)\n<untrusted_data [^>]*>\nTitle: .*\n(?:Published in: .*\n)?\n([\s\S]*?)\n<\/untrusted_data/g,
      ),
    ].map((m) => ({ kind: m[1], text: m[2] ?? '' }));
    expect(sources.some((source) => source.kind === 'PubMed article')).toBe(true);
    expect(sources.some((source) => source.kind !== 'PubMed article')).toBe(true);
    for (const { kind, text } of sources) {
      const limit =
        kind === 'PubMed article' ? LIMITS.imageAbstractChars : LIMITS.imageWebContentChars;
      expect(text.length).toBeLessThanOrEqual(limit);
    }

    expect(out.references.length).toBeGreaterThan(0);
    expect(out.text).toMatch(/\[1/);
    expect(out.result).toMatchObject({ searchType: 'image-analysis', answerMode: 'ai-summary' });
    expect(out.result?.sources.label).toMatch(/^Image analysis, PubMed/);
    expect(out.followUps).toHaveLength(3);
  });

  it('streams the description itself when there are no keywords, with no research', async () => {
    const out = await imageSearch(`What is this? ${FAKE_VISION_TRIGGERS.noKeywords}`);
    expect(out.errors).toEqual([]);
    expect(out.text).toBe(FAKE_IMAGE_DESCRIPTION);
    expect(out.references).toEqual([]);
    expect(stack.fakes.eutils.requests).toHaveLength(0);
    expect(bodiesWith(IMAGE_RESEARCH_PROMPT_MARKER)).toHaveLength(0);
    expect(out.result?.summary).toBe(FAKE_IMAGE_DESCRIPTION);
  });

  it('says plainly that image analysis needs a model when none is configured', async () => {
    const out = await imageSearch('What is this?', { model: false });
    expect(out.status).toBe(200);
    expect(out.errors).toEqual([IMAGE_TEXTS.needsModel]);
    for (const fake of Object.values(stack.fakes)) expect(fake.requests).toHaveLength(0);
  });

  it.each([
    [
      'FAKEMODELERROR',
      // SPEC.md section 8: image calls add the status text to the status.
      '\nThe AI model service answered with an error (OpenAI API error: 500 Internal Server Error).',
    ],
    [FAKE_VISION_TRIGGERS.empty, ''],
  ])(
    'streams SPEC.md failure text when the vision call gives nothing (%s)',
    async (trigger, cause) => {
      const out = await imageSearch(`What is this? ${trigger}`);
      expect(out.errors).toEqual([`Failed to analyze image. Please try again.${cause}`]);
      expect(out.result).toBeUndefined();
    },
  );

  it('streams the failure text when the combined analysis fails', async () => {
    const app = await stack.app();
    // The vision call succeeds; every later model call fails.
    const request = app.inject({
      method: 'POST',
      url: '/api/search',
      payload: {
        query: 'What does this reading mean?',
        searchType: 'image-analysis',
        documentData: { base64: PNG_BASE64, fileName: 'meter-photo.png' },
      },
    });
    const vision = await waitFor(() => bodiesWith(IMAGE_ANALYSIS_PROMPT_MARKER).length > 0);
    expect(vision).toBe(true);
    stack.fakes.openai.behave({ kind: 'status', status: 500 });
    const body = (await request).body;
    // The description is the failing model's own text: no fallback, SPEC.md's error and why.
    expect(body).toContain(
      '"errorText":"Failed to analyze image. Please try again.\\nThe AI model service answered with an error (OpenAI API error: 500 Internal Server Error)."',
    );
  });
});

async function waitFor(check: () => boolean, ms = 3000): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return false;
}
