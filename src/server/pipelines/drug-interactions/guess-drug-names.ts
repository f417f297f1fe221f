/**
 * Drug names guessed from an English question without a model and without a drug dictionary:
 * what is left after removing everyday and question words, drug-like word endings first. A wrong
 * guess costs one openFDA lookup that finds nothing, so the guess errs on the generous side.
 */

const MAX_NAMES = 4;

/** Everyday English, question and interaction words that are never the name of a medicine. */
const NOT_DRUGS = new Set(
  `a about above after again against alcohol all also am an and any anything are as at be because
  been before being between both but by can cannot could daily day days did do does doing dose doses
  dosage drink drinking drug drugs each either effect effects ever every fine for from get give go
  good had has have having he her help him his how i if in interact interacting interaction
  interactions into is it its just like may me medication medications medicine medicines mix
  mixing more most much my need no not now of off ok okay on once one only or other our out over
  pill pills problem problems risk risks safe safely safety same she should so some take taken takes
  taking than that the their them then there these they this those time times to together too
  two under use used using very was we week weeks were what when where which while who why will with
  within without would you your combine combined combining combination concern dangerous danger
  side bad ask tell know want wondering prescribed prescription otc counter tablet tablets capsule
  capsules mg pain fever blood pressure heart kidney liver pregnant pregnancy food foods eat eating
  morning night evening hours hour better worse years year old age child children adult adults
  person people someone doctor pharmacist same condition treatment therapy`.split(/\s+/),
);

/** Endings of international nonproprietary names (WHO stems): a strong sign of a drug. */
const DRUG_ENDINGS =
  /(?:pril|sartan|olol|alol|dipine|statin|profen|fenac|coxib|azole|mycin|micin|cillin|cycline|floxacin|oxetine|aline|triptan|tidine|prazole|azepam|azolam|zepam|parin|xaban|gatran|gliptin|gliflozin|glitazone|formin|mab|nib|vir|setron|sone|olone|caine|barbital|pramine|triptyline|idone|apine|iazide|semide|tadine|dronate|afil|lukast|tropium|terol|amide|arin|ine|ol|in)$/i;

const STRONG_ENDINGS =
  /(?:pril|sartan|olol|dipine|statin|profen|fenac|coxib|azole|mycin|cillin|cycline|floxacin|oxetine|triptan|tidine|prazole|azepam|azolam|parin|xaban|gatran|gliptin|gliflozin|formin|mab|nib|vir|triptyline|apine|iazide|semide|afil|lukast|arin)$/i;

function score(word: string, index: number, words: readonly string[]): number {
  let value = 1;
  if (STRONG_ENDINGS.test(word)) value += 2;
  else if (DRUG_ENDINGS.test(word)) value += 0.5;
  // Brand names are capitalised mid-sentence ("Can I take Advil ...").
  if (index > 0 && /^\p{Lu}/u.test(word)) value += 1;
  const before = words[index - 1]?.toLowerCase();
  const after = words[index + 1]?.toLowerCase();
  if (['with', 'and', 'plus', 'take', 'taking', 'on'].includes(before ?? '')) value += 0.5;
  if (['with', 'and', 'plus'].includes(after ?? '')) value += 0.5;
  return value;
}

export function guessDrugNames(question: string): string[] {
  const words = question.normalize('NFKC').match(/[\p{L}][\p{L}\p{N}-]*/gu) ?? [];
  const seen = new Set<string>();
  const candidates = words
    .map((word, index) => ({ word, index, score: score(word, index, words) }))
    .filter(({ word }) => {
      const key = word.toLowerCase();
      if (word.length < 4 || NOT_DRUGS.has(key) || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  return candidates
    .toSorted((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, MAX_NAMES)
    .toSorted((a, b) => a.index - b.index)
    .map(({ word }) => word.toLowerCase());
}
