/*
 * Access codes, PINs, passwords and verification codes after their label, in the six languages:
 * 'my PIN is 4471', 'verification code 902215', 'code d'accès 884213', 'Zugangscode 558120',
 * 'Kennwort: Sommer2024', 'código de acceso', 'codice di accesso al referto è 660218', 'senha
 * Luna77'. A code opens someone's record, so it is an identifier whatever its shape; the value
 * must hold a digit (a word after 'password' is no code: 'password reset'), and a PIN's value four
 * digits or more ('high-grade PIN 3' is a prostate lesion). Bounded parts, one label per match:
 * linear time.
 */

type Rule = [RegExp, string | ((match: string, ...groups: string[]) => string)];
type Pass = Rule | ((text: string) => string);

const CODE_LABELS = [
  String.raw`(?:access|verification|security|login|log-in|one-time|activation|confirmation|portal|door|gate|entry|key|keypad|key[ \t-]?safe|lockbox|alarm|buzzer|intercom)[ \t-]?(?:code|pin)`,
  String.raw`digicode|türcode|tuercode|haustürcode|schlüsseltresor(?:code)?`,
  String.raw`c[óo]digo[ \t]d(?:el|a|o)[ \t](?:portal|puerta|port[ãa]o|porta|alarma|alarme)`,
  String.raw`codice[ \t]del(?:la)?[ \t](?:portone|cancello|citofono|porta|allarme)`,
  String.raw`pass(?:code|word)|pwd|otp`,
  String.raw`c[óo]digo[ \t]de[ \t](?:acceso|verificaci[óo]n|seguridad|activaci[óo]n|acesso|verifica[çc][ãa]o|seguran[çc]a|ativa[çc][ãa]o|confirmaci[óo]n|confirma[çc][ãa]o)`,
  String.raw`contrase[ñn]a|clave[ \t]de[ \t]acceso|senha`,
  String.raw`code[ \t](?:d['’]acc[èe]s|de[ \t](?:v[ée]rification|s[ée]curit[ée]|confirmation|connexion|la[ \t]porte)|du[ \t](?:portail|digicode)|secret|confidentiel|porte|portail)|mot[ \t]de[ \t]passe`,
  String.raw`(?:zugangs|bestätigungs|bestaetigungs|sicherheits|verifizierungs|aktivierungs|freischalt|login|tür|tuer)code|kennwort|passwort|zugangsdaten`,
  String.raw`codice[ \t]di[ \t](?:accesso|verifica|sicurezza|attivazione|conferma)|codice[ \t](?:otp|pin)|parola[ \t]d['’][ \t]?ordine`,
];

/** Up to four small words between the label and the value ('... al referto è', '... is'). */
const GAP = String.raw`(?:[ \t]{0,3}[:=#][ \t]{0,3}|[ \t]{1,3}(?:(?:\p{Ll}[\p{Ll}'’]{0,14}|n[º°o]\.?)[ \t]{1,3}){0,4}(?:[:=][ \t]{0,3})?)`;

const VALUE = String.raw`["'“‘«]?([A-Za-z0-9][A-Za-z0-9!@#$%&*_.+-]{2,31}?)["'”’»]?(?![A-Za-z0-9!@#$%&*_+-])`;

const LABELLED = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(${CODE_LABELS.join('|')})(${GAP})${VALUE}`,
  'giu',
);

/** A PIN: the value four to twelve digits, no unit after it. */
const PIN =
  /(?<![\p{L}\p{N}])(PIN(?:[ \t-]?(?:code|Nummer|number|nº))?)([ \t]{0,3}(?:[:=#][ \t]{0,3}|(?:is|es|est|ist|è|é|era|was|war|était)[ \t]{1,3}(?:[:=][ \t]{0,3})?))(\d{4,12})(?![\p{L}\p{N}]|[ \t]*(?:mg|ml|%|mm|kg))/giu;

/**
 * A bare code word and digits: 'les résultats sont sur [URL] (code 5521)', 'codice regionale
 * 030211', 'Code: 8812'. Up to two words between name whose code it is; the words of coding
 * systems and postal codes are left to their own rules ('ICD code 4019', 'código postal').
 */
const BARE_CODE =
  /(?<![\p{L}\p{N}])((?:code|c[óo]digo|codice|kode?|c[óo]d\.)(?:-?(?:nr|no|num)\.?)?)((?:[ \t]{1,3}[\p{L}\p{M}'’]{1,16}){0,2}?(?:[ \t]{0,3}[:=#][ \t]{0,3}|[ \t]{1,3}(?:n[º°o]\.?[ \t]{0,3})?))(\d{4,12})(?![\p{L}\p{N}]|[.,/-]\d|[ \t]{0,2}(?:%|mg|ml|mm|kg|g\b|x\b))/giu;

/** Coding systems, postal and dialling codes, and other things called codes that are no one's. */
const NOT_A_CODE_BEFORE =
  /(?:icd(?:-?\d{1,2})?|cpt|atc|loinc|snomed|hcpcs|drg|ops|ebm|icpc|gop|ean|bar|qr|zip|area|country|genetic|source|error|status|dialling|dialing|postal)[ \t-]{0,2}$/i;
const NOT_A_CODE_WORD =
  /(?:^|[ \t])(?:postal|postale|postal|zip|icd|cpt|atc|loinc|snomed|ean|area|país|pays|genético|genetico|génétique|genetic|ateco|istat|cap|plz|for|the|de|del|da|di|du|of|in|en|für|des)(?=$|[ \t])/i;

function bareCode(
  match: string,
  word: string,
  gap: string,
  value: string,
  offset: number,
  text: string,
) {
  if (NOT_A_CODE_BEFORE.test(text.slice(Math.max(0, offset - 16), offset))) return match;
  if (NOT_A_CODE_WORD.test((gap.split(/[:=#]/)[0] ?? '').trim())) return match;
  return `${word}${gap}${value.replace(/\d+/, '[ID]')}`;
}

function labelled(match: string, label: string, gap: string, value: string): string {
  if (!/\d/.test(value)) return match;
  // A dose or a measurement after the label's words is not a code: 'password ... 12 mg'.
  if (/^\d{1,3}$/.test(value)) return match;
  const trailing = match.slice(label.length + gap.length).replace(value, '[ID]');
  return `${label}${gap}${trailing}`;
}

export const ACCESS_CODE_RULES: Pass[] = [
  [LABELLED, labelled],
  [PIN, '$1$2[ID]'],
  (text: string) => text.replace(BARE_CODE, bareCode),
];
