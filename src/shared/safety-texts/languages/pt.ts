import type { SafetyTexts } from '../safety-text-types.ts';

export const pt: SafetyTexts = {
  title: 'Possível emergência médica',
  warning:
    '**⚠️ Possível emergência médica.** O que você descreve pode colocar a vida em risco. Se estiver acontecendo agora, ligue imediatamente para o número de emergência local (911 nos EUA, 999 no Reino Unido) ou vá ao pronto-socorro mais próximo. Não espere por uma resposta na internet.\n\n',
  disclaimer:
    'Aviso médico: Estas informações têm finalidade apenas educativa e não substituem a orientação de um profissional de saúde. Consulte sempre profissionais de saúde qualificados antes de tomar decisões médicas.',
  disclaimerLead: 'Aviso médico: ',
  generalBanner:
    'Em caso de dor de cabeça forte, convulsão, alterações súbitas da visão ou perda de consciência, acione agora os serviços de emergência: 911 nos EUA, 999 no Reino Unido.',
  categories: {
    cardiac:
      'Dor no peito com suor, ou que se espalha para o braço ou a mandíbula, pode ser um infarto.',
    stroke:
      'Rosto caído de um lado, fraqueza em um braço ou fala enrolada podem ser um AVC: anote a hora em que começou.',
    breathing:
      'Dificuldade grave para respirar, engasgo ou lábios roxos são uma emergência: fique com a pessoa.',
    allergy:
      'Inchaço no rosto ou na garganta, ou falta de ar após um alimento, uma picada ou um remédio, pode ser anafilaxia: use já a caneta autoinjetora de adrenalina, se houver prescrição.',
    // Disque-Intoxicação, Anvisa (https://www.gov.br/anvisa), 0800 722 6001.
    poisoning:
      'Em caso de intoxicação ou overdose, ligue para a emergência ou para o Disque-Intoxicação (0800 722 6001 no Brasil) e não provoque vômito.',
    // CVV, Centro de Valorização da Vida (https://cvv.org.br), 188, 24 horas.
    suicide:
      'Se você pensa em suicídio ou em se machucar, não está sozinho: ligue 188 (CVV, no Brasil), a qualquer hora.',
    bleeding:
      'Em caso de sangramento intenso, pressione firmemente o ferimento com um pano limpo e mantenha a pressão.',
    unconscious:
      'Se alguém desmaiou ou está tendo uma convulsão, proteja-o de batidas e, se estiver respirando, deite-o de lado na posição lateral de segurança.',
  },
  callLocal: 'Ligue agora para o número de emergência local (911 nos EUA, 999 no Reino Unido).',
  callRegional:
    'Ligue agora para o {number} ({region}) ou para o número de emergência local (911 nos EUA, 999 no Reino Unido).',
  regionalNumber: 'Número de emergência ({region}): {number}.',
  sentenceGap: ' ',
};
