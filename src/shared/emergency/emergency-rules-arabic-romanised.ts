import { always, type EmergencyLanguage } from './emergency-rule.ts';
import { words } from './phrase-pattern.ts';

/**
 * Arabic typed in Latin letters and digits ("Arabizi": 3 for ع, 2 for ء or ق, 7 for ح), mostly
 * Egyptian and Levantine; no fixed spelling, so each concept word lists its common forms. "hamoot"
 * (I will die) alone is left out: it is the usual exaggeration ("hamoot mn el zahe2").
 */
const CANNOT = '(mesh|mish|msh|ma) (2ader|2adra|2adir|aader|qader|ader)';

export const ARABIC_ROMANISED_EMERGENCIES: EmergencyLanguage = {
  code: 'ar-Latn',
  rules: [
    always('chest-pain', words('(waga3|wag3|waja3|wja3|alam) (fi|fe) (sedri|sadri|sdri)')),
    always(
      'cannot-breathe',
      words(`${CANNOT} (atnaffas|atnafas|yetnaffas|yetnafas|tetnaffas|tetnafas)`),
    ),
    always('stroke', words('(wesh|wesho|wesha|wij|wejh)* (mayel|mayil|ma2el)')),
    always('poisoning', words('(tasammom|tasamom|tasammum)')),
    always(
      'suicide',
      words(
        '(mesh|mish|msh|ma) (3ayez|3ayza|baddi|bade) (a3eesh|a3ish|3eesh)',
        '(ente7ar|inti7ar)',
      ),
    ),
    always('severe-bleeding', words('(el )?dam (mesh|mish|msh|ma) .. (ye2af|wa2ef|biw2af|yo2af)')),
    always('seizure', words('(teshannog|tashannog|tashanoj|teshannogat|tashannujat)*')),
    always(
      'unconscious',
      words('(oghma|ghmi|ghebi|ghayeb 3an el wa3y)*', '(mesh|mish|msh|ma) (bey|bi|byi)* rod*'),
    ),
  ],
};
