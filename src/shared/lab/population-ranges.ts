import type { LabTestResult } from '../../contract/lab-report.ts';
import type { TextRow } from '../pdf/positioned-text.ts';
import { compareToRange, judgeLabValue } from './judge-lab-value.ts';
import { populationRanges, rangeTiers, sexWord, type PopulationRange } from './lab-patterns.ts';

/*
 * Ranges printed for several populations ('H: 13-17 / M: 12-16', 'Homens: 30 a 400 Mulheres: 13
 * a 150', one phase of the cycle a line with the one that applies marked '►'): the value is
 * judged against the one that applies to this patient, by the laboratory's mark or by the sex
 * the report prints; else, when every range says the same of the value, by that; else it is
 * not flagged.
 */

export type Sex = 'female' | 'male';

/**
 * The sex a range's label is for ('Femme 20-49 ans', 'Adult Male', 'Homens'): its first word
 * that names one. 'M' beside 'H' is mujer or femme; beside 'V' it is man (Dutch, beside vrouw) or
 * mujer (Spanish, beside varón): no telling which.
 */
function sexOfLabel(label: string, labels: string[]): Sex | null {
  const words = (text: string): string[] =>
    text
      .toLowerCase()
      .split(/[\s,()]+/)
      .map((word) => word.replace(/[.:]$/, ''))
      .filter(Boolean);
  const letters = new Set(labels.flatMap((other) => words(other).slice(0, 1)));
  for (const word of words(label)) {
    if (word === 'm' && letters.has('v')) return null;
    if (word === 'm' && letters.has('h')) return 'female';
    const sex = sexWord(word);
    if (sex) return sex;
  }
  return null;
}

/** Labels of the patient's sex in a report's details ('Sexo: Mujer', '性别：男', '성별/나이 M / 37'). */
const SEX_LABEL =
  /(?:^|[^\p{L}])(?:sex|sexe|sexo|sesso|geschlecht|gender|geslacht|płeć|пол|cinsiyet|kön|køn|kjønn|性\s?别|性\s?別|성별|الجنس|लिंग)(?![\p{L}])(?:\s?\/\s?[^\s:：]{1,8})?\s*(?:[:：]\s*)?([^\s/|,;·:：]{1,12})/iu;
/** Forms of address printed before a patient's name. */
const TITLE_FEMALE =
  /(?:^|[^\p{L}])(?:madame|mme|mrs|frau|señora|sra\.|signora|sig\.ra|senhora|mevrouw|pani)(?![\p{L}])/iu;
const TITLE_MALE = /(?:^|[^\p{L}])(?:monsieur|herr|señor|signor|senhor|meneer)(?![\p{L}])/iu;

/** The patient's sex as the report prints it; null when it prints none, or both. */
export function patientSexOf(rows: TextRow[]): Sex | null {
  const found = new Set<Sex>();
  for (const row of rows.slice(0, 80)) {
    const text = row.cells.map((cell) => cell.text).join(' ');
    if (text.length > 400) continue;
    const labelled = SEX_LABEL.exec(text)?.[1];
    const sex = labelled ? sexWord(labelled) : null;
    if (sex) found.add(sex);
    if (TITLE_FEMALE.test(text)) found.add('female');
    if (TITLE_MALE.test(text)) found.add('male');
  }
  return found.size === 1 ? ([...found][0] ?? null) : null;
}

/** The one range that applies: the marked one, else the only one for the patient's sex. */
function applying(options: PopulationRange[], sex: Sex | null): PopulationRange | null {
  const marked = options.filter((option) => option.marked);
  if (marked.length === 1) return marked[0] ?? null;
  if (!sex || marked.length > 1) return null;
  const labels = options.map((option) => option.label);
  const forSex = options.filter((option) => sexOfLabel(option.label, labels) === sex);
  return forSex.length === 1 ? (forSex[0] ?? null) : null;
}

/** The contract's longest range: the ranges that fit, whole. */
const MAX_RANGE = 120;
const shortened = (options: PopulationRange[]): string => {
  let text = '';
  for (const { label, range } of options) {
    const next = `${text}${text ? '; ' : ''}${label}: ${range}`;
    if (next.length > MAX_RANGE) break;
    text = next;
  }
  return text;
};

/**
 * A result whose range is printed for several populations, judged against the one that applies;
 * a result with a range of one population, or in tiers, as it was.
 */
export function settlePopulationRange(result: LabTestResult, sex: Sex | null): LabTestResult {
  if (rangeTiers(result.referenceRange)) return result;
  const options = populationRanges(result.referenceRange);
  if (!options) return result;
  const chosen = applying(options, sex);
  const flagged = result.statusBasis === 'printed-flag';
  if (chosen) {
    const judged = judgeLabValue(result.value, chosen.range);
    return {
      ...result,
      referenceRange: chosen.range,
      ...(flagged || judged.statusBasis === 'none' ? {} : judged),
    };
  }
  const referenceRange = shortened(options);
  if (flagged) return { ...result, referenceRange };
  // Whichever range applies, the value reads the same against each: that is its status.
  const verdicts = new Set(options.map((option) => compareToRange(result.value, option.range)));
  const [only] = [...verdicts];
  return verdicts.size === 1 && only
    ? { ...result, referenceRange, status: only, statusBasis: 'reference-range' }
    : { ...result, referenceRange, status: 'normal', statusBasis: 'none' };
}
