import { describeEmergencyTable } from './describe-emergency-table.ts';

describeEmergencyTable(
  'Portuguese',
  [
    ['meu filho engoliu água sanitária', 'poisoning'],
    ['ela está convulsionando', 'seizure'],
    ['estou com falta de ar forte', 'cannot-breathe'],
    ['dor no peito', 'chest-pain'],
    ['quero me matar', 'suicide'],
    ['estou com uma dor forte no peito', 'chest-pain'],
    ['acho que meu pai está tendo um infarto', 'heart-attack'],
    ['não consigo respirar direito', 'cannot-breathe'],
    ['minha avó está com a boca torta e a fala enrolada', 'stroke'],
    ['a garganta está fechando depois do camarão', 'anaphylaxis'],
    ['tomei uma cartela inteira de remédio', 'overdose'],
    ['não quero mais viver', 'suicide'],
    ['o corte não para de sangrar', 'severe-bleeding'],
    ['meu filho está tendo uma convulsão', 'seizure'],
    ['minha mãe desmaiou e não acorda', 'unconscious'],
  ],
  [
    'estou morrendo de fome',
    'câimbra na perna à noite',
    'dieta para pressão alta',
    'exercícios de peito na academia',
    'dieta saudável para o coração',
    'tive um AVC há cinco anos, qual dieta seguir',
    'exame de sangue em jejum',
    'estou morrendo de vontade de saber',
    'intoxicação alimentar em crianças',
    'a doença não responde ao tratamento',
  ],
);
