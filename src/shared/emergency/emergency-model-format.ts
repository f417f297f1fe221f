import type { EmergencyCategory } from '../../contract/emergency.ts';

/**
 * A trained classifier as committed: logistic regression over hashed features, weights quantised
 * to signed bytes and written in base64 (`scale` turns a byte back into a weight). The category
 * head is a softmax over the categories, trained on emergencies only, and names what was found
 * when no rule did.
 */
export interface EmergencyModel {
  version: 1;
  bits: number;
  scale: number;
  bias: number;
  weights: string;
  /**
   * Probability at or above which the warning is raised, chosen on the folded blind sets, each
   * scored by a model trained without it (decision 017).
   */
  threshold: number;
  categories: readonly EmergencyCategory[];
  categoryBits: number;
  categoryScale: number;
  categoryBias: readonly number[];
  categoryWeights: string;
  /** How it was trained and how it scored on held-out blind sets; for people, not for the code. */
  trainedOn: Record<string, unknown>;
}
