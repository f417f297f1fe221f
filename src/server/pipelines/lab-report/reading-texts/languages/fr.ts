import type { LabReadingTexts } from '../lab-reading-text-types.ts';

export const fr: LabReadingTexts = {
  label:
    '> **Lecture de vos résultats** — chaque valeur comparée à l’intervalle de référence imprimé à côté, établie par des règles à partir du compte rendu lui-même. Ce n’est pas un résumé rédigé par une IA ; les intervalles varient d’un laboratoire à l’autre, parlez donc de vos résultats avec un professionnel de santé.',
  noTests:
    '**Aucun résultat d’analyse n’a pu être lu dans ce document.** Ce n’est peut-être pas un compte rendu d’analyses, ou son tableau a une mise en page inhabituelle. Ce sont les valeurs du compte rendu lui-même qui font foi.',
  sourceLines: {
    'text-layer':
      '_Les valeurs ont été lues dans le texte du document, exactement telles qu’imprimées._',
    ocr: '_Les valeurs ont été lues sur une image du compte rendu par reconnaissance de texte (OCR) sur votre appareil ; vérifiez chacune d’elles sur le compte rendu papier._',
    vision:
      '_Les valeurs ont été lues sur une image du compte rendu par un modèle d’IA ; vérifiez-les sur le compte rendu._',
  },
  outsideHeading: '### En dehors de l’intervalle de référence',
  withinHeading: '### Dans l’intervalle de référence',
  unflaggedHeading: '### Imprimés sans intervalle de référence ni signalement',
  allWithin: '**Tous les résultats sont dans leur intervalle de référence.**',
  researchHeading: '### Recherches sur les résultats hors de l’intervalle',
  noResearch:
    '_Aucun article de recherche ni aucune page santé n’a été trouvé pour ces résultats ; la lecture ci-dessus repose uniquement sur le compte rendu._',
  fromReportHeading: '### D’après votre compte rendu',
  unreadable:
    'Les résultats d’analyse de ce fichier n’ont pas pu être lus. Essayez une photo plus nette et bien éclairée qui montre toute la page, ou téléversez le PDF de votre laboratoire ou de votre portail patient.',
  visionNeedsModel:
    'Lire un compte rendu d’analyses à partir d’une image ou d’un scan nécessite un modèle d’IA, et aucun n’est configuré sur ce serveur. Un PDF avec une couche de texte ou un fichier texte fonctionne sans.',
  rows: {
    below: ({ name, value, range }) =>
      `${name} : ${value}, en dessous de l’intervalle de référence ${range}`,
    above: ({ name, value, range }) =>
      `${name} : ${value}, au-dessus de l’intervalle de référence ${range}`,
    within: ({ name, value, range }) =>
      `${name} : ${value}, dans l’intervalle de référence ${range}`,
    abnormal: ({ name, value, range }) =>
      `${name} : ${value}, signalé comme anormal (intervalle de référence ${range})`,
    abnormalNoRange: ({ name, value }) => `${name} : ${value}, signalé comme anormal`,
    flaggedHighNoRange: ({ name, value }) =>
      `${name} : ${value}, signalé comme élevé sur le compte rendu (aucun intervalle de référence imprimé)`,
    flaggedLowNoRange: ({ name, value }) =>
      `${name} : ${value}, signalé comme bas sur le compte rendu (aucun intervalle de référence imprimé)`,
    flaggedNormalNoRange: ({ name, value }) =>
      `${name} : ${value}, signalé comme normal sur le compte rendu (aucun intervalle de référence imprimé)`,
    noRange: ({ name, value }) => `${name} : ${value}, aucun intervalle de référence imprimé`,
  },
};
