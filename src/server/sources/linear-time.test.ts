import { describe, expect, it } from 'vitest';
import {
  LINEAR_LIMIT_MS,
  adversarialTexts,
  ignoringErrors,
  firstSlow,
  pieceRuns,
  randomMixtures,
} from '../../../tests/fakes/adversarial-text.ts';
import { cleanLocation, conditionTerms } from './clinical-trials/build-condition-query.ts';
import { clampQuery } from './http/clamp-search-input.ts';
import { parseMedlinePlusXml } from './medlineplus/parse-medlineplus-xml.ts';
import { readLabelSearch } from './openfda/parse-drug-label.ts';
import { parsePubMedXml } from './pubmed/parse-pubmed-xml.ts';
import { decodeEntities } from './text/decode-entities.ts';
import { htmlToText, inlineMarkupToText } from './text/html-to-text.ts';
import { truncateText } from './text/truncate-text.ts';

/*
 * Upstream text (PubMed and MedlinePlus XML, openFDA labels, web pages) is not ours: a source that
 * returns a pathological page must not block the server. Each reader must take 100 KB of
 * adversarial text in linear time, as a whole body and inside the field it is read from.
 */
const texts = adversarialTexts();
const markup = [...pieceRuns(), ...randomMixtures()];

describe('the source readers read adversarial text in linear time', () => {
  it.each([
    ['htmlToText', (text: string) => htmlToText(text)],
    ['inlineMarkupToText', (text: string) => inlineMarkupToText(text)],
    ['decodeEntities', (text: string) => decodeEntities(text)],
    ['truncateText', (text: string) => truncateText(text, 90_000)],
    ['clampQuery', (text: string) => clampQuery(text, 500)],
    ['conditionTerms', (text: string) => conditionTerms(text)],
    ['cleanLocation', (text: string) => cleanLocation(text)],
    [
      'readLabelSearch',
      (text: string) =>
        readLabelSearch({
          results: [
            {
              set_id: 'x',
              openfda: { brand_name: [text], pharm_class_epc: [`${text} [EPC]`] },
              spl_product_data_elements: [text],
              drug_interactions: [text],
              warnings: [text],
            },
          ],
        }),
    ],
  ])('%s', { timeout: 60_000 }, (_name, read) => {
    expect(firstSlow(read, texts)).toBeUndefined();
  });

  // The XML parser (saxes) reports an error for every stray '<' of a malformed body and reads on:
  // linear, but about 8 µs a character, so these get three times the bound. Its text is markup,
  // not labels: the runs of pieces and the mixtures only.
  it.each([
    ['parsePubMedXml', ignoringErrors(parsePubMedXml)],
    [
      'parsePubMedXml on a title and an abstract',
      ignoringErrors((text) =>
        parsePubMedXml(
          `<PubmedArticleSet><PubmedArticle><MedlineCitation><PMID>1</PMID><Article><ArticleTitle>${text}</ArticleTitle><Abstract><AbstractText>${text}</AbstractText></Abstract></Article></MedlineCitation></PubmedArticle></PubmedArticleSet>`,
        ),
      ),
    ],
    ['parseMedlinePlusXml', ignoringErrors(parseMedlinePlusXml)],
  ])('%s', { timeout: 60_000 }, (_name, read) => {
    expect(firstSlow(read, markup, 3 * LINEAR_LIMIT_MS)).toBeUndefined();
  });
});
