import type { Language } from '../../../contract/index.ts';
import type { NetworkState } from '../../sources/index.ts';
import { answerNotesFor, fillNote, type AnswerNotes } from './answer-notes/answer-notes.ts';
import { en } from './answer-notes/languages/en.ts';

type SourceKey = keyof AnswerNotes['sourceNames'];

/** The sources that can be named as down, in the order they are listed. */
const SOURCE_KEYS: readonly SourceKey[] = ['pubmed', 'medlineplus', 'web', 'openfda'];

/**
 * The display names, in a fixed order, of the sources that failed: English, as the status part
 * carries them; the notices below name them again in the answer's language.
 */
export function unreachableNames(failed: ReadonlySet<string>): string[] {
  return SOURCE_KEYS.filter((source) => failed.has(source)).map((source) => en.sourceNames[source]);
}

/** A source's name in `notes`' language, from its English display name. */
function localName(name: string, notes: AnswerNotes): string {
  const key = SOURCE_KEYS.find((source) => en.sourceNames[source] === name);
  return key ? notes.sourceNames[key] : name;
}

function listed(names: readonly string[], notes: AnswerNotes): string {
  const local = names.map((name) => localName(name, notes));
  return local.length <= 1
    ? (local[0] ?? '')
    : `${local.slice(0, -1).join(notes.listSeparator)}${notes.listLastSeparator}${local.at(-1) ?? ''}`;
}

/** The first letter upper-cased (a no-op in scripts without case), past any Markdown before it. */
const capitalised = (text: string): string =>
  text.replace(/\p{L}/u, (letter) => letter.toUpperCase());

/**
 * The line streamed before an answer built without some sources: which ones, and that the
 * question is not the problem (a person would otherwise rephrase a perfectly good question).
 * `network` 'offline' (every source failed to connect) says so instead of "try again later".
 */
export function unreachableNotice(
  names: readonly string[],
  network: NetworkState = 'online',
  language?: Language,
): string {
  const notes = answerNotesFor(language);
  const sources = listed(names, notes);
  if (network === 'offline') return `_${fillNote(notes.offlineNotice, { sources })}_\n\n`;
  const template = names.length === 1 ? notes.unreachableOne : notes.unreachableMany;
  return `_${capitalised(fillNote(template, { sources }))}_\n\n`;
}

/** The whole evidence-only answer when nothing could be quoted because sources were down. */
export function nothingReachedAnswer(
  names: readonly string[],
  network: NetworkState = 'online',
  language?: Language,
): string {
  const notes = answerNotesFor(language);
  if (network === 'offline') return notes.nothingReachedOffline;
  return capitalised(fillNote(notes.nothingReached, { sources: listed(names, notes) }));
}
