/**
 * Closed book: the question alone to the configured model, through the app's OpenAI-compatible
 * proxy (its safety rules put first, as for every model call it makes). The search route cannot
 * serve this mode any more: with no evidence it answers that nothing was found rather than let a
 * model answer a health question from memory, which is the product's rule and not a measurement.
 */
import type { StreamReading } from './read-search-stream.ts';

const INSTRUCTION =
  'Answer the research question from what you know, in two or three sentences, starting with yes, no or maybe.';

/** The `delta.content` of one OpenAI streaming line, if it has one. */
function deltaOf(line: string): string {
  if (!line.startsWith('data: ') || line === 'data: [DONE]') return '';
  try {
    const parsed: unknown = JSON.parse(line.slice('data: '.length));
    const choices = (parsed as { choices?: { delta?: { content?: unknown } }[] }).choices;
    const content = choices?.[0]?.delta?.content;
    return typeof content === 'string' ? content : '';
  } catch {
    return '';
  }
}

export async function askClosedBook(appUrl: string, question: string): Promise<StreamReading> {
  const started = performance.now();
  const reading: StreamReading = {
    answer: '',
    answerMode: null,
    citations: null,
    quotes: null,
    errors: [],
    firstTextMs: null,
    totalMs: 0,
  };
  const response = await fetch(`${appUrl}/api/openai/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      model: 'default',
      stream: true,
      // The meter between app and model counts tokens from the usage the model reports.
      stream_options: { include_usage: true },
      messages: [{ role: 'user', content: `${INSTRUCTION}\n\nQuestion:\n${question}` }],
    }),
  });
  if (!response.ok || !response.body) {
    reading.errors.push(`HTTP ${response.status}: ${(await response.text()).slice(0, 200)}`);
  } else {
    const decoder = new TextDecoder();
    let buffered = '';
    for await (const bytes of response.body) {
      buffered += decoder.decode(bytes, { stream: true });
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        const delta = deltaOf(line.trim());
        if (delta === '') continue;
        reading.firstTextMs ??= performance.now() - started;
        reading.answer += delta;
      }
    }
    reading.answer += deltaOf(buffered.trim());
  }
  reading.answerMode = reading.answer === '' ? null : 'ai-summary';
  reading.totalMs = performance.now() - started;
  return reading;
}
