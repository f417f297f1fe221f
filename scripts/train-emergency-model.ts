/**
 * Trains the emergency classifier on the development corpus (evals/safety/emergency, every
 * .jsonl except the current blind-* sets) and writes src/shared/emergency/emergency-model.ts.
 * Deterministic: the same corpus gives the same bytes. `node scripts/train-emergency-model.ts`.
 *
 * Logistic regression with AdaGrad over hashed features, 5-fold cross-validation to choose the
 * threshold (the highest one whose out-of-fold recall still meets the target), then one fit on
 * everything. A softmax head over the categories is fitted on the emergencies.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { EMERGENCY_CATEGORIES, type EmergencyCategory } from '../src/contract/emergency.ts';
import { detectByRules } from '../src/shared/emergency/detect-by-rules.ts';
import { modelFeatures, sigmoid } from '../src/shared/emergency/emergency-classifier.ts';
import { hashedIndices } from '../src/shared/emergency/emergency-features.ts';
import type { EmergencyModel } from '../src/shared/emergency/emergency-model-format.ts';

const BITS = 18;
const CATEGORY_BITS = 14;
const EPOCHS = Number(process.env.EPOCHS ?? 25);
const RATE = Number(process.env.RATE ?? 0.4);
const L2 = Number(process.env.L2 ?? 1e-6);
/** Out-of-fold recall the threshold must keep: a missed emergency costs more than a false alarm. */
const TARGET_RECALL = Number(process.env.TARGET_RECALL ?? 0.97);

interface Item {
  lang: string;
  text: string;
  emergency: boolean;
  category?: string | null;
}
interface Example {
  item: Item;
  features: string[];
}

const corpus = fileURLToPath(new URL('../evals/safety/emergency/', import.meta.url));
const pubmedQa = fileURLToPath(
  new URL('../../shared/evals/pubmedqa/pqal-dev.json', import.meta.url),
);

function developmentItems(): Item[] {
  const items: Item[] = [];
  const walk = (dir: string, top: boolean) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(`${dir}${entry.name}/`, false);
      else if (entry.name.endsWith('.jsonl') && !(top && entry.name.startsWith('blind-'))) {
        for (const line of readFileSync(`${dir}${entry.name}`, 'utf8').split('\n')) {
          if (line.trim() !== '') items.push(JSON.parse(line) as Item);
        }
      }
    }
  };
  walk(corpus, true);
  // Research questions (PubMedQA's expert-labelled half, MIT licence) are never emergencies,
  // however many name one: "mortality after cardiac arrest", "suicide after bariatric surgery".
  if (existsSync(pubmedQa)) {
    const records = JSON.parse(readFileSync(pubmedQa, 'utf8')) as Record<
      string,
      { QUESTION: string }
    >;
    for (const { QUESTION } of Object.values(records))
      items.push({ lang: 'en', text: QUESTION, emergency: false });
  }
  return items;
}

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
const shuffled = <T>(values: T[], seed: number): T[] => {
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
const encode = (features: string[], bits: number): Encoded => {
  const indices = hashedIndices(features, bits);
  return { indices, value: indices.length === 0 ? 0 : 1 / Math.sqrt(indices.length) };
};

function trainBinary(examples: Example[], seed: number) {
  const weights = new Float32Array(1 << BITS);
  const squares = new Float32Array(1 << BITS);
  let bias = 0;
  let biasSquares = 0;
  const encoded = examples.map((example) => ({
    ...encode(example.features, BITS),
    y: example.item.emergency ? 1 : 0,
  }));
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (const { indices, value, y } of shuffled(encoded, seed + epoch)) {
      let z = bias;
      for (const index of indices) z += (weights[index] ?? 0) * value;
      const gradient = sigmoid(z) - y;
      for (const index of indices) {
        const g = gradient * value + L2 * (weights[index] ?? 0);
        squares[index] = (squares[index] ?? 0) + g * g;
        weights[index] =
          (weights[index] ?? 0) - (RATE * g) / (Math.sqrt(squares[index] ?? 0) + 1e-8);
      }
      biasSquares += gradient * gradient;
      bias -= (RATE * gradient) / (Math.sqrt(biasSquares) + 1e-8);
    }
  }
  return { weights, bias };
}

function probability(model: { weights: Float32Array; bias: number }, features: string[]): number {
  const { indices, value } = encode(features, BITS);
  let z = model.bias;
  for (const index of indices) z += (model.weights[index] ?? 0) * value;
  return sigmoid(z);
}

function trainCategories(examples: Example[], seed: number) {
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
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
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
          const g = gradient * value + L2 * (weights[at] ?? 0);
          squares[at] = (squares[at] ?? 0) + g * g;
          weights[at] = (weights[at] ?? 0) - (RATE * g) / (Math.sqrt(squares[at] ?? 0) + 1e-8);
        }
        biasSquares[k] = (biasSquares[k] ?? 0) + gradient * gradient;
        bias[k] = (bias[k] ?? 0) - (RATE * gradient) / (Math.sqrt(biasSquares[k] ?? 0) + 1e-8);
      }
    }
  }
  return { weights, bias: Array.from(bias) };
}

function quantise(weights: Float32Array): { scale: number; base64: string } {
  let largest = 0;
  for (const weight of weights) largest = Math.max(largest, Math.abs(weight));
  const scale = largest === 0 ? 1 : largest / 127;
  const bytes = Buffer.alloc(weights.length);
  for (const [index, weight] of weights.entries())
    bytes.writeInt8(Math.round(weight / scale), index);
  return { scale, base64: bytes.toString('base64') };
}

const items = developmentItems();
console.log(
  `development corpus: ${items.length} texts, ${items.filter((item) => item.emergency).length} emergencies`,
);
const examples: Example[] = items.map((item) => ({
  item,
  features: modelFeatures(item.text, detectByRules(item.text)),
}));

// Cross-validation: out-of-fold probabilities for every text.
const FOLDS = 5;
const order = shuffled(examples, 7);
const outOfFold = new Map<Example, number>();
for (let fold = 0; fold < FOLDS; fold++) {
  const held = order.filter((_, index) => index % FOLDS === fold);
  const model = trainBinary(
    order.filter((_, index) => index % FOLDS !== fold),
    11 + fold,
  );
  for (const example of held) outOfFold.set(example, probability(model, example.features));
}
const positives = examples
  .filter((example) => example.item.emergency)
  .map((example) => outOfFold.get(example) ?? 0);
positives.sort((a, b) => a - b);
const threshold = Math.min(
  0.5,
  positives[Math.floor((1 - TARGET_RECALL) * positives.length)] ?? 0.5,
);

const negatives = examples
  .filter((example) => !example.item.emergency)
  .map((example) => outOfFold.get(example) ?? 0);
for (const recall of [0.9, 0.95, 0.97, 0.99]) {
  const cut = positives[Math.floor((1 - recall) * positives.length)] ?? 0;
  const alarms = negatives.filter((p) => p >= cut).length;
  console.log(
    `  at recall ${recall}: threshold ${cut.toFixed(3)}, false alarms ${((100 * alarms) / negatives.length).toFixed(1)}%`,
  );
}

if (process.env.SHOW_ERRORS) {
  for (const example of examples) {
    const p = outOfFold.get(example) ?? 0;
    if (example.item.emergency !== p >= threshold)
      console.log(
        `${example.item.emergency ? 'MISS' : 'FA  '} ${p.toFixed(2)} ${example.item.lang} ${example.item.text}`,
      );
  }
}

const byLanguage = new Map<string, { tp: number; p: number; fp: number; n: number }>();
for (const example of examples) {
  const tally = byLanguage.get(example.item.lang) ?? { tp: 0, p: 0, fp: 0, n: 0 };
  byLanguage.set(example.item.lang, tally);
  const flagged = (outOfFold.get(example) ?? 0) >= threshold;
  if (example.item.emergency) {
    tally.p++;
    if (flagged) tally.tp++;
  } else {
    tally.n++;
    if (flagged) tally.fp++;
  }
}
const crossValidation: Record<string, string> = {};
let all = { tp: 0, p: 0, fp: 0, n: 0 };
for (const [lang, t] of [...byLanguage].sort()) {
  crossValidation[lang] = `recall ${t.tp}/${t.p}, false alarms ${t.fp}/${t.n}`;
  all = { tp: all.tp + t.tp, p: all.p + t.p, fp: all.fp + t.fp, n: all.n + t.n };
}
crossValidation.all = `recall ${((100 * all.tp) / all.p).toFixed(1)}%, false alarms ${((100 * all.fp) / all.n).toFixed(1)}%`;
console.log(`threshold ${threshold.toFixed(3)}; 5-fold cross-validation:`, crossValidation);

const binary = trainBinary(examples, 101);
const categories = trainCategories(examples, 202);
const packedBinary = quantise(binary.weights);
const packedCategories = quantise(categories.weights);
const model: EmergencyModel = {
  version: 1,
  bits: BITS,
  scale: packedBinary.scale,
  bias: binary.bias,
  weights: packedBinary.base64,
  threshold,
  categories: EMERGENCY_CATEGORIES,
  categoryBits: CATEGORY_BITS,
  categoryScale: packedCategories.scale,
  categoryBias: categories.bias,
  categoryWeights: packedCategories.base64,
  trainedOn: { texts: items.length, emergencies: all.p, crossValidation },
};
const target = fileURLToPath(
  new URL('../src/shared/emergency/emergency-model.ts', import.meta.url),
);
writeFileSync(
  target,
  `// Written by scripts/train-emergency-model.ts from evals/safety/emergency; do not edit by hand.\n` +
    `import type { EmergencyModel } from './emergency-model-format.ts';\n\n` +
    `export const EMERGENCY_MODEL: EmergencyModel = ${JSON.stringify(model, null, 2)};\n`,
);
console.log(
  `wrote ${target} (${Math.round((packedBinary.base64.length + packedCategories.base64.length) / 1024)} KB of weights)`,
);
