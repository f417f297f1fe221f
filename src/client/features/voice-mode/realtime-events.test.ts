import { describe, expect, it } from 'vitest';
import type { Reference } from '../../../contract/index.ts';
import {
  EMPTY_TRANSCRIPT,
  addReferences,
  applyServerEvent,
  greetingEvents,
  readToolQuery,
  sessionUpdateEvent,
  toolOutputEvents,
  type TranscriptState,
} from './realtime-events.ts';

const run = (events: Record<string, unknown>[], start: TranscriptState = EMPTY_TRANSCRIPT) =>
  events.reduce((state, event) => applyServerEvent(state, event).state, start);

describe('applyServerEvent', () => {
  it('adds what the user said, and reports it for the language and emergency checks', () => {
    const outcome = applyServerEvent(EMPTY_TRANSCRIPT, {
      type: 'conversation.item.input_audio_transcription.completed',
      item_id: 'u1',
      transcript: ' I have chest pain ',
    });
    expect(outcome.userText).toBe('I have chest pain');
    expect(outcome.state.entries).toEqual([
      { id: 'user-u1', kind: 'user', text: 'I have chest pain' },
    ]);
  });

  it('ignores an empty transcription', () => {
    const outcome = applyServerEvent(EMPTY_TRANSCRIPT, {
      type: 'conversation.item.input_audio_transcription.completed',
      item_id: 'u1',
      transcript: '  ',
    });
    expect(outcome.userText).toBeUndefined();
    expect(outcome.state.entries).toEqual([]);
  });

  it.each([
    ['response.output_audio_transcript', 'transcript'],
    ['response.audio_transcript', 'transcript'],
    ['response.output_text', 'text'],
  ])('builds the assistant turn from %s deltas, and the final text wins', (prefix, field) => {
    const state = run([
      { type: `${prefix}.delta`, item_id: 'a1', delta: 'Drink ' },
      { type: `${prefix}.delta`, item_id: 'a1', delta: 'water' },
    ]);
    expect(state.entries).toEqual([
      { id: 'assistant-a1', kind: 'assistant', text: 'Drink water', done: false },
    ]);
    const done = run(
      [{ type: `${prefix}.done`, item_id: 'a1', [field]: 'Drink water [1].' }],
      state,
    );
    expect(done.entries).toEqual([
      { id: 'assistant-a1', kind: 'assistant', text: 'Drink water [1].', done: true },
    ]);
  });

  it('keeps turns in the order they happened', () => {
    const state = run([
      { type: 'response.output_audio_transcript.delta', item_id: 'a1', delta: 'Hello' },
      {
        type: 'conversation.item.input_audio_transcription.completed',
        item_id: 'u1',
        transcript: 'Hi',
      },
      { type: 'response.output_audio_transcript.delta', item_id: 'a2', delta: 'Yes' },
    ]);
    expect(state.entries.map((entry) => entry.id)).toEqual([
      'assistant-a1',
      'user-u1',
      'assistant-a2',
    ]);
  });

  it('takes a function call once, whichever of its two events comes first', () => {
    const args = JSON.stringify({ query: 'asthma' });
    const first = applyServerEvent(EMPTY_TRANSCRIPT, {
      type: 'response.function_call_arguments.done',
      call_id: 'c1',
      name: 'search_medical_evidence',
      arguments: args,
    });
    expect(first.toolCall).toEqual({
      callId: 'c1',
      name: 'search_medical_evidence',
      arguments: args,
    });
    const again = applyServerEvent(first.state, {
      type: 'response.output_item.done',
      item: {
        type: 'function_call',
        call_id: 'c1',
        name: 'search_medical_evidence',
        arguments: args,
      },
    });
    expect(again.toolCall).toBeUndefined();
    const other = applyServerEvent(again.state, {
      type: 'response.output_item.done',
      item: {
        type: 'function_call',
        call_id: 'c2',
        name: 'search_medical_evidence',
        arguments: args,
      },
    });
    expect(other.toolCall?.callId).toBe('c2');
  });

  it('leaves other events and other output items alone', () => {
    for (const event of [
      { type: 'session.created' },
      { type: 'response.output_item.done', item: { type: 'message' } },
      { type: 'error', error: { message: 'x' } },
      { nonsense: true },
    ]) {
      const outcome = applyServerEvent(EMPTY_TRANSCRIPT, event);
      expect(outcome).toEqual({ state: EMPTY_TRANSCRIPT });
    }
  });
});

describe('tool calls', () => {
  it('reads the query of the evidence tool only', () => {
    const call = (name: string, args: string) => ({ callId: 'c', name, arguments: args });
    expect(readToolQuery(call('search_medical_evidence', '{"query":" asthma "}'))).toBe('asthma');
    expect(readToolQuery(call('search_medical_evidence', '{"q":"asthma"}'))).toBeUndefined();
    expect(readToolQuery(call('search_medical_evidence', 'not json'))).toBeUndefined();
    expect(readToolQuery(call('delete_everything', '{"query":"x"}'))).toBeUndefined();
  });

  it('answers with function_call_output, then asks for the reply', () => {
    expect(toolOutputEvents('c1', 'fenced')).toEqual([
      {
        type: 'conversation.item.create',
        item: { type: 'function_call_output', call_id: 'c1', output: 'fenced' },
      },
      { type: 'response.create' },
    ]);
  });

  it('adds the numbered references to the transcript, and nothing when there are none', () => {
    const references: Reference[] = [
      { n: 1, kind: 'pubmed', title: 'A trial', url: 'https://x.test' },
    ];
    const state = addReferences(EMPTY_TRANSCRIPT, 'c1', references);
    expect(state.entries).toEqual([{ id: 'references-c1', kind: 'references', references }]);
    expect(addReferences(EMPTY_TRANSCRIPT, 'c1', [])).toBe(EMPTY_TRANSCRIPT);
  });
});

describe('session events', () => {
  it('sends the instruction with the evidence tool and asks for transcripts of the user', () => {
    const event = sessionUpdateEvent('ar');
    expect(event.type).toBe('session.update');
    expect(event.session.instructions).toContain('Speak Arabic');
    expect(event.session.tools[0]?.name).toBe('search_medical_evidence');
    expect(event.session.audio.input.transcription.model).toBe('whisper-1');
  });

  it('greets with an item and a response, as the realtime protocol does', () => {
    expect(greetingEvents('en').map((event) => event.type)).toEqual([
      'conversation.item.create',
      'response.create',
    ]);
  });
});
