import { always, type EmergencyLanguage } from './emergency-rule.ts';
import { words } from './phrase-pattern.ts';

/**
 * Marathi typed in Latin letters: no fixed spelling (rakta/rakt, shwas/swas, nahi/nahiye), so each
 * concept word lists its common forms. Words Marathi shares with Hinglish are in the Hindi list.
 */
const NOT = '(nahi|nahiye|nahie|nay)';

export const MARATHI_ROMANISED_EMERGENCIES: EmergencyLanguage = {
  code: 'mr-Latn',
  rules: [
    always(
      'chest-pain',
      words('(chhatit|chatit|chaatit) (khup )?(dukhtay|dukhat|kal|dabav|dukhte)*'),
    ),
    always(
      'cannot-breathe',
      words(`(shwas|swas|shvas) (gheta|ghyayla) (yet|yeat) ${NOT}`, '(shwas|swas) ghyayla tras'),
    ),
    always('stroke', words('tond (vakad|vakda|vakde|wakad)*', `bolta (yet|yeat) ${NOT}`)),
    always('anaphylaxis', words('ghasa (sujla|sujat|band)*', 'oth (sujle|sujlet)*')),
    always('poisoning', words('(vish|vikh|kitaknashak|rokel) (pyayla|pyala|pyali|khalla|pila)*')),
    always(
      'suicide',
      words(
        '(aatmahatya|atmahatya)*',
        '(jagaycha|jagaychay|jagayche) nahi*',
        'sagla (sampvun|sampavun)*',
        'marun jaav*',
      ),
    ),
    always('severe-bleeding', words(`(rakta|rakt|ragat) (thambat|thambatch) ${NOT}*`)),
    always('seizure', words('(fit|jhatke) (yetey|yetay|aali|aale)*')),
    always(
      'unconscious',
      words(
        '(shuddh|shudh) (harpali|harpli|nahi|geli)*',
        `uttar det ${NOT}`,
        '(bebhaan|beshuddh)*',
      ),
    ),
  ],
};
