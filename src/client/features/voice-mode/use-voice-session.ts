import { useCallback, useEffect, useRef, useState } from 'react';
import { VOICE_LIMITS, type EmergencyCategory, type Language } from '../../../contract/index.ts';
import { connectRealtime, type RealtimeConnection } from './connect-realtime.ts';
import { checkVoiceEmergency, fetchVoiceEvidence } from './post-voice-grounding.ts';
import {
  EMPTY_TRANSCRIPT,
  addReferences,
  applyServerEvent,
  isServerEvent,
  greetingEvents,
  readToolQuery,
  sessionUpdateEvent,
  toolOutputEvents,
  type ToolCall,
  type TranscriptState,
} from './realtime-events.ts';
import { nextVoiceLanguage } from './voice-language.ts';

export type VoiceStatus = 'connecting' | 'connected' | 'failed';

/** How long the events channel may take to open once the SDP exchange is done. */
const CHANNEL_OPEN_TIMEOUT_MS = 15_000;

const TOOL_FAILED_OUTPUT =
  'The evidence search failed. Tell the user you could not check sources just now, and do not cite any.';

export interface VoiceSession {
  status: VoiceStatus;
  transcript: TranscriptState;
  language: Language;
  micMuted: boolean;
  emergency: boolean;
  /** What the emergency checks found this session, for the banner to name. */
  emergencyCategories: readonly EmergencyCategory[];
  remoteStream: MediaStream | null;
  toggleMic(): void;
  dismissEmergency(): void;
}

/**
 * One realtime voice conversation while the dialog is open (SPEC.md section 4, "Real-time voice"):
 * connects on mount, starts in English, sends the instruction after 1 s and the greeting 0.5 s
 * later, resends the instruction when the user speaks in another script, checks each user turn
 * for an emergency, and answers the evidence tool. Unmounting releases the microphone; Try Again
 * mounts it anew (a new key and a new connection).
 */
export function useVoiceSession(iceServers: readonly string[]): VoiceSession {
  const [status, setStatus] = useState<VoiceStatus>('connecting');
  const [transcript, setTranscript] = useState<TranscriptState>(EMPTY_TRANSCRIPT);
  const [language, setLanguage] = useState<Language>('en');
  const [micMuted, setMicMuted] = useState(false);
  const [emergency, setEmergency] = useState(false);
  const [emergencyCategories, setEmergencyCategories] = useState<readonly EmergencyCategory[]>([]);
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null);
  const connectionRef = useRef<RealtimeConnection | null>(null);
  const iceKey = iceServers.join(' ');

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const timers: ReturnType<typeof setTimeout>[] = [];
    let transcriptState = EMPTY_TRANSCRIPT;
    let currentLanguage: Language = 'en';

    const fail = (): void => {
      if (signal.aborted) return;
      connectionRef.current?.close();
      connectionRef.current = null;
      setStatus('failed');
    };
    const send = (channel: RTCDataChannel, ...events: object[]): void => {
      if (channel.readyState !== 'open') return;
      for (const event of events) channel.send(JSON.stringify(event));
    };
    const update = (next: TranscriptState): void => {
      transcriptState = next;
      setTranscript(next);
    };

    const answerToolCall = async (channel: RTCDataChannel, call: ToolCall): Promise<void> => {
      const query = readToolQuery(call);
      let output = TOOL_FAILED_OUTPUT;
      if (query) {
        try {
          const evidence = await fetchVoiceEvidence(query, currentLanguage, signal);
          output = evidence.toolOutput || output;
          update(addReferences(transcriptState, call.callId, evidence.references));
        } catch {
          if (signal.aborted) return;
        }
      }
      send(channel, ...toolOutputEvents(call.callId, output));
    };

    const onUserTurn = (channel: RTCDataChannel, text: string): void => {
      const next = nextVoiceLanguage(currentLanguage, text);
      if (next !== currentLanguage) {
        currentLanguage = next;
        setLanguage(next);
        send(channel, sessionUpdateEvent(next));
      }
      checkVoiceEmergency(text, signal).then(
        ({ isEmergency, categories }) => {
          if (!isEmergency || signal.aborted) return;
          setEmergency(true);
          setEmergencyCategories((known) => [...new Set([...known, ...categories])]);
        },
        // The check is a safety net on top of the model's own rules; a failed one is not fatal.
        () => undefined,
      );
    };

    const onOpen = (channel: RTCDataChannel): void => {
      setStatus('connected');
      timers.push(
        setTimeout(() => {
          send(channel, sessionUpdateEvent(currentLanguage));
          timers.push(
            setTimeout(
              () => send(channel, ...greetingEvents(currentLanguage)),
              VOICE_LIMITS.realtimeGreetingDelayMs,
            ),
          );
        }, VOICE_LIMITS.realtimeInstructionDelayMs),
      );
    };

    void (async () => {
      let connection: RealtimeConnection;
      try {
        connection = await connectRealtime({
          iceServers: iceKey.split(' ').filter(Boolean),
          signal,
        });
      } catch (error) {
        if (!signal.aborted) console.warn('Voice mode could not connect:', error);
        return fail();
      }
      if (signal.aborted) return connection.close();
      connectionRef.current = connection;
      setRemoteStream(connection.remoteStream);
      const { channel } = connection;
      channel.onmessage = (message: MessageEvent) => {
        let event: unknown;
        try {
          event = JSON.parse(String(message.data));
        } catch {
          return;
        }
        if (!isServerEvent(event)) return;
        const outcome = applyServerEvent(transcriptState, event);
        if (outcome.state !== transcriptState) update(outcome.state);
        if (outcome.userText) onUserTurn(channel, outcome.userText);
        if (outcome.toolCall) void answerToolCall(channel, outcome.toolCall);
      };
      channel.onclose = () => fail();
      const openTimer = setTimeout(() => fail(), CHANNEL_OPEN_TIMEOUT_MS);
      timers.push(openTimer);
      if (channel.readyState === 'open') {
        clearTimeout(openTimer);
        onOpen(channel);
      } else {
        channel.onopen = () => {
          clearTimeout(openTimer);
          onOpen(channel);
        };
      }
    })();

    return () => {
      controller.abort();
      for (const timer of timers) clearTimeout(timer);
      connectionRef.current?.close();
      connectionRef.current = null;
    };
  }, [iceKey]);

  const toggleMic = useCallback(() => {
    const muted = !micMuted;
    connectionRef.current?.setMicMuted(muted);
    setMicMuted(muted);
  }, [micMuted]);

  return {
    status,
    transcript,
    language,
    micMuted,
    emergency,
    emergencyCategories,
    remoteStream,
    toggleMic,
    dismissEmergency: () => {
      setEmergency(false);
      setEmergencyCategories([]);
    },
  };
}
