import type { EmergencyRule } from './emergency-rule.ts';
import { ENGLISH_EMERGENCY_RULES } from './emergency-rules-english.ts';
import { OTHER_LANGUAGE_EMERGENCY_RULES } from './emergency-rules-other-languages.ts';

const EMERGENCY_RULES: readonly EmergencyRule[] = [
  ...ENGLISH_EMERGENCY_RULES,
  ...OTHER_LANGUAGE_EMERGENCY_RULES,
];

export interface EmergencyDetection {
  isEmergency: boolean;
  /** Condition ids of the rules that fired, e.g. 'chest-pain', 'suicide'; never the user's words. */
  matches: string[];
}

/**
 * Folds case and accents so one pattern covers "Dolor torácico", "dolor toracico" and "DOLOR
 * TORÁCICO". Only Latin combining marks are dropped: Devanagari vowel signs are combining marks
 * too and carry meaning; its nukta and chandrabindu are folded because people type them either way.
 */
export function normaliseForMatching(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\u093c/g, '')
    .replace(/\u0901/g, '\u0902')
    .normalize('NFC')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/[¿¡"“”«»()]/g, ' ')
    .replace(/[ \t\u00a0]+/g, ' ');
}

/** A person the event happens to: the asker, someone with them, or a named relative. */
const EXPERIENCER = new RegExp(
  [
    String.raw`\b(?:i|i'm|im|i've|i'd|me|my|myself|we|we're|our|us|he|he's|she|she's|his|her|him|they|they're|their|them)\b`,
    String.raw`\b(?:someone|somebody|husband|wife|partner|son|daughter|child|kid|baby|toddler|infant|mom|mum|mother|dad|father)\b`,
    String.raw`\b(?:grandma|grandmother|grandpa|grandfather|brother|sister|friend|boyfriend|girlfriend|roommate)\b`,
    String.raw`\b(?:yo|mi|mis|estoy|tengo|tiene|tuve|tuvo|alguien|esposo|esposa|marido|hijo|hija|bebe|nino|nina)\b`,
    String.raw`\b(?:madre|padre|mama|papa|abuelo|abuela|hermano|hermana|amigo|amiga|novio|novia|tome|trague|ingeri)\b`,
    String.raw`\b(?:je|j'ai|mon|ma|il|elle|mari|femme|fils|fille|eu|meu|minha|ich|mein|meine|meinem|meiner|mich|mir)\b`,
    'मैं|मेरे|मेरी|मेरा|मुझे|उसे|उसको|उन्हें',
  ].join('|'),
);

/** Something happening now or very recently, not a past medical history or a topic of study. */
const PRESENT_EVENT = new RegExp(
  [
    String.raw`\b(?:am|is|are|i'm|im|he's|she's|they're|we're) (?:\w+ )?\w+ing\b`,
    String.raw`\b(?:having|just|right now|now|suddenly|sudden|currently|happening|keeps?|started|today|tonight)\b`,
    String.raw`\b(?:last night|this morning|yesterday|took|taken|swallowed|won'?t (?:stop|wake))\b`,
    String.raw`\b(?:\d+|a few|few|an?|several|couple of) (?:minutes?|hours?) ago\b`,
    String.raw`\b(?:ahora|de repente|repentin[oa]|acab[oa] de|esta \w+ndo|estoy \w+ndo|hoy|anoche|esta manana|ayer)\b`,
    String.raw`\b(?:tome|tomo|trague|trago|ingirio|no para|no deja|hace un rato|hace \d+ minutos)\b`,
    String.raw`\b(?:maintenant|soudain\w*|tout a coup|en train de|aujourd'hui|hier|vient de|viens de)\b`,
    String.raw`\b(?:agora|acabou de|esta tendo|hoje|ontem|jetzt|gerade|plotzlich|heute|gestern)\b`,
    'अभी|अचानक|आज|रहा है|रही है|रहे हैं',
  ].join('|'),
);

/** Asking what the condition looks like is asking because it may be happening. */
const SYMPTOM_INQUIRY =
  /\b(?:signs?|symptoms?|warning signs?|sintomas?|signos?|senales?|symptomes?|sinais|anzeichen|symptome)\b|लक्षण/;

const hasContext = (sentence: string): boolean =>
  SYMPTOM_INQUIRY.test(sentence) || (EXPERIENCER.test(sentence) && PRESENT_EVENT.test(sentence));

/** Rules are sentence-scoped so cues in one sentence cannot lend context to a word in another. */
const splitSentences = (text: string): string[] =>
  text
    .split(/[.!?;\n\u0964]+/)
    .map((part) => part.trim())
    .filter(Boolean);

/** Flags questions describing a possibly life-threatening situation (SPEC.md section 4). */
export function detectEmergency(text: string): EmergencyDetection {
  const matches = new Set<string>();
  for (const sentence of splitSentences(normaliseForMatching(text))) {
    for (const rule of EMERGENCY_RULES) {
      if (matches.has(rule.id) || !rule.pattern.test(sentence)) continue;
      if (rule.except) {
        const withoutIdioms = sentence.replace(new RegExp(rule.except.source, 'g'), ' ');
        if (!rule.pattern.test(withoutIdioms)) continue;
      }
      if (rule.needsContext && !hasContext(sentence)) continue;
      matches.add(rule.id);
    }
  }
  return { isEmergency: matches.size > 0, matches: [...matches] };
}
