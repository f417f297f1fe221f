import type { LabReadingTexts } from '../lab-reading-text-types.ts';

export const it: LabReadingTexts = {
  label:
    '> **Lettura dei suoi risultati** — ogni valore confrontato con l’intervallo di riferimento stampato accanto, ricavato con regole fisse dal referto stesso. Non è un riassunto scritto da un’IA; gli intervalli variano da un laboratorio all’altro, quindi parli dei risultati con un medico.',
  noTests:
    '**Non è stato possibile leggere alcun risultato di esame da questo documento.** Potrebbe non essere un referto di laboratorio, oppure la sua tabella ha un’impaginazione insolita. Fanno fede i valori riportati sul referto stesso.',
  sourceLines: {
    'text-layer': '_I valori sono stati letti dal testo del documento, esattamente come stampati._',
    ocr: '_I valori sono stati letti da un’immagine del referto con il riconoscimento del testo (OCR) sul suo dispositivo; controlli ciascuno sul referto cartaceo._',
    vision:
      '_I valori sono stati letti da un’immagine del referto da un modello di IA; li controlli sul referto._',
  },
  outsideHeading: '### Fuori dall’intervallo di riferimento',
  withinHeading: '### Entro l’intervallo di riferimento',
  unflaggedHeading: '### Riportati senza intervallo di riferimento né segnalazione',
  allWithin: '**Tutti i risultati sono entro il loro intervallo di riferimento.**',
  researchHeading: '### Ricerche sui risultati fuori intervallo',
  noResearch:
    '_Non sono stati trovati articoli scientifici né pagine sulla salute per questi risultati; la lettura qui sopra si basa solo sul referto._',
  fromReportHeading: '### Dal suo referto',
  unreadable:
    'Non è stato possibile leggere i risultati degli esami in questo file. Provi con una foto più nitida e ben illuminata che mostri tutta la pagina, oppure carichi il PDF del suo laboratorio o del portale del paziente.',
  visionNeedsModel:
    'Per leggere un referto di laboratorio da un’immagine o da una scansione serve un modello di IA, e su questo server non ne è configurato nessuno. Un PDF con livello di testo o un file di testo funziona anche senza.',
  rows: {
    below: ({ name, value, range }) =>
      `${name}: ${value}, sotto l’intervallo di riferimento ${range}`,
    above: ({ name, value, range }) =>
      `${name}: ${value}, sopra l’intervallo di riferimento ${range}`,
    within: ({ name, value, range }) =>
      `${name}: ${value}, entro l’intervallo di riferimento ${range}`,
    abnormal: ({ name, value, range }) =>
      `${name}: ${value}, segnalato come anomalo (intervallo di riferimento ${range})`,
    abnormalNoRange: ({ name, value }) => `${name}: ${value}, segnalato come anomalo`,
    flaggedHighNoRange: ({ name, value }) =>
      `${name}: ${value}, segnalato come alto nel referto (nessun intervallo di riferimento riportato)`,
    flaggedLowNoRange: ({ name, value }) =>
      `${name}: ${value}, segnalato come basso nel referto (nessun intervallo di riferimento riportato)`,
    flaggedNormalNoRange: ({ name, value }) =>
      `${name}: ${value}, segnalato come normale nel referto (nessun intervallo di riferimento riportato)`,
    noRange: ({ name, value }) => `${name}: ${value}, nessun intervallo di riferimento riportato`,
  },
};
