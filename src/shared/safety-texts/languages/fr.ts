import type { SafetyTexts } from '../safety-text-types.ts';

export const fr: SafetyTexts = {
  title: 'Urgence médicale possible',
  warning:
    '**⚠️ Urgence médicale possible.** Ce que vous décrivez peut mettre la vie en danger. Si cela se produit maintenant, appelez immédiatement votre numéro d’urgence local (911 aux États-Unis, 999 au Royaume-Uni) ou rendez-vous aux urgences les plus proches. N’attendez pas une réponse en ligne.\n\n',
  disclaimer:
    'Avertissement médical\u00a0: Ces informations sont fournies à titre éducatif uniquement et ne remplacent pas l’avis d’un professionnel de santé. Consultez toujours des professionnels de santé qualifiés avant de prendre des décisions médicales.',
  disclaimerLead: 'Avertissement médical\u00a0: ',
  generalBanner:
    'En cas de mal de tête violent, de convulsions, de troubles soudains de la vue ou de perte de connaissance, contactez immédiatement les secours\u00a0: 911 aux États-Unis, 999 au Royaume-Uni.',
  categories: {
    cardiac:
      'Une douleur dans la poitrine avec des sueurs, ou qui s’étend au bras ou à la mâchoire, peut être une crise cardiaque.',
    stroke:
      'Un visage qui s’affaisse d’un côté, un bras faible ou une parole confuse peuvent signaler un AVC\u00a0: notez l’heure du début.',
    breathing:
      'Une grande difficulté à respirer, un étouffement ou des lèvres bleues sont une urgence\u00a0: restez auprès de la personne.',
    allergy:
      'Un gonflement du visage ou de la gorge, ou une gêne respiratoire après un aliment, une piqûre ou un médicament, peut être une anaphylaxie\u00a0: utilisez tout de suite le stylo auto-injecteur d’adrénaline s’il a été prescrit.',
    poisoning:
      'En cas d’intoxication ou de surdose, appelez un centre antipoison ou les secours, et ne faites pas vomir la personne.',
    // 3114, numéro national de prévention du suicide (https://3114.fr), ouvert 24 h/24.
    suicide:
      'Si vous pensez au suicide ou à vous faire du mal, vous n’êtes pas seul\u00a0: appelez le 3114, numéro national de prévention du suicide en France, 24 h/24.',
    bleeding:
      'En cas de saignement abondant, appuyez fermement sur la plaie avec un linge propre et maintenez la pression.',
    unconscious:
      'Si quelqu’un s’est effondré ou fait une crise convulsive, protégez-le des chocs et, s’il respire, placez-le sur le côté en position latérale de sécurité.',
  },
  callLocal:
    'Appelez maintenant votre numéro d’urgence local (911 aux États-Unis, 999 au Royaume-Uni).',
  callRegional:
    'Appelez maintenant le {number} ({region}) ou votre numéro d’urgence local (911 aux États-Unis, 999 au Royaume-Uni).',
  regionalNumber: 'Numéro d’urgence ({region})\u00a0: {number}.',
  sentenceGap: ' ',
};
