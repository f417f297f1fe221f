import type { AnswerNotes } from '../answer-note-types.ts';

export const fr: AnswerNotes = {
  excerptsLead:
    '> **Extraits des sources** — passages cités mot pour mot des sources ci-dessous, choisis selon leur rapport avec votre question. Ce n’est pas un résumé rédigé par une IA.',
  noPassageMatch:
    '_Aucun passage ne mentionne directement les termes de votre recherche ; les affirmations principales des sources sont affichées à la place._',
  groupHeadings: {
    research: '### Articles de recherche',
    healthPages: '### Pages d’information santé',
    other: '### Autres sources',
  },
  noEvidence:
    '**Aucune source n’a été trouvée pour cette question.** Rien n’a pu être obtenu de PubMed ni des sites de santé de confiance, il n’y a donc rien à citer. Essayez de la reformuler : utilisez le nom médical de la maladie ou du médicament, moins de mots, ou des termes en anglais.',
  noQuotable:
    '**Les sources ci-dessous ont été trouvées, mais aucune n’a de texte pouvant être cité ici** (par exemple des articles sans résumé). Ouvrez-les depuis la liste des références pour les lire.',
  labelExcerptsLead:
    '> **Extraits des notices de la FDA** — passages cités mot pour mot des notices officielles des médicaments de votre question. Ce n’est ni un résumé rédigé par une IA ni une évaluation de la gravité : demandez à un pharmacien ou à un médecin ce qu’ils signifient pour vous.',
  noLabel:
    '_Aucune notice de la FDA n’a été trouvée pour les médicaments cités dans la question. Utilisez le nom générique de chaque médicament (par exemple ibuprofène plutôt qu’un nom de marque)._',
  labelHeading: 'Notice de {name}',
  trialListingHeading: '## Essais cliniques correspondants',
  trialListingOne:
    'L’essai ci-dessous est celui qui correspond le mieux à votre question, tel qu’inscrit au registre ClinicalTrials.gov.',
  trialListingMany:
    'Les {count} essais ci-dessous sont ceux qui correspondent le mieux à votre question, tels qu’inscrits au registre ClinicalTrials.gov.',
  trialFacts: { status: 'Statut', phase: 'Phase', conditions: 'Maladies' },
  sourceNames: {
    pubmed: 'PubMed',
    medlineplus: 'MedlinePlus',
    web: 'les sites de santé de confiance',
    openfda: 'les notices de la FDA',
  },
  listSeparator: ', ',
  listLastSeparator: ' et ',
  unreachableOne:
    'Impossible de joindre {sources} pour le moment, cette réponse a donc été rédigée sans cette source. Votre question n’est pas en cause : réessayez dans quelques minutes pour avoir toutes les sources.',
  unreachableMany:
    'Impossible de joindre {sources} pour le moment, cette réponse a donc été rédigée sans ces sources. Votre question n’est pas en cause : réessayez dans quelques minutes pour avoir toutes les sources.',
  offlineNotice:
    'Aucune source n’a pu être jointe : ce serveur semble n’avoir ni connexion internet ni DNS pour le moment, cette réponse a donc été rédigée sans {sources}. Votre question n’est pas en cause : reposez-la quand la connexion sera rétablie.',
  nothingReached:
    '**Impossible de joindre {sources} pour le moment**, et rien d’autre n’a été trouvé à citer. Votre question n’est pas en cause : réessayez dans quelques minutes.',
  nothingReachedOffline:
    '**Aucune source n’a pu être jointe : ce serveur semble n’avoir ni connexion internet ni DNS pour le moment**, rien n’a donc pu être recherché. Votre question n’est pas en cause : reposez-la quand la connexion sera rétablie.',
  modelCauses: {
    network: 'Le service du modèle d’IA n’a pas pu être joint. Votre question n’est pas en cause.',
    timeout:
      'Le service du modèle d’IA n’a pas répondu à temps. Votre question n’est pas en cause.',
    interrupted: 'Le service du modèle d’IA s’est arrêté au milieu de sa réponse.',
    unreadable: 'Le service du modèle d’IA a envoyé une réponse illisible.',
    overLimit: 'Le service du modèle d’IA a dépassé sa limite de requêtes pour le moment ({said}).',
    refused: 'Le service du modèle d’IA a refusé les identifiants de ce serveur ({said}).',
    httpError: 'Le service du modèle d’IA a répondu par une erreur ({said}).',
    unknown: 'Le service du modèle d’IA n’a pas pu rédiger de réponse.',
  },
  shownInstead: 'Affiché à la place : ce que disent les sources elles-mêmes, sans résumé par IA.',
  sentenceGap: ' ',
};
