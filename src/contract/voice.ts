import { z } from 'zod';
import { referenceSchema } from './reference.ts';
import { languageSchema } from './vocabulary.ts';
import { TTS_FORMATS, TTS_VOICES, VOICE_LIMITS } from './voice-limits.ts';

export * from './voice-limits.ts';

/** Body of POST /api/openai/audio/speech (SPEC.md section 7, call 2). */
export const speechRequestSchema = z.object({
  model: z.string().min(1).max(100).optional(),
  input: z
    .string()
    .max(
      VOICE_LIMITS.ttsInputMaxChars,
      `input is limited to ${VOICE_LIMITS.ttsInputMaxChars} characters`,
    )
    .refine((text) => text.trim() !== '', 'input is required'),
  voice: z.enum(TTS_VOICES).default(VOICE_LIMITS.ttsVoice),
  response_format: z.enum(TTS_FORMATS).default(VOICE_LIMITS.ttsFormat),
  speed: z.number().min(0.25).max(4).default(VOICE_LIMITS.ttsSpeed),
});
export type SpeechRequest = z.infer<typeof speechRequestSchema>;
export type SpeechRequestInput = z.input<typeof speechRequestSchema>;

/** Reply of POST /api/openai/audio/transcriptions (call 3). */
export const transcriptionResponseSchema = z.object({ text: z.string() });
export type TranscriptionResponse = z.infer<typeof transcriptionResponseSchema>;

/** Reply of GET /api/openai/realtime/session (call 4): the key in both places clients look. */
export const realtimeSessionResponseSchema = z.object({
  client_secret: z.object({ value: z.string().min(1), expires_at: z.number() }),
  value: z.string().min(1),
  expires_at: z.number(),
  model: z.string(),
  /** Where the browser posts its SDP offer with the key above. */
  realtimeUrl: z.string(),
});
export type RealtimeSessionResponse = z.infer<typeof realtimeSessionResponseSchema>;

/** The error body of the voice endpoints: OpenAI's shape, so clients read `error.message`. */
export const voiceErrorSchema = z.object({
  error: z.object({
    message: z.string(),
    type: z.string(),
    code: z.string().nullable(),
  }),
});
export type VoiceError = z.infer<typeof voiceErrorSchema>;

/** What GET /api/config says about voice. */
export const voiceConfigSchema = z.object({
  tts: z.boolean(),
  transcription: z.boolean(),
  realtime: z.boolean(),
  realtimeUrl: z.string(),
  iceServers: z.array(z.string()),
  /** Origins, besides the app's own, whose 'open-voice-mode' window message is obeyed. */
  messageOrigins: z.array(z.string()),
});
export type VoiceConfig = z.infer<typeof voiceConfigSchema>;

/**
 * Rules every voice session starts with, the same as for written answers: the server mints the
 * session with them so a client that never sends its own instruction is still bound by them.
 */
export const REALTIME_BASE_INSTRUCTIONS = [
  'You are a health information assistant speaking with a member of the public.',
  'Never diagnose and never prescribe; explain what the evidence says in plain words.',
  'Say clearly when to seek care, and tell the person to contact emergency services at once',
  '(911 in the US, 999 in the UK) for anything that could be an emergency.',
  'Cite your sources briefly when you use them.',
  "Answer in the user's language.",
].join(' ');

/** TTS language entry of SPEC.md section 3: every language speaks with 'nova'. */
export interface TtsLanguage {
  code: string;
  voice: 'nova';
  name: string;
}

const TTS_LANGUAGE_NAMES: readonly (readonly [string, string])[] = [
  ['en', 'English'],
  ['es', 'Spanish'],
  ['fr', 'French'],
  ['de', 'German'],
  ['it', 'Italian'],
  ['pt', 'Portuguese'],
  ['ru', 'Russian'],
  ['zh', 'Chinese'],
  ['ja', 'Japanese'],
  ['ko', 'Korean'],
  ['ar', 'Arabic'],
  ['hi', 'Hindi'],
  ['mr', 'Marathi'],
  ['bn', 'Bengali'],
  ['ta', 'Tamil'],
  ['te', 'Telugu'],
  ['af', 'Afrikaans'],
  ['am', 'Amharic'],
  ['hy', 'Armenian'],
  ['az', 'Azerbaijani'],
  ['be', 'Belarusian'],
  ['bs', 'Bosnian'],
  ['bg', 'Bulgarian'],
  ['ca', 'Catalan'],
  ['hr', 'Croatian'],
  ['cs', 'Czech'],
  ['da', 'Danish'],
  ['nl', 'Dutch'],
  ['et', 'Estonian'],
  ['fi', 'Finnish'],
  ['gl', 'Galician'],
  ['ka', 'Georgian'],
  ['el', 'Greek'],
  ['gu', 'Gujarati'],
  ['ha', 'Hausa'],
  ['he', 'Hebrew'],
  ['hu', 'Hungarian'],
  ['is', 'Icelandic'],
  ['ig', 'Igbo'],
  ['id', 'Indonesian'],
  ['kn', 'Kannada'],
  ['kk', 'Kazakh'],
  ['rw', 'Kinyarwanda'],
  ['lv', 'Latvian'],
  ['lt', 'Lithuanian'],
  ['mk', 'Macedonian'],
  ['ms', 'Malay'],
  ['ml', 'Malayalam'],
  ['mi', 'Maori'],
  ['ne', 'Nepali'],
  ['no', 'Norwegian'],
  ['fa', 'Persian'],
  ['pl', 'Polish'],
  ['pa', 'Punjabi'],
  ['ro', 'Romanian'],
  ['sr', 'Serbian'],
  ['sk', 'Slovak'],
  ['sl', 'Slovenian'],
  ['so', 'Somali'],
  ['sw', 'Swahili'],
  ['sv', 'Swedish'],
  ['tl', 'Tagalog'],
  ['th', 'Thai'],
  ['tr', 'Turkish'],
  ['uk', 'Ukrainian'],
  ['ur', 'Urdu'],
  ['vi', 'Vietnamese'],
  ['cy', 'Welsh'],
  ['xh', 'Xhosa'],
  ['yo', 'Yoruba'],
  ['zu', 'Zulu'],
];

/** About 70 read-aloud languages (SPEC.md section 1); Khmer is not among them. */
export const TTS_LANGUAGES: readonly TtsLanguage[] = TTS_LANGUAGE_NAMES.map(([code, name]) => ({
  code,
  voice: 'nova',
  name,
}));

const TTS_LANGUAGE_BY_CODE = new Map(TTS_LANGUAGES.map((entry) => [entry.code, entry]));

/** The entry for a language code ('pt-BR' finds 'pt'); undefined when read-aloud lacks it. */
export function findTtsLanguage(code: string): TtsLanguage | undefined {
  const base = code.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return TTS_LANGUAGE_BY_CODE.get(base);
}

/** Longest user turn or tool query the voice safety and evidence endpoints take. */
export const VOICE_TEXT_MAX_CHARS = 2000;

const voiceTextSchema = z
  .string()
  .max(VOICE_TEXT_MAX_CHARS, `text is limited to ${VOICE_TEXT_MAX_CHARS} characters`)
  .refine((text) => text.trim() !== '', 'text is required');

/** Body of POST /api/voice/emergency-check: one transcribed user turn of voice mode. */
export const voiceEmergencyCheckRequestSchema = z.object({ text: voiceTextSchema });
export type VoiceEmergencyCheckRequest = z.infer<typeof voiceEmergencyCheckRequestSchema>;

export const voiceEmergencyCheckResponseSchema = z.object({
  isEmergency: z.boolean(),
  /** Condition ids that fired (e.g. 'chest-pain'); never the user's words. */
  matches: z.array(z.string()),
});
export type VoiceEmergencyCheckResponse = z.infer<typeof voiceEmergencyCheckResponseSchema>;

/** Body of POST /api/voice/evidence: the query of the assistant's evidence tool call. */
export const voiceEvidenceRequestSchema = z.object({
  query: voiceTextSchema,
  language: languageSchema.default('en'),
});
export type VoiceEvidenceRequest = z.infer<typeof voiceEvidenceRequestSchema>;

export const voiceEvidencePassageSchema = z.object({
  n: z.number().int().positive(),
  title: z.string(),
  /** A short excerpt of the source; untrusted text, fenced before the model sees it. */
  text: z.string(),
});
export type VoiceEvidencePassage = z.infer<typeof voiceEvidencePassageSchema>;

export const voiceEvidenceResponseSchema = z.object({
  references: z.array(referenceSchema),
  passages: z.array(voiceEvidencePassageSchema),
  /** Sources that could not be reached (display names). */
  unreachable: z.array(z.string()),
  /** The function_call_output for the voice model: numbered passages fenced as untrusted data. */
  toolOutput: z.string(),
});
export type VoiceEvidenceResponse = z.infer<typeof voiceEvidenceResponseSchema>;

/** Characters of each passage handed to the voice model: enough to ground a spoken answer. */
export const VOICE_PASSAGE_MAX_CHARS = 600;

/** The function tool voice mode offers: the server's evidence retrieval (PubMed, MedlinePlus). */
export const VOICE_EVIDENCE_TOOL = {
  type: 'function',
  name: 'search_medical_evidence',
  description:
    'Search PubMed and MedlinePlus for evidence on a health question. Use it before answering ' +
    'any medical question, then cite the numbered sources it returns, e.g. "source 1".',
  parameters: {
    type: 'object',
    properties: {
      query: {
        type: 'string',
        description: 'A short search query in English, without names or other personal details.',
      },
    },
    required: ['query'],
    additionalProperties: false,
  },
} as const;
