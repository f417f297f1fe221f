/**
 * A fake ClinicalTrials.gov API v2 (`{base}/studies`) answering the registry's real JSON shape
 * from tests/fixtures/clinical-trials/studies.json. It honours `query.cond` (terms joined with OR,
 * quoted phrases), `filter.overallStatus`, `query.locn` and `pageSize`, and trims each study to
 * nothing more than the registry would send. Browser tests pick failures by location:
 * a location containing FAKECTGOVSERVERERROR answers 500, FAKECTGOVBADREQUEST answers 400. Like the real
 * registry, a query whose brackets, parentheses or quotes do not balance answers 400
 * 'Error parsing query'.
 * `node tests/fakes/clinical-trials.ts [port]` runs it alone.
 */
import { readFile } from 'node:fs/promises';
import type { RecordedRequest } from './fake-server.ts';
import {
  startFakeUpstream,
  truncate,
  type FakeReply,
  type FakeUpstream,
  type FakeUpstreamOptions,
} from './fake-upstream.ts';

export type { Behaviour, FakeUpstream, FakeUpstreamOptions } from './fake-upstream.ts';

const STUDIES_URL = new URL('../fixtures/clinical-trials/studies.json', import.meta.url);
/** Letters only: the app drops every word with a digit from a location (postal codes, numbers). */
export const FAKE_CTGOV_TRIGGERS = {
  serverError: 'FAKECTGOVSERVERERROR',
  badRequest: 'FAKECTGOVBADREQUEST',
};

interface Study {
  protocolSection: {
    identificationModule: { nctId: string; briefTitle: string };
    statusModule: { overallStatus: string };
    conditionsModule?: { conditions: string[] };
    descriptionModule?: { briefSummary: string };
    contactsLocationsModule?: { locations?: Record<string, string>[] };
  };
}

export async function startFakeClinicalTrials(
  options: FakeUpstreamOptions = {},
): Promise<FakeUpstream> {
  const { studies } = JSON.parse(await readFile(STUDIES_URL, 'utf8')) as { studies: Study[] };
  return startFakeUpstream(
    {
      answer: (request, malformed) => {
        const reply = answer(studies, request);
        return malformed ? { ...reply, body: truncate(reply.body) } : reply;
      },
      errorReply: (status) => ({
        contentType: 'application/json',
        body: JSON.stringify({ message: `Fake registry error ${status}` }),
      }),
    },
    options,
  );
}

const haystack = (study: Study): string => {
  const s = study.protocolSection;
  return [
    s.identificationModule.briefTitle,
    ...(s.conditionsModule?.conditions ?? []),
    s.descriptionModule?.briefSummary ?? '',
  ]
    .join(' ')
    .toLowerCase();
};

const placeText = (study: Study): string =>
  (study.protocolSection.contactsLocationsModule?.locations ?? [])
    .map((place) => Object.values(place).join(' '))
    .join(' ')
    .toLowerCase();

/** The registry's query syntax needs every bracket, parenthesis and quote closed. */
function balanced(expression: string): boolean {
  const open: string[] = [];
  const pairs: Record<string, string> = { ')': '(', ']': '[' };
  for (const char of expression) {
    if (char === '(' || char === '[') open.push(char);
    else if (char in pairs && open.pop() !== pairs[char]) return false;
  }
  return open.length === 0 && (expression.match(/"/g) ?? []).length % 2 === 0;
}

function answer(studies: Study[], request: RecordedRequest): FakeReply {
  if (!request.url.pathname.endsWith('/studies')) {
    return { status: 404, contentType: 'application/json', body: '{"message":"Not Found"}' };
  }
  const params = request.url.searchParams;
  const cond = params.get('query.cond')?.trim() ?? '';
  const location = params.get('query.locn')?.trim() ?? '';
  if (!balanced(cond) || !balanced(location)) {
    return { status: 400, contentType: 'text/plain', body: 'Error parsing query' };
  }
  // The app sends the location cleaned of operators, underscores included ('FAKE CTGOV SERVER ERROR').
  const trigger = location.replace(/\s+/g, '_');
  if (trigger.includes(FAKE_CTGOV_TRIGGERS.serverError)) {
    return { status: 500, contentType: 'application/json', body: '{"message":"Internal"}' };
  }
  if (trigger.includes(FAKE_CTGOV_TRIGGERS.badRequest) && cond.includes(' OR ')) {
    return { status: 400, contentType: 'application/json', body: '{"message":"Bad query"}' };
  }
  const pageSize = Number(params.get('pageSize') ?? 10) || 10;
  if (pageSize > 1000) {
    return { status: 400, contentType: 'application/json', body: '{"message":"pageSize"}' };
  }
  const terms = cond
    .split(/\s+OR\s+/)
    .map((term) => term.replace(/"/g, '').trim().toLowerCase())
    .filter(Boolean);
  const statuses = (params.get('filter.overallStatus') ?? '').split(',').filter(Boolean);
  const place = trigger
    .toLowerCase()
    .replace(FAKE_CTGOV_TRIGGERS.badRequest.toLowerCase(), '')
    .replace(/_/g, ' ')
    .trim();
  const hits = studies.filter(
    (study) =>
      (terms.length === 0 || terms.some((term) => haystack(study).includes(term))) &&
      (statuses.length === 0 ||
        statuses.includes(study.protocolSection.statusModule.overallStatus)) &&
      (place === '' || placeText(study).includes(place)),
  );
  return {
    contentType: 'application/json',
    body: JSON.stringify({ studies: hits.slice(0, pageSize), totalCount: hits.length }),
  };
}

if (import.meta.main) {
  const fake = await startFakeClinicalTrials({ port: Number(process.argv[2] ?? 0) });
  console.log(`fake ClinicalTrials.gov on ${fake.url}`);
}
