/**
 * What training the emergency classifier and studying it have in common: reading the corpus,
 * the features, logistic regression with AdaGrad over hashed features, the category head, and
 * choosing a threshold. Used by `train-emergency-model.ts` (the committed model) and
 * `emergency-held-out.ts` (leave-one-blind-set-out). Deterministic: seeded shuffles only.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { EMERGENCY_CATEGORIES, type EmergencyCategory } from '../src/contract/emergency.ts';
import { detectByRules } from '../src/shared/emergency/detect-by-rules.ts';
import {
  modelFeatures,
  scoredSentences,
  sentenceFeatures,
  sigmoid,
} from '../src/shared/emergency/emergency-classifier.ts';
import { hashedIndices } from '../src/shared/emergency/emergency-features.ts';

export const BITS = 18;
export const CATEGORY_BITS = 14;

export interface Item {
  lang: string;
  text: string;
  emergency: boolean;
  category?: string | null;
}

export interface Example {
  item: Item;
  /** Where the text comes from, relative to evals/safety/emergency ('pubmedqa' for PubMedQA). */
  source: string;
  features: string[];
  /** Each sentence's features when the text has several (`split-sentences.ts`), else none. */
  parts: string[][];
}

export interface TrainingOptions {
  epochs: number;
  rate: number;
  l2: number;
}

/**
 * The recipe, one place for the training and the held-out study that judges it (environment
 * overrides for experiments): chosen on the leave-one-blind-set-out study.
 */
export const RECIPE_OPTIONS: TrainingOptions = {
  epochs: Number(process.env.EPOCHS ?? 10),
  rate: Number(process.env.RATE ?? 0.4),
  l2: Number(process.env.L2 ?? 3e-5),
};
/** How many times a folded blind text counts: it is what the detector will meet. */
export const FOLDED_REPEAT = Number(process.env.FOLDED_REPEAT ?? 2);
/**
 * Held-out recall the threshold must keep: a missed emergency costs more than a false alarm, and
 * a language has only 8 to 12 emergencies in a blind set, so one miss more is 10 points. The rule
 * (round 3): the lowest target that keeps every language in every held-out set at the issue's
 * 7-of-8 floor. 0.995 from blind-6 to blind-8; with blind-9 folded in, 0.995 left blind-8's
 * Arabic at 10 of 12 and 0.997 keeps every language at 11 of 12 or better for 7 more false alarms
 * in 1,428 (1.4% to 1.9%; emergency-held-out.md, round 5).
 */
export const TARGET_RECALL = Number(process.env.TARGET_RECALL ?? 0.997);

export const corpusFolder = fileURLToPath(new URL('../evals/safety/emergency/', import.meta.url));
const pubmedQa = fileURLToPath(
  new URL('../../shared/evals/pubmedqa/pqal-dev.json', import.meta.url),
);

const readJsonl = (path: string): Item[] =>
  readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Item);

/**
 * Every development text with where it comes from: the corpus folder's .jsonl files except the
 * top-level blind-* sets (never trained on until folded), and PubMedQA's questions as research
 * questions that are never emergencies, however many name one ("mortality after cardiac arrest").
 */
export function developmentItems(): { item: Item; source: string }[] {
  const found: { item: Item; source: string }[] = [];
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      if (entry.isDirectory()) walk(`${dir}${entry.name}/`, `${prefix}${entry.name}/`);
      else if (entry.name.endsWith('.jsonl') && !(prefix === '' && entry.name.startsWith('blind-')))
        for (const item of readJsonl(`${dir}${entry.name}`))
          found.push({ item, source: `${prefix}${entry.name}` });
    }
  };
  walk(corpusFolder, '');
  if (existsSync(pubmedQa)) {
    const records = JSON.parse(readFileSync(pubmedQa, 'utf8')) as Record<
      string,
      { QUESTION: string }
    >;
    for (const { QUESTION } of Object.values(records))
      found.push({ item: { lang: 'en', text: QUESTION, emergency: false }, source: 'pubmedqa' });
  }
  return found;
}

export const featurise = (found: { item: Item; source: string }[]): Example[] =>
  found.map(({ item, source }) => {
    const verdict = detectByRules(item.text);
    return {
      item,
      source,
      features: modelFeatures(item.text, verdict),
      parts: scoredSentences(item.text).map((sentence) =>
        sentenceFeatures(sentence, item.text, verdict),
      ),
    };
  });

/** Mulberry32: a seeded shuffle, so training is reproducible. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export const shuffled = <T>(values: readonly T[], seed: number): T[] => {
  const next = random(seed);
  const copy = [...values];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
};

interface Encoded {
  indices: Uint32Array;
  value: number;
}
const encodedCache = new WeakMap<string[], Encoded>();
/** Features weighted 1/sqrt(n), as `scoreEmergency` reads them. */
function encode(features: string[], bits: number): Encoded {
  if (bits === BITS) {
    const cached = encodedCache.get(features);
    if (cached) return cached;
  }
  const indices = hashedIndices(features, bits);
  const encoded = { indices, value: indices.length === 0 ? 0 : 1 / Math.sqrt(indices.length) };
  if (bits === BITS) encodedCache.set(features, encoded);
  return encoded;
}

export interface BinaryModel {
  weights: Float32Array;
  bias: number;
}

export function trainBinary(
  examples: readonly Example[],
  seed: number,
  { epochs, rate, l2 }: TrainingOptions,
): BinaryModel {
  const weights = new Float32Array(1 << BITS);
  const squares = new Float32Array(1 << BITS);
  let bias = 0;
  let biasSquares = 0;
  const encoded = examples.map((example) => ({
    ...encode(example.features, BITS),
    y: example.item.emergency ? 1 : 0,
  }));
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (const { indices, value, y } of shuffled(encoded, seed + epoch)) {
      let z = bias;
      for (const index of indices) z += (weights[index] ?? 0) * value;
      const gradient = sigmoid(z) - y;
      for (const index of indices) {
        const g = gradient * value + l2 * (weights[index] ?? 0);
        squares[index] = (squares[index] ?? 0) + g * g;
        weights[index] =
          (weights[index] ?? 0) - (rate * g) / (Math.sqrt(squares[index] ?? 0) + 1e-8);
      }
      biasSquares += gradient * gradient;
      bias -= (rate * gradient) / (Math.sqrt(biasSquares) + 1e-8);
    }
  }
  return { weights, bias };
}

export function probability(model: BinaryModel, features: string[]): number {
  const { indices, value } = encode(features, BITS);
  let z = model.bias;
  for (const index of indices) z += (model.weights[index] ?? 0) * value;
  return sigmoid(z);
}

/** A text's score as `scoreMessage` gives it: the whole text's or its highest sentence's. */
export const scoreExample = (model: BinaryModel, example: Example): number =>
  Math.max(
    probability(model, example.features),
    ...example.parts.map((features) => probability(model, features)),
  );

export function trainCategories(
  examples: readonly Example[],
  seed: number,
  { epochs, rate, l2 }: TrainingOptions,
) {
  const classes = EMERGENCY_CATEGORIES.length;
  const weights = new Float32Array((1 << CATEGORY_BITS) * classes);
  const squares = new Float32Array(weights.length);
  const bias = new Float32Array(classes);
  const biasSquares = new Float32Array(classes);
  const encoded = examples
    .filter((example) => example.item.emergency)
    .map((example) => ({
      ...encode(example.features, CATEGORY_BITS),
      y: Math.max(
        0,
        EMERGENCY_CATEGORIES.indexOf((example.item.category ?? 'other') as EmergencyCategory),
      ),
    }));
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (const { indices, value, y } of shuffled(encoded, seed + epoch)) {
      const scores = Array.from(bias);
      for (const index of indices) {
        for (let k = 0; k < classes; k++)
          scores[k] = (scores[k] ?? 0) + (weights[index * classes + k] ?? 0) * value;
      }
      const top = Math.max(...scores);
      const exps = scores.map((score) => Math.exp(score - top));
      const sum = exps.reduce((a, b) => a + b, 0);
      for (let k = 0; k < classes; k++) {
        const gradient = (exps[k] ?? 0) / sum - (k === y ? 1 : 0);
        for (const index of indices) {
          const at = index * classes + k;
          const g = gradient * value + l2 * (weights[at] ?? 0);
          squares[at] = (squares[at] ?? 0) + g * g;
          weights[at] = (weights[at] ?? 0) - (rate * g) / (Math.sqrt(squares[at] ?? 0) + 1e-8);
        }
        biasSquares[k] = (biasSquares[k] ?? 0) + gradient * gradient;
        bias[k] = (bias[k] ?? 0) - (rate * gradient) / (Math.sqrt(biasSquares[k] ?? 0) + 1e-8);
      }
    }
  }
  return { weights, bias: Array.from(bias) };
}

/**
 * The highest threshold whose recall over these emergencies' scores meets `target`, at most
 * `ceiling`.
 */
export function thresholdAtRecall(
  emergencyScores: readonly number[],
  target: number,
  ceiling = 1,
): number {
  const sorted = [...emergencyScores].sort((a, b) => a - b);
  return Math.min(ceiling, sorted[Math.floor((1 - target) * sorted.length)] ?? 0.5);
}

/** The folded blind set a text comes from ('blind-2'), if it was written by someone unseen. */
export const blindSetOf = (example: Example): string | undefined =>
  /^folded\/(blind-[^.]+)\.jsonl$/.exec(example.source)?.[1];

/**
 * Text written by people who had not seen the code, repeated `repeat` times: it is what the
 * detector will meet, and it is outnumbered by the development corpus's own wording.
 */
export const weighted = (examples: readonly Example[], repeat: number): Example[] =>
  examples.flatMap((example) =>
    blindSetOf(example) === undefined ? [example] : Array<Example>(repeat).fill(example),
  );

/**
 * Leave-one-blind-set-out: every folded blind set's texts scored by a model trained on all the
 * other texts, so each score is what a model says of wording it has not seen.
 */
export function leaveOneBlindSetOut(
  examples: readonly Example[],
  options: TrainingOptions,
  repeat: number,
  seed: number,
): Map<Example, number> {
  const sets = [...new Set(examples.flatMap((example) => blindSetOf(example) ?? []))].sort();
  const scores = new Map<Example, number>();
  for (const [index, set] of sets.entries()) {
    const model = trainBinary(
      weighted(
        examples.filter((example) => blindSetOf(example) !== set),
        repeat,
      ),
      seed + index,
      options,
    );
    for (const example of examples)
      if (blindSetOf(example) === set) scores.set(example, scoreExample(model, example));
  }
  return scores;
}
