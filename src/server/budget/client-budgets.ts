import type { Config } from '../config.ts';
import type { SharedState } from '../state/index.ts';
import type { DailyBudget } from '../state/daily-budget.ts';

/**
 * The daily per-client budgets of the paid routes besides the model's (OWASP LLM10, unbounded
 * consumption): each is counted per client address and UTC day, across instances through Redis
 * like the model token budget.
 */
export interface ClientBudgets {
  /** Realtime keys issued (GET /api/openai/realtime/session). */
  realtimeSessions: DailyBudget;
  /** Realtime minutes, each key charged the longest a session can last. */
  realtimeMinutes: DailyBudget;
  /** Text-to-speech input characters (POST /api/openai/audio/speech). */
  speechChars: DailyBudget;
  /** Seconds of audio transcribed, measured from the decoded file. */
  transcriptionSeconds: DailyBudget;
  /** Runs clients add to the LangSmith project (POST /api/langsmith/traces and /errors). */
  langsmithClientRuns: DailyBudget;
}

export function createClientBudgets(state: SharedState, config: Config): ClientBudgets {
  const daily = config.voice.perClientPerDay;
  const sessionMinutes = config.voice.realtimeSessionMaxMinutes;
  return {
    realtimeSessions: state.dailyBudget('realtime-sessions', daily.realtimeSessions, {
      what: 'voice mode',
      unit: 'sessions',
    }),
    realtimeMinutes: state.dailyBudget('realtime-minutes', daily.realtimeMinutes, {
      what: 'voice mode',
      unit: 'minutes',
      note: `Each session counts as its longest possible length, ${sessionMinutes} minutes.`,
    }),
    speechChars: state.dailyBudget('speech-characters', daily.speechChars, {
      what: 'read-aloud',
      unit: 'characters',
    }),
    transcriptionSeconds: state.dailyBudget('transcription-seconds', daily.transcriptionSeconds, {
      what: 'dictation',
      unit: 'seconds of audio',
    }),
    langsmithClientRuns: state.dailyBudget(
      'langsmith-client-runs',
      config.langsmith.clientRunsPerDay,
      { what: 'client traces', unit: 'runs' },
    ),
  };
}
