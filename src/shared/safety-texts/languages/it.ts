import type { SafetyTexts } from '../safety-text-types.ts';

export const it: SafetyTexts = {
  title: 'Possibile emergenza medica',
  warning:
    '**⚠️ Possibile emergenza medica.** Quello che descrivi può mettere in pericolo la vita. Se sta succedendo adesso, chiama subito il numero di emergenza locale (911 negli Stati Uniti, 999 nel Regno Unito) o vai al pronto soccorso più vicino. Non aspettare una risposta su internet.\n\n',
  disclaimer:
    'Avvertenza medica: Queste informazioni hanno solo scopo educativo e non sostituiscono il parere di un professionista sanitario. Consulta sempre professionisti sanitari qualificati prima di prendere decisioni mediche.',
  disclaimerLead: 'Avvertenza medica: ',
  generalBanner:
    'In caso di forte mal di testa, convulsioni, improvvisi disturbi della vista o perdita di coscienza, contatta subito i servizi di emergenza: 911 negli Stati Uniti, 999 nel Regno Unito.',
  categories: {
    cardiac:
      'Un dolore al petto con sudorazione, o che si irradia al braccio o alla mascella, può essere un infarto.',
    stroke:
      'Un lato del viso che cade, un braccio debole o difficoltà a parlare possono indicare un ictus: annota l’ora di inizio.',
    breathing:
      'Una grave difficoltà a respirare, il soffocamento o le labbra blu sono un’emergenza: resta accanto alla persona.',
    allergy:
      'Gonfiore del viso o della gola, o difficoltà a respirare dopo un cibo, una puntura o un farmaco, possono essere anafilassi: usa subito l’autoiniettore di adrenalina se è stato prescritto.',
    poisoning:
      'In caso di avvelenamento o di sovradosaggio, chiama un centro antiveleni o i soccorsi e non far vomitare la persona.',
    // Telefono Amico Italia (https://www.telefonoamico.it), 02 2327 2327.
    suicide:
      'Se pensi al suicidio o a farti del male, non sei solo: chiama Telefono Amico Italia allo 02 2327 2327.',
    bleeding:
      'In caso di emorragia abbondante, premi con forza sulla ferita con un panno pulito e continua a premere.',
    unconscious:
      'Se qualcuno è crollato o ha una crisi convulsiva, proteggilo dagli urti e, se respira, mettilo su un fianco in posizione laterale di sicurezza.',
  },
  callLocal:
    'Chiama subito il numero di emergenza locale (911 negli Stati Uniti, 999 nel Regno Unito).',
  callRegional:
    'Chiama subito il {number} ({region}) o il numero di emergenza locale (911 negli Stati Uniti, 999 nel Regno Unito).',
  regionalNumber: 'Numero di emergenza ({region}): {number}.',
  sentenceGap: ' ',
};
