import type { Reference } from '../../../contract/index.ts';
import type { EvidenceItem } from '../../llm/index.ts';
import type { LabelSection } from '../../sources/index.ts';
import type { FoundLabel } from './find-labels.ts';

/** What a label says about the other drugs asked about, section by section. */
export interface LabelExcerpt {
  section: LabelSection;
  sentences: string[];
}

export interface LabelEvidence {
  found: FoundLabel;
  excerpts: LabelExcerpt[];
  item: EvidenceItem;
}

/** The prompt budget per source (LIMITS.webContentPromptChars) shared by a label's sections. */
const BUDGET_CHARS = 1500;
const LEAD_SENTENCES = 3;

/** Labels name classes ("NSAIDs", "ACE inhibitors") where a question names the drug. */
const CLASS_ALIASES: Record<string, string[]> = {
  'nonsteroidal anti-inflammatory drug': ['nsaid', 'anti-inflammatory'],
  'angiotensin converting enzyme inhibitor': ['ace inhibitor', 'ace-inhibitor'],
  'angiotensin 2 receptor blocker': ['angiotensin receptor blocker', 'arb'],
  'vitamin k antagonist': ['anticoagulant', 'warfarin'],
  'serotonin reuptake inhibitor': ['ssri', 'serotonergic', 'serotonin'],
  'selective serotonin reuptake inhibitor': ['ssri', 'serotonergic', 'serotonin'],
  'monoamine oxidase inhibitor': ['maoi', 'monoamine oxidase'],
  'platelet aggregation inhibitor': ['antiplatelet'],
  'hmg-coa reductase inhibitor': ['statin'],
  'opioid agonist': ['opioid'],
  benzodiazepine: ['benzodiazepine', 'cns depressant'],
};

/** Wording that makes a boxed warning or contraindication bear on combining drugs. */
const COMBINATION_WORDS =
  /\b(?:concomitant|co-?administ|coadminist|combination|in combination|together with|with other|inhibitors?\b|interact)/i;

function termsFor(other: FoundLabel): string[] {
  const { label, asked } = other;
  const names = [asked, label.genericName, label.brandName, label.name]
    .filter((name): name is string => Boolean(name))
    .map((name) => name.toLowerCase().split(/\s+/)[0] ?? '')
    .filter((name) => name.length >= 4);
  const classes = label.classes.flatMap((cls) => {
    const key = cls.toLowerCase();
    return [key, ...(CLASS_ALIASES[key] ?? [])];
  });
  return [...new Set([...names, ...classes])];
}

const splitSentences = (text: string): string[] =>
  text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9(])/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);

const mentions = (sentence: string, terms: readonly string[]): boolean => {
  const lower = sentence.toLowerCase();
  return terms.some((term) =>
    new RegExp(`\\b${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i').test(lower),
  );
};

/**
 * The sentences of each section that name another drug asked about (or its class). Interactions
 * without such a sentence fall back to the section's opening; boxed warnings and contraindications
 * are kept only where they speak of combining drugs.
 */
export function selectExcerpts(found: FoundLabel, others: readonly FoundLabel[]): LabelExcerpt[] {
  const terms = [...others.flatMap(termsFor), ...others.map((other) => other.asked)];
  let budget = BUDGET_CHARS;
  const excerpts: LabelExcerpt[] = [];
  for (const section of found.label.sections) {
    const sentences = splitSentences(section.text);
    let chosen = terms.length > 0 ? sentences.filter((s) => mentions(s, terms)) : [];
    if (chosen.length === 0) {
      chosen =
        section.kind === 'drug_interactions' || section.kind === 'ask_doctor_or_pharmacist'
          ? sentences.slice(0, LEAD_SENTENCES)
          : sentences.filter((s) => COMBINATION_WORDS.test(s)).slice(0, 2);
    }
    const kept: string[] = [];
    for (const sentence of chosen) {
      if (sentence.length > budget) break;
      kept.push(sentence);
      budget -= sentence.length + 1;
    }
    if (kept.length > 0) excerpts.push({ section, sentences: kept });
  }
  return excerpts;
}

export function labelReference(found: FoundLabel, excerpts: readonly LabelExcerpt[], n: number) {
  const { label } = found;
  const sections = excerpts.map((excerpt) => excerpt.section.title).join(', ');
  const generic = label.genericName?.toLowerCase();
  const reference: Reference = {
    n,
    kind: 'fda-label',
    title: `${label.name}${generic && generic !== label.name.toLowerCase() ? ` (${label.genericName})` : ''} drug label: ${sections}`,
    url: label.url,
    source: label.manufacturer ? `FDA label, ${label.manufacturer}` : 'FDA label',
    year: label.year,
  };
  return reference;
}

/** Numbers the labels 1..k (they are the primary evidence for interactions) with their excerpts. */
export function labelEvidence(labels: readonly FoundLabel[]): LabelEvidence[] {
  return labels
    .map((found) => ({
      found,
      excerpts: selectExcerpts(
        found,
        labels.filter((other) => other !== found),
      ),
    }))
    .filter(({ excerpts }) => excerpts.length > 0)
    .map(({ found, excerpts }, index) => ({
      found,
      excerpts,
      item: {
        reference: labelReference(found, excerpts, index + 1),
        text: excerpts
          .map(({ section, sentences }) => `${section.title}: ${sentences.join(' ')}`)
          .join('\n\n'),
      },
    }));
}
