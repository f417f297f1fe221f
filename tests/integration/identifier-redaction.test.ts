import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderPatientText, trialForFit } from '../../src/contract/index.ts';
import { toTrials } from '../../src/server/sources/clinical-trials/to-trial.ts';
import { FAKE_LANGSMITH_KEY, startFakeLangSmith, type FakeLangSmith } from '../fakes/langsmith.ts';
import { postSearch } from './post-search.ts';
import { useFakeStack } from './stack.ts';

/*
 * Every route that passes a person's words to a third party (the model, PubMed, MedlinePlus, the
 * web search, the trials registry, LangSmith) is sent text full of identifiers, in six languages;
 * no fake upstream and no trace may ever see one of them, in any form the request carries it
 * (URL-encoded, JSON-escaped, any case). The medical question must still get through.
 */

const stack = useFakeStack();
let langsmith: FakeLangSmith;
beforeAll(async () => {
  langsmith = await startFakeLangSmith();
});
afterAll(async () => {
  await langsmith.close();
});
afterEach(() => langsmith.reset());

const traced = () => ({
  env: { LANGSMITH_API_KEY: FAKE_LANGSMITH_KEY, LANGSMITH_ENDPOINT: langsmith.url },
});

/** Texts with identifiers; each is what a person might type. */
const QUESTION =
  'My husband Thaddeus Okonkwo-Vance was born on the third of March 1961 and has Crohn\u2019s ' +
  'disease. Call +49 30 1234567 or t.okonkwo@example.de. Is mesalamine 2 x 500 mg safe?' +
  ' la dra. jacira pontes pidió un ecocardiograma. Prescriber: Olesya Hrytsenko, NP;' +
  ' CIP: BNLZ 620311 47 002; cabinet +33 (0)4 78 12 34 56 poste 204; drove off in YD21 KMV.' +
  ' soy la mamá de thiaguito (Thiago Benavídez), ¿será mano-pie-boca? ficha 0047712; mi tío' +
  ' Ramiro, Moncho para la familia, vio a la dott.ssa de santis.';
const FULL_QUESTION =
  `${QUESTION} Mein Vater Hans-Peter Quellmalz ist 93 Jahre alt.` +
  "\n[18:42, 3/6/2024] Priyanka: claim ref CLM/559021 for my wife Helen Addison's tests;" +
  ' Name laut Pass: ANNELIESE BRÜGGEMANN. unser nachbar herr parkinson meinte, die Karte, die' +
  ' auf 4417 endet, sei gesperrt; Werte vom Labor Dr. Wisplinghoff, Tochter Mai informiert.' +
  ' minha sogra, a dirce, tem o cartão 0 865 000123456789 0; snap is tori.b_2004; Pedido' +
  ' 99.014.227-5; A placa do nosso carro, QRT-4B29, ficou no centro de saúde de Mirandela.' +
  ' Asegurado: WILBERTH J. CANCHÉ, RUT 14.552.871-3; mi esposa yuliveth tiene asma desde el' +
  ' 8/enero/2026; consulta en Av. Providencia 2124, of. 61, Santiago.';
const PATIENT_INFO =
  'Me llamo ximena arbuthnot, DNI 12345678Z, vivo en Calle de Alcalá 123, 28009 Madrid.';
const EARLIER_QUESTION =
  "I'm Sarah Pemberton-Lyle, SSN 123-45-6789, codice fiscale RSSMRA85T10A562S, plate 7ABC123.";
const EARLIER_ANSWER =
  'Thaddeus, a Crohn\u2019s flare can be treated; see https://mychart.example-health.org/p/88231.';
const LOCATION = '221b Baker Street, London NW1 6XE';

/**
 * What must never leave: every identifier above, as a pattern over the raw bytes sent. Numbers are
 * matched outside runs of hex digits: a trace's time-based ids ('01a221b8-7f7d-…' for hours
 * on end) would otherwise hold them.
 */
const SECRETS: RegExp[] = [
  /thaddeus/i,
  /okonkwo/i,
  /march(?:%20|\+|\s)+1961/i,
  /(?<![0-9a-f])1234567(?![0-9a-f])/,
  /t\.okonkwo|example\.de/i,
  /quellmalz/i,
  /\b93(?:%20|\+|\s)+jahre/i,
  /ximena/i,
  /arbuthnot/i,
  /12345678Z/i,
  /alcal(?:á|%C3%A1|\\u00e1)(?:%20|\+|\s)+123/i,
  /(?<![0-9a-f])28009(?![0-9a-f])/,
  /pemberton/i,
  /lyle/i,
  /123-45-6789/,
  /RSSMRA85T10A562S/i,
  /7ABC123/i,
  /mychart|(?<![0-9a-f])88231(?![0-9a-f])/i,
  /(?<![0-9a-f])221b(?![0-9a-f])/i,
  /baker(?:%20|\+|\s)+street/i,
  /NW1(?:%20|\+|\s)*6XE/i,
  /priyanka/i,
  /(?<![0-9a-f])559021(?![0-9a-f])/,
  /helen/i,
  /anneliese/i,
  /br(?:ü|%C3%BC|\\u00fc)ggemann/i,
  /jacira/i,
  /pontes/i,
  /hrytsenko/i,
  /620311/,
  /78(?:%20|\+|\s)+12(?:%20|\+|\s)+34/,
  /poste(?:%20|\+|\s)+204/i,
  /YD21/i,
  /thiag/i,
  /benav/i,
  /0047712/,
  /ramiro/i,
  /moncho/i,
  /santis/i,
  /herr(?:%20|\+|\s)+parkinson/i,
  /4417/,
  /wisplinghoff/i,
  /tochter(?:%20|\+|\s)+mai/i,
  /dirce/i,
  /000123456789/,
  /tori\.b_2004/i,
  /014\.227/,
  /QRT-?4B29/i,
  /mirandela/i,
  /wilberth/i,
  /canch/i,
  /14\.552\.871/,
  /yuliveth/i,
  /8(?:%2F|\/)enero/i,
  /providencia/i,
  /of\.(?:%20|\+|\s)+61/i,
];

/** Every byte every fake upstream received, decoded both ways a query may carry it. */
function everythingSent(): string {
  const fakes = stack.fakes;
  const requests = [
    ...fakes.openai.requests,
    ...fakes.eutils.requests,
    ...fakes.medlinePlus.requests,
    ...fakes.firecrawl.requests,
    ...fakes.clinicalTrials.requests,
    ...fakes.openFda.requests,
    ...langsmith.requests,
  ];
  return requests
    .flatMap((request) => {
      const url = request.url.toString();
      const body = request.raw.toString('utf8');
      let decoded = url;
      try {
        decoded = decodeURIComponent(url.replace(/\+/g, ' '));
      } catch {
        // A malformed escape: the raw URL is checked anyway.
      }
      return [url, decoded, body];
    })
    .join('\n');
}

function expectNoSecret(sent: string): void {
  expect(sent.length).toBeGreaterThan(0);
  for (const secret of SECRETS) expect(sent, String(secret)).not.toMatch(secret);
}

const turn = (type: 'user' | 'assistant', content: string, id: string) => ({
  id,
  type,
  content,
  timestamp: '2026-01-01T00:00:00.000Z',
  searchType: 'health-info' as const,
  medicalKnowledgeLevel: 'no-medical-experience' as const,
});

const studies = JSON.parse(
  readFileSync(new URL('../fixtures/clinical-trials/studies.json', import.meta.url), 'utf8'),
) as { studies: unknown[] };
const trials = toTrials(studies.studies);

describe('identifiers never reach a third party', () => {
  it('POST /api/search: question, full question, patient details and both sides of the conversation', async () => {
    const app = await stack.app({ ...traced() });
    const out = await postSearch(app, {
      query: QUESTION,
      fullQuery: FULL_QUESTION,
      patientInfo: PATIENT_INFO,
      conversationContext: [
        turn('user', EARLIER_QUESTION, 'u1'),
        turn('assistant', EARLIER_ANSWER, 'a1'),
      ],
    });
    expect(out.errors).toEqual([]);
    await langsmith.waitForRuns(2);
    const sent = everythingSent();
    // The question itself got through: the model and the sources saw the condition and the dose.
    expect(sent).toMatch(/crohn/i);
    expect(sent).toContain('2 x 500 mg');
    // A lower-case name after a title stops before the test it asked for.
    expect(sent).toMatch(/ecocardiograma/);
    // A disease of hyphenated body-part words stays whole beside a clipped name ('thiag').
    expect(sent).toMatch(/mano-pie-boca/);
    // ...and what identified the person went as placeholders.
    expect(sent).toContain('[NAME]');
    expect(stack.fakes.openai.requests.length).toBeGreaterThan(0);
    expect(stack.fakes.eutils.requests.length).toBeGreaterThan(0);
    expectNoSecret(sent);
  });

  it('POST /api/search for clinical trials: the registry gets the town, not the street', async () => {
    const app = await stack.app({ ...traced() });
    const out = await postSearch(app, {
      query: `melanoma trials; ${QUESTION}`,
      searchType: 'clinical-trials',
      location: LOCATION,
      patientInfo: PATIENT_INFO,
    });
    expect(out.status).toBe(200);
    const registry = stack.fakes.clinicalTrials.requests.map((request) => request.url.toString());
    expect(registry.length).toBeGreaterThan(0);
    expect(registry.join(' ')).toMatch(/London/);
    await langsmith.waitForRuns(1);
    expectNoSecret(everythingSent());
  });

  it('POST /api/clinical-trials/search and /fit', async () => {
    const app = await stack.app();
    const search = await app.inject({
      method: 'POST',
      url: '/api/clinical-trials/search',
      payload: { query: `melanoma, ${PATIENT_INFO}`, location: LOCATION },
    });
    expect(search.statusCode).toBe(200);
    const fit = await app.inject({
      method: 'POST',
      url: '/api/clinical-trials/fit',
      payload: {
        trials: trials.slice(0, 2).map(trialForFit),
        patientText: renderPatientText(
          [turn('user', EARLIER_QUESTION, 'u1'), turn('assistant', EARLIER_ANSWER, 'a1')],
          `${QUESTION} ${PATIENT_INFO}`,
        ),
      },
    });
    expect(fit.statusCode).toBe(200);
    expect(stack.fakes.openai.requests.length).toBeGreaterThan(0);
    expectNoSecret(everythingSent());
  });

  it('POST /api/pubmed/search, /api/firecrawl/scrape and /api/firecrawl/drug-interactions', async () => {
    const app = await stack.app();
    for (const [url, extra] of [
      ['/api/pubmed/search', {}],
      ['/api/firecrawl/scrape', {}],
      ['/api/firecrawl/drug-interactions', {}],
    ] as const) {
      const reply = await app.inject({
        method: 'POST',
        url,
        payload: { query: `${PATIENT_INFO} ${EARLIER_QUESTION} warfarin`.slice(0, 500), ...extra },
      });
      expect(reply.statusCode, url).toBe(200);
    }
    expect(stack.fakes.eutils.requests.length).toBeGreaterThan(0);
    expect(stack.fakes.firecrawl.requests.length).toBeGreaterThan(0);
    expect(everythingSent()).toMatch(/warfarin/i);
    expectNoSecret(everythingSent());
  });

  it('POST /api/voice/evidence', async () => {
    const app = await stack.app();
    const reply = await app.inject({
      method: 'POST',
      url: '/api/voice/evidence',
      payload: { query: `${EARLIER_QUESTION} Crohn disease treatment`.slice(0, 500) },
    });
    expect(reply.statusCode).toBe(200);
    expect(stack.fakes.eutils.requests.length).toBeGreaterThan(0);
    expectNoSecret(everythingSent());
  });

  it('POST /api/flashcards and the chat proxy', async () => {
    const app = await stack.app();
    const cards = await app.inject({
      method: 'POST',
      url: '/api/flashcards',
      payload: {
        topic: `Crohn disease for ${EARLIER_QUESTION}`.slice(0, 300),
        usmleStep: 'step-1',
        content: QUESTION,
      },
    });
    expect(cards.statusCode).toBe(200);
    const chat = await app.inject({
      method: 'POST',
      url: '/api/openai/chat/completions',
      payload: {
        model: 'gpt-4o-mini',
        messages: [
          { role: 'user', content: FULL_QUESTION },
          { role: 'assistant', content: EARLIER_ANSWER },
          { role: 'user', content: [{ type: 'text', text: PATIENT_INFO }] },
        ],
      },
    });
    expect(chat.statusCode).toBe(200);
    expect(stack.fakes.openai.requests.length).toBeGreaterThanOrEqual(2);
    expectNoSecret(everythingSent());
  });

  it('POST /api/langsmith/traces and /errors: the trace sink never sees them', async () => {
    const app = await stack.app({ ...traced() });
    const traces = await app.inject({
      method: 'POST',
      url: '/api/langsmith/traces',
      payload: {
        userInput: QUESTION,
        searchType: 'health-info',
        selectedLanguage: 'en',
        aiResponse: `${EARLIER_ANSWER} ${PATIENT_INFO}`,
        additionalInfo: { note: EARLIER_QUESTION, where: LOCATION },
      },
    });
    expect(traces.statusCode).toBe(200);
    const errors = await app.inject({
      method: 'POST',
      url: '/api/langsmith/errors',
      payload: {
        error: { message: `Search failed for ${EARLIER_QUESTION}`, stack: PATIENT_INFO },
        context: { userInput: FULL_QUESTION, searchType: 'health-info' },
      },
    });
    expect(errors.statusCode).toBe(200);
    const runs = await langsmith.waitForRuns(2);
    expect(JSON.stringify(runs)).toMatch(/crohn/i);
    expectNoSecret(everythingSent());
  });
});
