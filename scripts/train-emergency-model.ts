/**
 * Trains the emergency classifier on the development corpus (evals/safety/emergency, every
 * .jsonl except the current top-level blind-* sets) and writes
 * src/shared/emergency/emergency-model.ts. Deterministic: the same corpus gives the same bytes.
 * `npm run train:emergency`.
 *
 * The threshold is chosen where the detector will be used: on text written by people who had not
 * seen the code. Each folded blind set (folded/blind-*) is scored by a model trained without it
 * (leave-one-blind-set-out), and the threshold is the highest one that keeps TARGET_RECALL of
 * those emergencies (decision 017). Cross-validation on the development corpus chose 0.19 and
 * the model scored its own synthetic wording with a confidence text from others did not share.
 * Then one fit on everything, and a softmax head over the categories on the emergencies.
 */
import { writeFileSync } from 'node:fs';
import * as prettier from 'prettier';
import { fileURLToPath } from 'node:url';
import { EMERGENCY_CATEGORIES } from '../src/contract/emergency.ts';
import type { EmergencyModel } from '../src/shared/emergency/emergency-model-format.ts';
import {
  BITS,
  blindSetOf,
  CATEGORY_BITS,
  developmentItems,
  type Example,
  featurise,
  leaveOneBlindSetOut,
  thresholdAtRecall,
  trainBinary,
  trainCategories,
  FOLDED_REPEAT,
  RECIPE_OPTIONS,
  TARGET_RECALL,
  weighted,
} from './emergency-training.ts';

const options = RECIPE_OPTIONS;

function quantise(weights: Float32Array): { scale: number; base64: string } {
  let largest = 0;
  for (const weight of weights) largest = Math.max(largest, Math.abs(weight));
  const scale = largest === 0 ? 1 : largest / 127;
  const bytes = Buffer.alloc(weights.length);
  for (const [index, weight] of weights.entries())
    bytes.writeInt8(Math.round(weight / scale), index);
  return { scale, base64: bytes.toString('base64') };
}

const examples = featurise(developmentItems());
const emergencies = examples.filter((example) => example.item.emergency).length;
console.log(`development corpus: ${examples.length} texts, ${emergencies} emergencies`);

const heldOut = leaveOneBlindSetOut(examples, options, FOLDED_REPEAT, 11);
if (heldOut.size === 0) throw new Error('no folded blind set to choose the threshold on');
const threshold = thresholdAtRecall(
  [...heldOut].filter(([example]) => example.item.emergency).map(([, p]) => p),
  TARGET_RECALL,
);

/**
 * Held-out scores per folded set at the chosen threshold, for people reading the model. The
 * threshold was chosen on these same scores; the honest figure, with each set's threshold chosen
 * without it, is `npm run eval:emergency-held-out`'s.
 */
const figures: Record<string, string> = {};
const tally = (pairs: [Example, number][]) => {
  const caught = pairs.filter(([e, p]) => e.item.emergency && p >= threshold).length;
  const total = pairs.filter(([e]) => e.item.emergency).length;
  const alarms = pairs.filter(([e, p]) => !e.item.emergency && p >= threshold).length;
  const lookAlikes = pairs.length - total;
  return `recall ${caught}/${total}, false alarms ${alarms}/${lookAlikes}`;
};
const pairs = [...heldOut];
for (const set of [...new Set(pairs.map(([example]) => blindSetOf(example) ?? ''))].sort())
  figures[set] = tally(pairs.filter(([example]) => blindSetOf(example) === set));
figures.all = tally(pairs);
console.log(`threshold ${threshold.toFixed(3)}; leave-one-blind-set-out:`, figures);
if (process.env.SHOW_ERRORS) {
  for (const [example, p] of pairs)
    if (example.item.emergency !== p >= threshold)
      console.log(
        `${example.item.emergency ? 'MISS' : 'FA  '} ${p.toFixed(2)} ${example.item.lang} ${example.item.text}`,
      );
}

const training = weighted(examples, FOLDED_REPEAT);
const binary = trainBinary(training, 101, options);
const categories = trainCategories(training, 202, options);
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
  trainedOn: {
    texts: examples.length,
    emergencies,
    options: { ...options, foldedRepeat: FOLDED_REPEAT, targetRecall: TARGET_RECALL },
    leaveOneBlindSetOutAtThisThreshold: figures,
  },
};
const target = fileURLToPath(
  new URL('../src/shared/emergency/emergency-model.ts', import.meta.url),
);
const source =
  `// Written by scripts/train-emergency-model.ts from evals/safety/emergency; do not edit by hand.\n` +
  `import type { EmergencyModel } from './emergency-model-format.ts';\n\n` +
  `export const EMERGENCY_MODEL: EmergencyModel = ${JSON.stringify(model, null, 2)};\n`;
// Written as the lint checks it, so a retrain leaves nothing to reformat.
writeFileSync(
  target,
  await prettier.format(source, { ...(await prettier.resolveConfig(target)), filepath: target }),
);
console.log(
  `wrote ${target} (${Math.round((packedBinary.base64.length + packedCategories.base64.length) / 1024)} KB of weights)`,
);
