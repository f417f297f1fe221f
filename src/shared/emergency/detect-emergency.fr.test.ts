import { describeEmergencyTable } from './describe-emergency-table.ts';

describeEmergencyTable(
  'French',
  [
    ['pire mal de tête de ma vie', 'worst-headache'],
    ['elle ne respire plus', 'cannot-breathe'],
    ['mon fils a avalé de la javel', 'poisoning'],
    ['il convulse', 'seizure'],
    ['douleur dans la poitrine', 'chest-pain'],
    ["j'ai mal à la poitrine depuis une heure", 'chest-pain'],
    ['mon père fait un infarctus', 'heart-attack'],
    ["je n'arrive plus à respirer", 'cannot-breathe'],
    ['ma mère a la bouche de travers et la parole pâteuse', 'stroke'],
    ['ma gorge gonfle après avoir mangé des cacahuètes', 'anaphylaxis'],
    ["j'ai avalé toute la boîte de somnifères", 'overdose'],
    ['je veux en finir', 'suicide'],
    ['il saigne beaucoup de la tête', 'severe-bleeding'],
    ["mon fils fait une crise d'épilepsie", 'seizure'],
    ['mon mari a perdu connaissance', 'unconscious'],
  ],
  [
    'je suis mort de fatigue',
    "crise d'angoisse que faire",
    'mon bébé tousse la nuit',
    'exercices pour les pectoraux',
    'alimentation bonne pour le cœur',
    "antécédents d'AVC, quel régime alimentaire",
    'prise de sang à jeun',
    "l'inconscient selon Freud",
    'intoxication alimentaire chez les enfants',
    'je meurs de faim',
  ],
);
