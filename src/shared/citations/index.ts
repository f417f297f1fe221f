export {
  CITATION_ATTRIBUTE,
  SENTENCE_ATTRIBUTE,
  markCitations,
  parseCitationNumbers,
  remarkCitations,
} from './citation-markers.ts';
export { citedSentences, markerNumbers, type CitedSentence } from './cited-sentences.ts';
export { sentenceKey, sentenceWords } from './sentence-key.ts';
export { MARKER, splitSentences } from './split-sentences.ts';
export { readCitedSentences } from './read-cited-sentences.ts';
