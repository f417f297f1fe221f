import type { AnswerNotes } from '../answer-note-types.ts';

export const de: AnswerNotes = {
  excerptsLead:
    '> **Auszüge aus den Quellen** — wörtliche Passagen aus den Quellen unten, ausgewählt nach ihrem Bezug zu Ihrer Frage. Keine von einer KI geschriebene Zusammenfassung.',
  noPassageMatch:
    '_Keine Passage nennt Ihre Suchbegriffe direkt; stattdessen werden die wichtigsten Aussagen der Quellen gezeigt._',
  groupHeadings: {
    research: '### Aus Forschungsartikeln',
    healthPages: '### Aus Gesundheitsinformationsseiten',
    other: '### Aus anderen Quellen',
  },
  noEvidence:
    '**Für diese Frage wurden keine Quellen gefunden.** Weder aus PubMed noch von den vertrauenswürdigen Gesundheitsseiten ließ sich etwas abrufen, daher gibt es nichts zu zitieren. Formulieren Sie die Frage anders: mit dem medizinischen Namen der Erkrankung oder des Medikaments, mit weniger Wörtern oder mit englischen Begriffen.',
  noQuotable:
    '**Die Quellen unten wurden gefunden, aber keine enthält Text, der hier zitiert werden kann** (zum Beispiel Artikel ohne Zusammenfassung). Öffnen Sie sie über das Literaturverzeichnis, um sie zu lesen.',
  labelExcerptsLead:
    '> **Auszüge aus FDA-Fachinformationen** — wörtliche Passagen aus den offiziellen Arzneimittelinformationen der Medikamente in Ihrer Frage. Keine von einer KI geschriebene Zusammenfassung und keine Bewertung des Schweregrads: Fragen Sie in der Apotheke oder in der Arztpraxis, was sie für Sie bedeuten.',
  noLabel:
    '_Für die in der Frage genannten Medikamente wurde keine FDA-Fachinformation gefunden. Verwenden Sie den Wirkstoffnamen jedes Medikaments (zum Beispiel Ibuprofen statt eines Markennamens)._',
  labelHeading: 'Fachinformation zu {name}',
  trialListingHeading: '## Passende klinische Studien',
  trialListingOne:
    'Die folgende Studie passt am besten zu Ihrer Frage, wie im Register ClinicalTrials.gov eingetragen.',
  trialListingMany:
    'Die folgenden {count} Studien passen am besten zu Ihrer Frage, wie im Register ClinicalTrials.gov eingetragen.',
  trialFacts: { status: 'Status', phase: 'Phase', conditions: 'Erkrankungen' },
  sourceNames: {
    pubmed: 'PubMed',
    medlineplus: 'MedlinePlus',
    web: 'die vertrauenswürdigen Gesundheitsseiten',
    openfda: 'die FDA-Fachinformationen',
  },
  listSeparator: ', ',
  listLastSeparator: ' und ',
  unreachableOne:
    'Gerade nicht erreichbar: {sources}. Daher entstand diese Antwort ohne diese Quelle. Ihre Frage ist in Ordnung: Versuchen Sie es in ein paar Minuten erneut, um alle Quellen zu erhalten.',
  unreachableMany:
    'Gerade nicht erreichbar: {sources}. Daher entstand diese Antwort ohne diese Quellen. Ihre Frage ist in Ordnung: Versuchen Sie es in ein paar Minuten erneut, um alle Quellen zu erhalten.',
  offlineNotice:
    'Keine Quelle war erreichbar: Dieser Server scheint gerade keine Internetverbindung oder kein DNS zu haben, daher entstand diese Antwort ohne diese Quellen: {sources}. Ihre Frage ist in Ordnung: Stellen Sie sie erneut, sobald die Verbindung wieder da ist.',
  nothingReached:
    '**Gerade nicht erreichbar: {sources}**, und sonst wurde nichts zum Zitieren gefunden. Ihre Frage ist in Ordnung: Bitte versuchen Sie es in ein paar Minuten erneut.',
  nothingReachedOffline:
    '**Keine Quelle war erreichbar: Dieser Server scheint gerade keine Internetverbindung oder kein DNS zu haben**, daher ließ sich nichts nachschlagen. Ihre Frage ist in Ordnung: Bitte stellen Sie sie erneut, sobald die Verbindung wieder da ist.',
  modelCauses: {
    network: 'Der KI-Modelldienst war nicht erreichbar. Ihre Frage ist in Ordnung.',
    timeout: 'Der KI-Modelldienst hat nicht rechtzeitig geantwortet. Ihre Frage ist in Ordnung.',
    interrupted: 'Der KI-Modelldienst hat mitten in seiner Antwort aufgehört.',
    unreadable: 'Der KI-Modelldienst hat eine Antwort geschickt, die nicht gelesen werden konnte.',
    overLimit: 'Der KI-Modelldienst hat gerade sein Anfragelimit überschritten ({said}).',
    refused: 'Der KI-Modelldienst hat die Zugangsdaten dieses Servers abgelehnt ({said}).',
    httpError: 'Der KI-Modelldienst hat mit einem Fehler geantwortet ({said}).',
    unknown: 'Der KI-Modelldienst konnte keine Antwort schreiben.',
  },
  shownInstead: 'Stattdessen gezeigt: was die Quellen selbst sagen, ohne KI-Zusammenfassung.',
  sentenceGap: ' ',
};
