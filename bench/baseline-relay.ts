/**
 * The baseline the search bench compares the app with: a plain Node relay that makes the same
 * upstream calls (PubMed esearch + efetch, MedlinePlus) and relays the model's stream as UI-message
 * text deltas, with no safety checks, parsing, validation or tracing. Its figures are the floor of
 * what this machine can do under the same load; the app's targets are ratios to them.
 */
import { createServer } from 'node:http';

const { PORT, NCBI_EUTILS_URL, MEDLINEPLUS_URL, OPENAI_BASE_URL } = process.env;
const get = async (url: string) => (await fetch(url)).text();
const sse = (chunk: object) => `data: ${JSON.stringify(chunk)}\n\n`;
// The answer instructions in brief: the fake model then streams the same answer as to the app.
const SYSTEM = [
  'Task: evidence-based health answer.',
  'Audience level: no-medical-experience.',
  'Language: write the entire answer in English.',
  ...['Overview', 'Key Points', 'What You Can Do', 'When to See a Doctor'].map((h) => `## ${h}`),
].join('\n');

// Listens with the app's accept queue (4096), so a burst of connections waits in neither.
createServer(async (req, res) => {
  let body = '';
  for await (const part of req) body += part;
  const { query } = JSON.parse(body) as { query: string };
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  res.write(sse({ type: 'start' }));
  const term = encodeURIComponent(query);
  const pubmed = (async () => {
    const search = JSON.parse(
      await get(`${NCBI_EUTILS_URL}/esearch.fcgi?db=pubmed&retmode=json&retmax=5&term=${term}`),
    ) as { esearchresult: { idlist: string[] } };
    const ids = search.esearchresult.idlist.join(',');
    return get(`${NCBI_EUTILS_URL}/efetch.fcgi?db=pubmed&retmode=xml&id=${ids}`);
  })();
  const medlinePlus = get(`${MEDLINEPLUS_URL}/query?db=healthTopics&retmax=3&term=${term}`);
  const [articles, topics] = await Promise.all([pubmed, medlinePlus]);
  const model = await fetch(`${OPENAI_BASE_URL}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer bench' },
    body: JSON.stringify({
      model: 'gpt-4o-mini',
      stream: true,
      messages: [
        { role: 'system', content: SYSTEM },
        { role: 'user', content: `${articles}\n${topics}\n\nQuestion:\n${query}` },
      ],
    }),
  });
  res.write(sse({ type: 'text-start', id: 'answer' }));
  let buffer = '';
  for await (const text of (model.body ?? new ReadableStream()).pipeThrough(
    new TextDecoderStream(),
  )) {
    const lines = (buffer + text).split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.startsWith('data: {')) continue;
      const delta = JSON.parse(line.slice(6)).choices[0]?.delta?.content;
      if (delta) res.write(sse({ type: 'text-delta', id: 'answer', delta }));
    }
  }
  res.end(sse({ type: 'text-end', id: 'answer' }) + 'data: [DONE]\n\n');
}).listen(Number(PORT), '127.0.0.1', 4096);
// Exits cleanly so a CPU profile (BENCH_PROFILE=relay) is written.
process.on('SIGTERM', () => process.exit(0));
