import type { NetworkState } from '../../sources/index.ts';

/** How each source is named to a person when it could not be reached. */
const SOURCE_NAMES: Record<string, string> = {
  pubmed: 'PubMed',
  medlineplus: 'MedlinePlus',
  web: 'the trusted health sites',
  openfda: 'the FDA drug labels',
};

/** The display names, in a fixed order, of the sources that failed. */
export function unreachableNames(failed: ReadonlySet<string>): string[] {
  return Object.keys(SOURCE_NAMES)
    .filter((source) => failed.has(source))
    .map((source) => SOURCE_NAMES[source] ?? source);
}

const listed = (names: readonly string[]): string =>
  names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** Said when every source failed at the network: waiting a few minutes would not help. */
const NO_NETWORK =
  'No source could be reached: this server seems to have no internet connection or DNS right now';

/**
 * The line streamed before an answer built without some sources: which ones, and that the
 * question is not the problem (a person would otherwise rephrase a perfectly good question).
 * `network` 'offline' (every source failed to connect) says so instead of "try again later".
 */
export function unreachableNotice(
  names: readonly string[],
  network: NetworkState = 'online',
): string {
  const them = names.length === 1 ? 'it' : 'them';
  if (network === 'offline') {
    return `_${NO_NETWORK}, so this answer is built without ${listed(names)}. Your question is fine: ask again once the connection is back._\n\n`;
  }
  return `_${capitalised(listed(names))} could not be reached just now, so this answer is built without ${them}. Your question is fine: try again in a few minutes for the full set of sources._\n\n`;
}

/** The whole evidence-only answer when nothing could be quoted because sources were down. */
export function nothingReachedAnswer(
  names: readonly string[],
  network: NetworkState = 'online',
): string {
  if (network === 'offline') {
    return `**${NO_NETWORK}**, so nothing could be looked up. Your question is fine: please ask again once the connection is back.`;
  }
  return `**${capitalised(listed(names))} could not be reached just now**, and nothing else was found to quote. Your question is fine: please try again in a few minutes.`;
}
