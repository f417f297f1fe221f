import {
  EMERGENCY_BANNER_TEXT,
  EMERGENCY_WARNING_TEXT,
  MEDICAL_DISCLAIMER,
} from '../../../contract/fixed-texts.ts';
import type { SafetyTexts } from '../safety-text-types.ts';

/**
 * English: SPEC.md's fixed texts are the warning, the disclaimer and the general banner; the
 * category lines follow the NHS and American Heart Association first-aid advice.
 */
export const en: SafetyTexts = {
  title: 'Possible medical emergency',
  warning: EMERGENCY_WARNING_TEXT,
  disclaimer: MEDICAL_DISCLAIMER,
  disclaimerLead: 'Medical Disclaimer: ',
  generalBanner: EMERGENCY_BANNER_TEXT,
  categories: {
    cardiac:
      'Chest pain with sweating, or pain spreading to the arm or jaw, can be a heart attack.',
    stroke:
      'A drooping face, a weak arm or slurred speech can be a stroke (FAST: Face, Arms, Speech, Time to call): note when it began.',
    breathing:
      'Severe trouble breathing, choking or blue lips is an emergency: stay with the person.',
    allergy:
      'Swelling of the face or throat, or trouble breathing after a food, sting or medicine, can be anaphylaxis: use an adrenaline auto-injector now if one is prescribed.',
    // Poison Help line, US: https://www.poison.org (America's Poison Centers).
    poisoning:
      'For a poisoning or an overdose, call poison control (1-800-222-1222 in the US) or emergency services, and do not make the person vomit.',
    // 988 Suicide & Crisis Lifeline (https://988lifeline.org); Samaritans UK and Ireland
    // (https://www.samaritans.org).
    suicide:
      'If you are thinking about suicide or harming yourself, you are not alone: call or text 988 in the US, or call Samaritans on 116 123 in the UK.',
    bleeding: 'For heavy bleeding, press firmly on the wound with a clean cloth and keep pressing.',
    unconscious:
      'If someone has collapsed or is having a seizure, protect them from injury and, if they are breathing, lay them on their side in the recovery position.',
  },
  callLocal: 'Call your local emergency number now (911 in the US, 999 in the UK).',
  callRegional:
    'Call {number} now ({region}) or your local emergency number (911 in the US, 999 in the UK).',
  regionalNumber: 'Emergency number ({region}): {number}.',
  sentenceGap: ' ',
};
