import type { SafetyTexts } from '../safety-text-types.ts';

export const zh: SafetyTexts = {
  title: '可能是医疗急症',
  warning:
    '**⚠️ 可能是医疗急症。** 您描述的情况可能危及生命。如果正在发生，请立即拨打当地急救电话（美国 911，英国 999），或前往最近的急诊科。不要等待网上的回答。\n\n',
  disclaimer:
    '医疗免责声明：本信息仅供教育用途，不能替代专业医疗建议。在做出医疗决定之前，请务必咨询合格的医疗专业人员。',
  disclaimerLead: '医疗免责声明：',
  generalBanner:
    '如果出现剧烈头痛、抽搐、突然视力改变或意识丧失，请立即联系急救服务：美国 911，英国 999。',
  categories: {
    cardiac: '胸痛伴出汗，或疼痛放射到手臂或下颌，可能是心脏病发作。',
    stroke: '一侧面部下垂、一侧手臂无力或说话含糊，可能是中风：请记下症状开始的时间。',
    breathing: '严重呼吸困难、窒息或嘴唇发紫属于紧急情况：请守在患者身边。',
    allergy:
      '进食、蚊虫叮咬或用药后出现面部或喉咙肿胀、呼吸困难，可能是严重过敏反应：如有处方，请立即使用肾上腺素自动注射笔。',
    poisoning: '中毒或药物过量时，请拨打急救电话或联系中毒急救咨询机构，不要催吐。',
    // 12356, the national psychological assistance hotline of the National Health Commission
    // (国家卫生健康委, http://www.nhc.gov.cn), connected nationwide by 1 May 2025.
    suicide: '如果您有自杀或伤害自己的念头，您并不孤单：请拨打全国心理援助热线 12356（中国大陆）。',
    bleeding: '大出血时，用干净的布用力按压伤口，并持续按压。',
    unconscious:
      '如果有人突然倒地或正在抽搐，请保护其免受伤害；如果其仍有呼吸，让其侧卧，保持复原卧位。',
  },
  callLocal: '请立即拨打当地急救电话（美国 911，英国 999）。',
  callRegional: '请立即拨打 {number}（{region}）或当地急救电话（美国 911，英国 999）。',
  regionalNumber: '急救电话（{region}）：{number}。',
  sentenceGap: '',
};
