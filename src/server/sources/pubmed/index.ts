export {
  createPubMedSource,
  type PubMedSearchOptions,
  type PubMedSource,
  type PubMedSourceOptions,
} from './pubmed-source.ts';
export { parsePubMedXml, readPubMedXml } from './parse-pubmed-xml.ts';
