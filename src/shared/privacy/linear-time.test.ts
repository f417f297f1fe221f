import { describe, expect, it } from 'vitest';
import {
  ADVERSARIAL_CHARS,
  LABEL_GAPS,
  adversarialTexts,
  firstSlow,
} from '../../../tests/fakes/adversarial-text.ts';
import { redactPhi } from './redact-phi.ts';
import { redactNameParts, redactNames } from './redact-names.ts';

/*
 * Redaction runs on every question, every conversation turn and every lab report, on the server's
 * event loop: a pattern that backtracks quadratically on 100 KB of spaces after 'tel' froze it for
 * seconds per turn. Every pattern must read such text in linear time.
 */
const texts = adversarialTexts(undefined, LABEL_GAPS);
/*
 * A report is read with a subset of a question's passes (a question adds the grouped phone
 * numbers), and the one pass that differs, names without the free-text cues, is read below with
 * every gap: a report needs the label runs with spaces only, which halves this file's time.
 */
const reportTexts = adversarialTexts();

describe('redaction reads adversarial text in linear time', () => {
  it('redactPhi on a report', { timeout: 60_000 }, () => {
    expect(firstSlow((text) => redactPhi(text), reportTexts)).toBeUndefined();
  });

  it.each([
    ["redactPhi on a person's question", (text: string) => redactPhi(text, { freeText: true })],
    ['redactNames', (text: string) => redactNames(text)],
    ['redactNameParts', (text: string) => redactNameParts(text, new Set(['lisa', 'taylor']))],
    [
      'redactNameParts in any case, with pet forms',
      (text: string) =>
        redactNameParts(text, new Set(['lisa', 'rosa', 'tobias']), new Set(['rosa', 'tobias'])),
    ],
  ])('%s', { timeout: 60_000 }, (_name, read) => {
    expect(firstSlow(read, texts)).toBeUndefined();
  });

  // The patterns of chat-names.ts, reference-shapes.ts and the name labels of find-names.ts:
  // long runs of what each of them accepts, with nothing that lets a match finish.
  const newPatternRuns = [
    ['chat stamps', '[1:11, [DATE]] '],
    ['chat stamp opening', '[1:11 '],
    ['chat sender words', '\n[1:11] Ab Cd Ef Gh '],
    ['dash stamps', '[DATE], 11:11 - Ab '],
    ['line senders', '\nMaria Ab'],
    ['nickname quotes', "[NAME] 'Ab "],
    ['nickname words', '[NAME] detto '],
    ['nickname articles', '[NAME], o Ab '],
    ['quoted nicknames in a name', "Maria 'Ab' "],
    ['slashed codes', 'A/1/'],
    ['hyphen codes', 'AB-12-'],
    ['mixed codes', '1A1'],
    ['dotted groups', '1.1-1/'],
    ['extensions', '[PHONE] ext '],
    ['name label words', 'name laut Pass '],
    ['name labels', 'Name '],
    ['kinship labels', 'Fille à prévenir '],
    ['irish surnames', "Desmond o'reilly "],
    ['married links', 'Anna Rossi in '],
    ['roman grades', 'Forrest IIb '],
    ['age words', 'is ninety-four '],
    ['age after a name', '[NAME] ist 97 '],
    ['e-mail headers', '\nDa: Ab de Cd Ef '],
    ['header names', 'From: Ab Ab Ab Ab Ab '],
    ['handles', '@a_'],
    ['listed names', 'Ana, '],
    ['names and conjunctions', 'Ana y Maria e '],
    ['articles before names', 'levei o Davi '],
    ['said-to nicknames', 'alle sagen Ab '],
    ['bracketed country codes', '(+39) '],
    ['slashed mobiles', '347/1'],
    ['place cues', 'writing from Ab '],
    ['place words', 'vivo en Ab de Ab '],
    ['place prepositions', 'de Ab '],
    ['forum cues', 'posted by a_'],
    ['underscored handles', 'a_b_'],
    ['particles after a name', '[NAME] Dal '],
    ['suffixes after a name', '[NAME] Filho'],
    ['brackets', 'ab (ab '],
    ['bracket names', 'ab (maria '],
    ['quoted kinship', "'Nonno "],
    ['kinship and given names', 'minha mãe maria '],
    ['sign-offs', 'lg Ab '],
    ['canadian codes', 'H2X 3K'],
    ['dutch codes', '1012 AB '],
    ['polish and portuguese codes', ', 00-950 '],
    ['dutch streets', 'Abstraat '],
    ['polish streets', 'ul. Ab '],
    ['bank labels', 'ag. 1 '],
    ['day cues', 'no dia 2/'],
    ['long codes', 'A1234567890'],
    ['bracketed towns', '(Ab '],
    ['signature towns', '[NAME], 1, Ab '],
    ['names and kinship brackets', 'Ab (my '],
    ['names and here', ', Ab '],
    ['network labels', 'insta '],
    ['signature lines', '\nAna Ab Ab Ab Ab'],
    ['dash signatures', ' — Ab Ab '],
    ['last-line names', '\nAna Ab Ab Ab '],
    ['sign-offs from', 'besos de Ab '],
    ['spaced mentions', '@ Ab '],
    ['licence numbers', 'CRM-SP n° 1 '],
    ['lower-case dates', '5 june 1'],
    ['eircodes', 'T12 X8'],
    ['four-digit codes', 'A-1090 Ab '],
    ['lower-case streets', 'at 7a ab ab '],
    ['streets after where we are', 'siamo in vico Ab '],
    ['date-line towns', '\nAb Ab, le '],
    ['lower-case towns after an address', '[ADDRESS], ab ab '],
    ['lower-case introductions', 'its ab ab ab '],
    ['honorifics', 'dona dona '],
    ['nicknames before a real name', 'Ab (eigentlich '],
    ['capital titles with initials', 'DR. A. A. A. '],
    ['practice titles', 'Praxis Dr. Ab von Ab Ab '],
    ['names before an age', ', Ab Ab, 1 '],
    ['label-order names', 'Patient: AB, '],
    ['label-order capitals', 'Pt: AB AB AB '],
    ['label-order particles', 'Paziente de la de la '],
    ['vietnamese names', 'nguyen van '],
    ['syllables after a name', '[NAME] Li '],
    ['given names in brackets', '[NAME] (ab, '],
    ['lower-case titles', 'dr. dr. '],
    ['its me', 'its me, la '],
    ['we call him', "we call him 'Ab "],
    ['bracketed nicknames', '[NAME] (detto [NAME]) '],
    ['married links after a name', '[NAME] in '],
    ['numbers after cues', 'group 12 '],
    ['council registers', 'Ordine dei Medici di Ab n. '],
    ['quebec cards', 'TREM 1234 '],
    ['spanish plates', '1234 '],
    ['argentine codes', 'C1043'],
    ['bracketed postcodes', '[ADDRESS] ('],
    ['care-log dates', 'Carer notes 1/'],
    ['self ages', "i'm 9"],
    ['ages after and', 'meine oma und ist 9'],
    ['lower-case towns', 'a bergamo a '],
    ['resident labels', 'Résident : AB née '],
    ['greetings before a name', 'oi, é a '],
    ['care-log headings with words', 'Pflegebericht Nachtdienst ab 1.'],
    ['ages after a relative', 'my nan is 9'],
    ['serials of letters and digits', 'serial 1A1A'],
    ['serials in hyphened groups', 'serial A1-'],
    ['four-digit codes after living', 'wir wohnen in 1'],
    ['towns before a state', 'Ab de Ab - '],
    ['town words before a state', 'Ab '],
    ['elided street particles', "via dell'"],
    ['lettered house numbers', 'Rua Ab 1-'],
    ['names in brackets after a name', '[NAME] (张'],
    ['cased names in brackets', '[NAME] (Ab '],
    ['lower-case names with particles', 'mein opa heinz von der '],
    ['surnames and a bracketed given name', 'Fr. Ab (Ab '],
    ['titles before an aside', 'Dra. Down ('],
    ['german streets without a type', 'Am Ab Ab 1 '],
    ['housing estates', 'Condomínio Ab de Ab '],
    ['towns after a birth date', 'né le [DATE] à Ab '],
    ['ordinal dates in lower case', '3rd of 3rd '],
    ['articles before a bracketed name', '[NAME] (a Ab'],
    ['lower-case nicknames in a name', 'my wifes name is ab (ab) '],
    ['role words before lower-case words', 'my daughter rose '],
    ['role words with honorifics', 'la badante, frau ab '],
    ['names one is called by', 'calls me calls me '],
    ['capital surnames after a title', 'Sr/a. ABC-N’AB ABC '],
    ['date-named streets and units', 'Av. [DATE], 12, casa 4A casa '],
    ['units after an address', '[ADDRESS], casa 1, casa '],
    ['bracketed zip codes after a place', 'near us (12345 near us '],
    ['written-out titles before lower-case words', 'dottoressa ab '],
    ['towns after living with words between', 'vive sola en vive sola en '],
    ['care homes before a town', 'en EHPAD à en EHPAD à '],
    ['naming phrases', "tout le monde l'appelle "],
    ['kin titles', 'Tante Tante '],
    ['little and hyphens', 'little Ab-'],
    ['hyphen particles', 'ab-van den ab-van den '],
    ['kinship, age and lower-case names', 'mon fils de 16 ans, ab-ab ab-ab '],
    ['age verbs', "he's 9"],
    ['dotted national numbers', 'cédula de ella de ella 1.123.'],
    ['record and sample labels', 'NHC NHC 1-1-'],
    ['dash extensions', '089 1-1-'],
    ['spelled e-mails', 'ab at ab at ab dot '],
    ['names on behalf of', 'on behalf of Ab Le Ab Le '],
    // Round 8: lower-case mentions, pet forms, informal cues, joiners and licence labels.
    ['lower-case mentions of a found name', 'mein freund tobias hat, tobias a rosa tobi '],
    ['lower-case sweeps', 'meine tochter rosa hat fieber. a rosa ist rosa, tobi '],
    ['word-names after articles', 'my daughter rose (6). a rose a rose '],
    ['pet forms after a friend word', 'my buddy kev is my buddy kev '],
    ['friends of mine', 'a friend of mine, ab a friend of mine, '],
    ['everyone calls', 'al que todos llaman al que todos llaman '],
    ['everyone calls, german', 'den alle Ab den alle '],
    ['called so in brackets', 'Ab (é assim que Ab (é assim que '],
    ['undersigned', 'Je soussignée Ab de Ab de Ab '],
    ['i, name, with', 'Yo, Ab Ab Ab Ab, Yo, Ab '],
    ['bin die', 'hallo bin die hallo bin die '],
    ['short and full forms', 'sono ab (ab ab sono ab (ab '],
    ['catalan and irish joiners', "[NAME] i Ab i Ab O'Ab Mac Ab "],
    ['licence labels', "iscrizione all'Ordine dei Medici di Ab n. "],
    // Round 9: name runs, thanks, role labels, access codes, repeated ages.
    ['arabic particles after a name', '[NAME] al-Ab bint Ab ibn al-'],
    ['given names before particles', 'Ahmed ould Ahmed ould '],
    ['eponyms inside a name run', '[NAME] Down Ab [NAME] Down '],
    ['lower-case titles after titles', 'frau dr. prof. dr. med. ab-ab-'],
    ['thanks and greetings', 'gracias gracias ab'],
    ['role labels with a colon', 'Pflegekraft: Pflegekraft: Ab Ab-'],
    ['access code labels', "code d'accès code d'accès ab ab ab "],
    ['password values', 'password is password is a1a1a1a1'],
    ['repeated ages', '[AGE] mit 93 at 94 mit mit mit '],
    ['door codes and possessive ages', 'keypad code keypad code a sus a sus 9'],
    ['berber particles', 'Malika ait Malika ait '],
    // Round 10: names without a cue, forum posters, nicknames with an article, capitals.
    ['word-like given names and surnames', 'de Rocío Ab Ab de Rocío Ab '],
    ['forum posters with surnames', 'Posté par Ab Ab-Ab Ab Posté par Ab '],
    ['forum posters, lower case', 'posted by ab ab ab posted by '],
    ['nicknames with an article', 'Osvaldo "el Ab" Osvaldo "el '],
    ['spaced guillemets', 'Marcel « le Ab » Marcel « le '],
    ['abstract nouns after a name', 'de Rosa Associationassociation '],
    ['names in a text in capitals', 'MI HIJO JUAN AB AB AB AB AB MI HIJO '],
    ['particles before a surname', 'lists Tjitske de van der de la lists Tjitske de '],
    ['nicknames before particles', 'Osvaldo "el Ab" Di de Di de Osvaldo "el Ab" Di '],
    ['plan labels', 'obra social OSDE obra social OSDE 1 '],
    ['groups after an identifier', '[ID] 1 1 1 1 1 [ID] 1-1-1-1-1 '],
    ['prescription labels', 'Rx # Rx no. Rx #1 1 1 1 1 1 '],
    ['given names in a text in capitals', 'LLEVÉ A MATEO A MATEO NOAH A '],
    ['titles before an eponym', 'Dott.ssa [NAME] Down Dott.ssa [NAME] Down '],
    // Round 11: vital signs, inner capitals, house numbers, lower-case streets, plates, home towns.
    ['vital signs and their links', 'BP is of 1 over BP: 1,1 x pressão de '],
    ['pressure pairs after a day label', 'Note: 11/ Note: 11 / '],
    ['inner capitals', 'AbCd McAbCd JoAnnAb '],
    ['double surnames after lower-case titles', 'dr ab-ab-ab dottoressa ab-ab-'],
    ['capitalised words before a name in brackets', '(Ab Ab-Ab Ab Ab [NAME '],
    ['capitalised words before a name in a run', 'ab Ab, Ab ab Ab-Ab [NAME '],
    ['house numbers after an address', '[ADDRESS] 1-1 bis, piso 1º B [ADDRESS], n.º 1 '],
    ['lower-case streets', 'rua das ab ab ab ab ab rua de ab-ab '],
    ['german lower-case streets', 'abababababababababababweg abweg '],
    ['places after a street', '[ADDRESS], ab ab ab, ab ab, ab-ab ab '],
    ['plates after a label', 'placa do carro do carro AB-1 AB 1 placa '],
    ['home towns after a cue', 'lá de Ab de Ab-Ab do Ab de lá de Ab '],
    ['english home towns', 'my ab over in Ab St Ab over in Ab '],
    // Round 12: run stops, short names, appositions, labels, trunks, closings, towns, plates.
    ['lower-case names after titles', 'dra. ab ab ab dr. ab ab dott. ab '],
    ['two unknown words after kin', 'mi tía ab ab mi tía ab ab tiene '],
    ['short names after its', "it's Ab, it's Ab (c'est Ab ( soy Ab "],
    ['role appositions in brackets', '(Ab Ab, my (Ab, unser (Ab Ab, la mia '],
    ['card codes after a label', 'CIP: ABCD 1 1 1 TSI: ABCDE 1 CIP '],
    ['trunks in international numbers', '+33 (0)+33 (0)1 1 1 1 1 +4 (0)'],
    ['closing names', '. Ab Ab de la Ab. Ab Ab Ab-Ab. Ab '],
    ['gaelic particles', 'Patient: Ó AB mac an ab ní ab Ó '],
    ['towns after a postcode', '[ADDRESS] ab am ab 11111 ab am ab '],
    ['plates near a vehicle', 'car AB12 ABC van AB-123- drove 1-AB '],
    ['bank codes before a branch', 'banco 1111, banco nº 111 agência '],
  ] as const;
  const repeated = newPatternRuns.map(([name, piece]) => ({
    name,
    text: `${piece.repeat(Math.ceil(ADVERSARIAL_CHARS / piece.length)).slice(0, ADVERSARIAL_CHARS - 1)}!`,
  }));

  it.each([
    ["redactPhi on a person's question", (text: string) => redactPhi(text, { freeText: true })],
    ['redactNames', (text: string) => redactNames(text, { freeText: true })],
  ])(
    '%s, on runs for the chat, nickname, reference and label patterns',
    { timeout: 60_000 },
    (_name, read) => {
      expect(firstSlow(read, repeated)).toBeUndefined();
    },
  );

  it('still redacts what follows a long run of spaces', () => {
    const text = `tel${' '.repeat(5000)}555-123-4567 MRN:${'\t'.repeat(5000)}12345678`;
    expect(redactPhi(text)).toBe(`tel${' '.repeat(5000)}[PHONE] MRN:${'\t'.repeat(5000)}[ID]`);
  });
});
