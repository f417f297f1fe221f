import type { CriterionCheck, TrialFit } from '../../../contract/trial-fit.ts';
import type { Trial } from '../../../contract/trial.ts';

const UNIT_YEARS: Record<string, number> = { year: 1, month: 1 / 12, week: 1 / 52, day: 1 / 365 };

/** '18 Years' -> 18; '6 Months' -> 0.5; anything else -> undefined. */
export function registryAgeInYears(text: string | undefined): number | undefined {
  const match = /^(\d+(?:\.\d+)?)\s*(year|month|week|day)s?$/i.exec(text?.trim() ?? '');
  if (!match) return undefined;
  return Number(match[1]) * (UNIT_YEARS[match[2]?.toLowerCase() ?? ''] ?? 1);
}

const AGE_PATTERNS = [
  /\b(\d{1,3})[\s-]*(?:years?|yrs?)[\s-]*old\b/i,
  /\b(\d{1,3})[\s-]*(?:y\/o|yo)\b/i,
  /\b(?:aged?|age of)\s*(\d{1,3})\b/i,
  /\b(\d{1,3})\s*(?:years?|yrs?)\s+of\s+age\b/i,
];

/** The patient's age and the words that say it, when the text states one. */
export function statedAge(text: string): { years: number; words: string } | undefined {
  for (const pattern of AGE_PATTERNS) {
    const match = pattern.exec(text);
    const years = Number(match?.[1]);
    if (match && years > 0 && years < 120) return { years, words: match[0] };
  }
  return undefined;
}

const SEX_WORDS: [RegExp, 'FEMALE' | 'MALE'][] = [
  [/\b(woman|female|lady|girl|mother|wife)\b/i, 'FEMALE'],
  [/\b(man|male|gentleman|boy|father|husband)\b/i, 'MALE'],
];

export function statedSex(text: string): { sex: 'FEMALE' | 'MALE'; words: string } | undefined {
  const found = SEX_WORDS.map(([pattern, sex]) => ({ sex, match: pattern.exec(text) })).filter(
    (item) => item.match,
  );
  // Both named (a mother asking for her son): the text does not say whose sex counts.
  if (found.length !== 1) return undefined;
  const [only] = found;
  return only?.match ? { sex: only.sex, words: only.match[0] } : undefined;
}

function ageCheck(trial: Trial, text: string): CriterionCheck | undefined {
  const min = registryAgeInYears(trial.minimumAge);
  const max = registryAgeInYears(trial.maximumAge);
  if (min === undefined && max === undefined) return undefined;
  const range =
    min !== undefined && max !== undefined
      ? `Age ${trial.minimumAge} to ${trial.maximumAge}`
      : min !== undefined
        ? `Age ${trial.minimumAge} or older`
        : `Age up to ${trial.maximumAge}`;
  const age = statedAge(text);
  if (!age) {
    return {
      kind: 'inclusion',
      criterion: range,
      status: 'not enough information',
      reason: 'Your messages do not state an age.',
    };
  }
  const inside = (min === undefined || age.years >= min) && (max === undefined || age.years <= max);
  return {
    kind: 'inclusion',
    criterion: range,
    status: inside ? 'met' : 'not met',
    reason: inside
      ? `An age of ${age.years} is within the limits.`
      : `An age of ${age.years} is outside the limits.`,
    quote: age.words,
  };
}

function sexCheck(trial: Trial, text: string): CriterionCheck | undefined {
  const wanted = trial.sex?.toUpperCase();
  if (wanted !== 'FEMALE' && wanted !== 'MALE') return undefined;
  const criterion = wanted === 'FEMALE' ? 'Female participants only' : 'Male participants only';
  const stated = statedSex(text);
  if (!stated) {
    return {
      kind: 'inclusion',
      criterion,
      status: 'not enough information',
      reason: 'Your messages do not say.',
    };
  }
  const met = stated.sex === wanted;
  return {
    kind: 'inclusion',
    criterion,
    status: met ? 'met' : 'not met',
    reason: met ? 'Matches what you wrote.' : 'Differs from what you wrote.',
    quote: stated.words,
  };
}

function volunteerCheck(trial: Trial): CriterionCheck | undefined {
  if (trial.healthyVolunteers === undefined) return undefined;
  return trial.healthyVolunteers
    ? {
        kind: 'inclusion',
        criterion: 'Healthy volunteers accepted',
        status: 'met',
        reason: 'People without the condition may also join.',
      }
    : {
        kind: 'inclusion',
        criterion: 'Healthy volunteers not accepted',
        status: 'not enough information',
        reason:
          'Only people with the condition studied can join; this check cannot confirm a diagnosis.',
      };
}

/**
 * Without a model: checks only what the registry states as data (age limits, sex, healthy
 * volunteers) against an age and sex found in the patient's own words. It never reads the
 * eligibility text, so it can rule a trial out but never call a patient eligible.
 */
export function prescreenTrial(trial: Trial, patientText: string): TrialFit {
  const criteria = [
    ageCheck(trial, patientText),
    sexCheck(trial, patientText),
    volunteerCheck(trial),
  ].filter((check): check is CriterionCheck => check !== undefined);
  const ruledOut = criteria.some((check) => check.status === 'not met');
  return {
    nctId: trial.nctId,
    reasons: [],
    method: 'registry-data',
    criteria,
    ...(ruledOut ? { verdict: 'likely not eligible' as const } : {}),
  };
}
