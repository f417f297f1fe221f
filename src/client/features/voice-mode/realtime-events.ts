import { VOICE_EVIDENCE_TOOL, type Language, type Reference } from '../../../contract/index.ts';
import { voiceInstruction } from './voice-language.ts';

/** One line of the live transcript. */
export type TranscriptEntry =
  | { id: string; kind: 'user'; text: string }
  | { id: string; kind: 'assistant'; text: string; done: boolean }
  /** The numbered sources the evidence tool found, shown where the assistant used them. */
  | { id: string; kind: 'references'; references: Reference[] };

/** A function call the assistant made, to be answered with function_call_output. */
export interface ToolCall {
  callId: string;
  name: string;
  arguments: string;
}

export interface TranscriptState {
  entries: TranscriptEntry[];
  /** Calls already taken, so the two events that announce one call start it once. */
  handledCalls: string[];
}

export const EMPTY_TRANSCRIPT: TranscriptState = { entries: [], handledCalls: [] };

export interface EventOutcome {
  state: TranscriptState;
  /** A finished user turn, for the language switch and the emergency check. */
  userText?: string;
  toolCall?: ToolCall;
}

type ServerEvent = { type?: unknown; [key: string]: unknown };

/** A parsed data-channel message that can be an event: any JSON object. */
export const isServerEvent = (value: unknown): value is ServerEvent =>
  typeof value === 'object' && value !== null;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function upsertAssistant(
  state: TranscriptState,
  id: string,
  update: (previous: string) => string,
  done: boolean,
): TranscriptState {
  const index = state.entries.findIndex((entry) => entry.id === id);
  const previous = index >= 0 ? state.entries[index] : undefined;
  const entry: TranscriptEntry = {
    id,
    kind: 'assistant',
    text: update(previous?.kind === 'assistant' ? previous.text : ''),
    done,
  };
  const entries = [...state.entries];
  if (index >= 0) entries[index] = entry;
  else entries.push(entry);
  return { ...state, entries };
}

function takeToolCall(state: TranscriptState, call: ToolCall): EventOutcome {
  if (!call.callId || state.handledCalls.includes(call.callId)) return { state };
  return {
    state: { ...state, handledCalls: [...state.handledCalls, call.callId] },
    toolCall: call,
  };
}

/**
 * Reads one event from the provider's data channel into the transcript. Both the GA names
 * (response.output_audio_transcript.*) and the beta ones (response.audio_transcript.*) are read,
 * and text-only replies (response.output_text.*) too.
 */
export function applyServerEvent(state: TranscriptState, event: ServerEvent): EventOutcome {
  const type = text(event.type);
  const itemId = text(event.item_id) || text(event.response_id) || 'assistant';
  switch (type) {
    case 'conversation.item.input_audio_transcription.completed': {
      const said = text(event.transcript).trim();
      if (!said) return { state };
      const entry: TranscriptEntry = { id: `user-${itemId}`, kind: 'user', text: said };
      return { state: { ...state, entries: [...state.entries, entry] }, userText: said };
    }
    case 'response.output_audio_transcript.delta':
    case 'response.audio_transcript.delta':
    case 'response.output_text.delta':
    case 'response.text.delta':
      return {
        state: upsertAssistant(state, `assistant-${itemId}`, (so) => so + text(event.delta), false),
      };
    case 'response.output_audio_transcript.done':
    case 'response.audio_transcript.done':
    case 'response.output_text.done':
    case 'response.text.done': {
      const final = text(event.transcript) || text(event.text);
      return {
        state: upsertAssistant(state, `assistant-${itemId}`, (so) => final || so, true),
      };
    }
    case 'response.function_call_arguments.done':
      return takeToolCall(state, {
        callId: text(event.call_id),
        name: text(event.name),
        arguments: text(event.arguments),
      });
    case 'response.output_item.done': {
      const item = event.item;
      if (!isRecord(item) || item.type !== 'function_call') return { state };
      return takeToolCall(state, {
        callId: text(item.call_id),
        name: text(item.name),
        arguments: text(item.arguments),
      });
    }
    default:
      return { state };
  }
}

/** Adds the sources of one tool call to the transcript. */
export function addReferences(
  state: TranscriptState,
  callId: string,
  references: Reference[],
): TranscriptState {
  if (references.length === 0) return state;
  return {
    ...state,
    entries: [...state.entries, { id: `references-${callId}`, kind: 'references', references }],
  };
}

/** The evidence query in a tool call's JSON arguments; undefined when it has none. */
export function readToolQuery(call: ToolCall): string | undefined {
  if (call.name !== VOICE_EVIDENCE_TOOL.name) return undefined;
  try {
    const parsed: unknown = JSON.parse(call.arguments);
    const query = isRecord(parsed) ? text(parsed.query).trim() : '';
    return query || undefined;
  } catch {
    return undefined;
  }
}

/** The instruction and the evidence tool, for the session (sent again when the language changes). */
export function sessionUpdateEvent(language: Language) {
  return {
    type: 'session.update',
    session: {
      type: 'realtime',
      instructions: voiceInstruction(language),
      tools: [VOICE_EVIDENCE_TOOL],
      tool_choice: 'auto',
      // Without it the provider sends no transcript of what the user said.
      audio: { input: { transcription: { model: 'whisper-1' } } },
    },
  };
}

/** The greeting: a short instruction for the next reply, then the reply itself. */
export function greetingEvents(language: Language) {
  return [
    {
      type: 'conversation.item.create',
      item: {
        type: 'message',
        role: 'system',
        content: [
          {
            type: 'input_text',
            text:
              `Greet the user in one short sentence in ${language === 'en' ? 'English' : 'their language'}, ` +
              'say you can find health information backed by sources, and ask how you can help.',
          },
        ],
      },
    },
    { type: 'response.create' },
  ];
}

/** The tool's answer, then a request for the spoken reply that uses it. */
export function toolOutputEvents(callId: string, output: string) {
  return [
    {
      type: 'conversation.item.create',
      item: { type: 'function_call_output', call_id: callId, output },
    },
    { type: 'response.create' },
  ];
}
