import { z } from 'zod';

/**
 * What an emergency warning is about, coarse enough to name in a banner ("chest pain and
 * heart-attack signs") and to pick the right first step; 'other' falls back to SPEC.md's list.
 */
export const EMERGENCY_CATEGORIES = [
  'cardiac',
  'stroke',
  'breathing',
  'allergy',
  'poisoning',
  'suicide',
  'bleeding',
  'unconscious',
  'other',
] as const;
export const emergencyCategorySchema = z.enum(EMERGENCY_CATEGORIES);
export type EmergencyCategory = z.infer<typeof emergencyCategorySchema>;

/** The detector's condition ids (what a rule names) grouped into the categories people are told. */
const CATEGORY_OF_CONDITION: Readonly<Record<string, EmergencyCategory>> = {
  'chest-pain': 'cardiac',
  'heart-attack': 'cardiac',
  stroke: 'stroke',
  'vision-loss': 'stroke',
  'worst-headache': 'stroke',
  'cannot-breathe': 'breathing',
  choking: 'breathing',
  drowning: 'breathing',
  anaphylaxis: 'allergy',
  overdose: 'poisoning',
  poisoning: 'poisoning',
  suicide: 'suicide',
  'self-harm': 'suicide',
  'severe-bleeding': 'bleeding',
  unconscious: 'unconscious',
  fainting: 'unconscious',
  seizure: 'unconscious',
};

export const categoryOfCondition = (condition: string): EmergencyCategory =>
  CATEGORY_OF_CONDITION[condition] ?? 'other';
