/*
 * A patient's initials where a colleague presents a case: 'paciente (J.M.R., 67 años',
 * 'paziente F.M. di 58 anni', 'Pat. (K.-H. B., Fallnr.', 'Initialen L.W.', 'Paciente J.S.C.,
 * prontuário'. HIPAA counts a patient's initials as an identifier. Only after a word for the
 * patient or for initials, in the six languages, and only dotted capitals: 'i.v.', 'p.o.',
 * 'b.i.d.', 'z.B.', 'u.a.', 'd.h.' are lower case, and the capitals abbreviations that could
 * follow such a word ('U.S.', 'M.D.', 'S.A.', 'E.U.', 'D.O.') are left.
 */

/** Words for the patient or the person presented, then the words for 'initials'. */
const PATIENT = String.raw`(?:[Pp]atient(?:in|e|a)?|PATIENT|[Pp]acient[ea]|PACIENTE|[Pp]azient[ei]|PAZIENTE|[Pp]at|[Pp]t|[Pp]te|[Pp]az|[Pp]ac|[Bb]ewohner(?:in)?|[Rr]esident[ea]?|[Uu]tente|[Aa]ssistit[oa]|[Dd]oente|[Cc]ase|[Cc]aso|[Ff]all)`;
const INITIALS_WORD = String.raw`(?:[Ii]nitials|[Ii]nitialen|[Ii]nitiales|[Ii]niciales|[Ii]niciais|[Ii]niziali|INITIALS|INITIALEN|INITIALES|INICIALES|INICIAIS|INIZIALI)`;

/**
 * Dotted initials: 'J.M.R.', 'F.M.', 'K.-H. B.', 'M.-C. D.' (two to four letters, a hyphen or a
 * space between two of them).
 */
const INITIALS = String.raw`\p{Lu}\.(?:-?\p{Lu}\.|[ \u00a0]\p{Lu}\.){1,3}`;

const PATIENT_INITIALS = new RegExp(
  String.raw`(?<![\p{L}\p{M}])(?:${PATIENT}\.?[ \t\u00a0]{0,3}(?:[(,:][ \t\u00a0]{0,3})?(?:${INITIALS_WORD}[ \t\u00a0]{0,3}:?[ \t\u00a0]{0,3})?|${INITIALS_WORD}[ \t\u00a0]{0,3}:?[ \t\u00a0]{0,3})(${INITIALS})(?![\p{L}\p{M}])`,
  'gu',
);

/** Capitals abbreviations that are no one's initials. */
const NOT_INITIALS = new Set(
  'U.S. U.K. E.U. M.D. D.O. S.A. N.P. P.A. R.N. D.C. U.S.A. E.E.U.U. R.U. A.G. G.B. N.N. O.K. B.A.'.split(
    ' ',
  ),
);

export function redactPatientInitials(text: string): string {
  if (!text.includes('.')) return text;
  return text.replace(PATIENT_INITIALS, (match: string, initials: string) => {
    if (NOT_INITIALS.has(initials.replace(/[ \u00a0-]/g, ''))) return match;
    return `${match.slice(0, match.length - initials.length)}[NAME]`;
  });
}
