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
  `U.S. U.K. E.U. M.D. D.O. S.A. N.P. P.A. R.N. D.C. U.S.A. E.E.U.U. R.U. A.G. G.B. N.N. O.K. B.A.
  O.R.L. I.R.M. A.V.C. E.C.G. T.A.C. S.L.A. P.R.N. A.S.A.P. R.I.P. S.O.S. C.H.U. U.T.I. I.V.A.
  S.p.A. S.R.L. S.A.S. G.m.b.H. E.V. U.E. O.M.S. W.H.O. N.H.S. S.S.N. I.N.P.S. A.S.L. U.L.S.S.`.split(
    /\s+/,
  ),
);

/**
 * Round 23a: initials after a form of address ('sig.ra M.L.G.', 'Sr. J.A.P.', 'Mme C.B.', 'Hr.
 * K.-H. B.'), and three or more dotted capitals set between commas or brackets where a case is
 * presented by age or sex ('varón 45 a, J.M.R.T., NHC', 'doente de 38 anos, A.C.F.R.,',
 * 'patiente de 60 ans, C.B.D.,'). Acronyms written with dots ('O.R.L.', 'A.V.C.') are listed
 * above.
 */
const ADDRESS_TITLE = String.raw`(?:[Ss]ig\.(?:ra|na)?|[Ss]ig\.a|[Ss]ra?\.|[Ss]rta\.|[Ss]r\.ª|[Dd]\.ª|[Dd]ña\.?|[Dd]oña|[Dd]ona|[Dd]on|[Mm]me\.?|[Mm]lle\.?|M\.|[Mm]rs?\.?|[Mm]s\.?|[Hh]r\.|[Ff]r\.|[Hh]errn?|[Ff]rau|[Ss]enhora?|[Ss]eñora?|[Ss]ignora?|[Mm]adame|[Mm]onsieur)`;
const TITLED_INITIALS = new RegExp(
  String.raw`(?<![\p{L}\p{M}.])(${ADDRESS_TITLE}[ \t\u00a0]{1,2})(${INITIALS})(?![\p{L}\p{M}])`,
  'gu',
);
const CASE_INITIALS =
  /(?<=[,(][ \t\u00a0]{0,2})(\p{Lu}\.(?:\p{Lu}\.){2,4})(?=[ \t\u00a0]{0,2}[,;)]|[ \t\u00a0]{1,2}\p{Ll})/gu;
/** An age or a sex that presents the case before the initials, in the same sentence. */
const CASE_BEFORE =
  /(?:\d{1,3}[ \t\u00a0]{0,2}(?:a|aa|años|anos|ans|anni|jahre|j|years?|yrs?|yo|y\/o|m|f)\.?|varón|mujer|hombre|niño|niña|paciente|homme|femme|patiente?|enfant|mann|frau|patientin|uomo|donna|paziente|bambin[oa]|homem|mulher|doente|criança|male|female|man|woman|patient|boy|girl)(?![\p{L}\p{M}])[^.!?\n]{0,40}$/iu;

export function redactPatientInitials(text: string): string {
  if (!text.includes('.')) return text;
  let result = text.replace(PATIENT_INITIALS, (match: string, initials: string) => {
    if (NOT_INITIALS.has(initials.replace(/[ \u00a0-]/g, ''))) return match;
    return `${match.slice(0, match.length - initials.length)}[NAME]`;
  });
  // Cheap pre-check: two dotted capitals in a row somewhere.
  if (!/\p{Lu}\.[ \u00a0-]?\p{Lu}\./u.test(result)) return result;
  result = result.replace(TITLED_INITIALS, (match: string, title: string, initials: string) =>
    NOT_INITIALS.has(initials.replace(/[ \u00a0-]/g, '')) ? match : `${title}[NAME]`,
  );
  return result.replace(
    CASE_INITIALS,
    (initials: string, _group: string, offset: number, whole: string) => {
      if (NOT_INITIALS.has(initials)) return initials;
      const before = whole.slice(Math.max(0, offset - 64), offset);
      return CASE_BEFORE.test(before) ? '[NAME]' : initials;
    },
  );
}
