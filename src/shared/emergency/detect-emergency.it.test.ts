import { describeEmergencyTable } from './describe-emergency-table.ts';

describeEmergencyTable(
  'Italian',
  [
    ['collo rigido e febbre alta', 'meningitis-signs'],
    ['mio figlio non respira', 'cannot-breathe'],
    ['ha perso conoscenza', 'unconscious'],
    ['voglio uccidermi', 'suicide'],
    ['ho dolore toracico', 'chest-pain'],
    ['ho un forte dolore al petto', 'chest-pain'],
    ['credo che mio padre abbia un infarto', 'heart-attack'],
    ['non riesco più a respirare', 'cannot-breathe'],
    ['mia madre ha la bocca storta e biascica', 'stroke'],
    ['gli si gonfia la lingua dopo una puntura di vespa', 'anaphylaxis'],
    ['ho preso tutte le pastiglie del flacone', 'overdose'],
    ['voglio morire', 'suicide'],
    ['la ferita sanguina molto', 'severe-bleeding'],
    ['il bambino ha le convulsioni', 'seizure'],
    ['mio marito ha perso i sensi', 'unconscious'],
  ],
  [
    'muoio di noia',
    'rischio di soffocamento nei bambini piccoli',
    'crampi muscolari notturni',
    'esercizi per il petto in palestra',
    'dieta sana per il cuore',
    'ho avuto un ictus anni fa, che dieta seguire',
    'esami del sangue a digiuno',
    'muoio dalla voglia di sapere come funziona',
    'intossicazione alimentare nei bambini',
    'la malattia non risponde alla terapia',
  ],
);
