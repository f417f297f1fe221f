import type { AnswerNotes } from '../answer-note-types.ts';

export const it: AnswerNotes = {
  excerptsLead:
    '> **Estratti dalle fonti** — passaggi citati alla lettera dalle fonti qui sotto, scelti in base alla pertinenza con la sua domanda. Non è un riassunto scritto da un’IA.',
  noPassageMatch:
    '_Nessun passaggio cita direttamente i termini della sua ricerca; al loro posto sono mostrate le affermazioni principali delle fonti._',
  groupHeadings: {
    research: '### Da articoli di ricerca',
    healthPages: '### Da pagine di informazione sanitaria',
    other: '### Da altre fonti',
  },
  noEvidence:
    '**Non sono state trovate fonti per questa domanda.** Non è stato possibile recuperare nulla da PubMed né dai siti sanitari affidabili, quindi non c’è nulla da citare. Provi a riformularla: usi il nome medico della malattia o del farmaco, meno parole o termini in inglese.',
  noQuotable:
    '**Le fonti qui sotto sono state trovate, ma nessuna ha un testo che si possa citare qui** (per esempio articoli senza abstract). Le apra dall’elenco dei riferimenti per leggerle.',
  labelExcerptsLead:
    '> **Estratti dai foglietti illustrativi della FDA** — passaggi citati alla lettera dai foglietti ufficiali dei farmaci della sua domanda. Non è un riassunto scritto da un’IA né una valutazione della gravità: chieda a un farmacista o a un medico cosa significano per lei.',
  noLabel:
    '_Non è stato trovato alcun foglietto illustrativo della FDA per i farmaci nominati nella domanda. Usi il nome generico di ciascun farmaco (per esempio ibuprofene invece di un nome commerciale)._',
  labelHeading: 'Foglietto illustrativo di {name}',
  trialListingHeading: '## Studi clinici corrispondenti',
  trialListingOne:
    'Lo studio qui sotto è quello che corrisponde meglio alla sua domanda, come riportato nel registro ClinicalTrials.gov.',
  trialListingMany:
    'I {count} studi qui sotto sono quelli che corrispondono meglio alla sua domanda, come riportati nel registro ClinicalTrials.gov.',
  trialFacts: { status: 'Stato', phase: 'Fase', conditions: 'Condizioni' },
  sourceNames: {
    pubmed: 'PubMed',
    medlineplus: 'MedlinePlus',
    web: 'i siti sanitari affidabili',
    openfda: 'i foglietti illustrativi della FDA',
  },
  listSeparator: ', ',
  listLastSeparator: ' e ',
  unreachableOne:
    'Non è stato possibile raggiungere {sources} in questo momento, quindi questa risposta è stata preparata senza questa fonte. La sua domanda va bene: riprovi tra qualche minuto per avere tutte le fonti.',
  unreachableMany:
    'Non è stato possibile raggiungere {sources} in questo momento, quindi questa risposta è stata preparata senza queste fonti. La sua domanda va bene: riprovi tra qualche minuto per avere tutte le fonti.',
  offlineNotice:
    'Non è stato possibile raggiungere nessuna fonte: sembra che questo server non abbia connessione a internet né DNS in questo momento, quindi questa risposta è stata preparata senza {sources}. La sua domanda va bene: la ripeta quando la connessione sarà tornata.',
  nothingReached:
    '**Non è stato possibile raggiungere {sources} in questo momento**, e non è stato trovato nient’altro da citare. La sua domanda va bene: riprovi tra qualche minuto.',
  nothingReachedOffline:
    '**Non è stato possibile raggiungere nessuna fonte: sembra che questo server non abbia connessione a internet né DNS in questo momento**, quindi non è stato possibile cercare nulla. La sua domanda va bene: la ripeta quando la connessione sarà tornata.',
  modelCauses: {
    network:
      'Non è stato possibile raggiungere il servizio del modello di IA. La sua domanda va bene.',
    timeout: 'Il servizio del modello di IA non ha risposto in tempo. La sua domanda va bene.',
    interrupted: 'Il servizio del modello di IA si è fermato a metà della risposta.',
    unreadable:
      'Il servizio del modello di IA ha inviato una risposta che non è stato possibile leggere.',
    overLimit:
      'Il servizio del modello di IA ha superato il suo limite di richieste in questo momento ({said}).',
    refused: 'Il servizio del modello di IA ha rifiutato le credenziali di questo server ({said}).',
    httpError: 'Il servizio del modello di IA ha risposto con un errore ({said}).',
    unknown: 'Il servizio del modello di IA non è riuscito a scrivere una risposta.',
  },
  shownInstead: 'Al suo posto: ciò che dicono le fonti stesse, senza riassunto dell’IA.',
  sentenceGap: ' ',
};
