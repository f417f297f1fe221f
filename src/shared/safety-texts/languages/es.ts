import type { SafetyTexts } from '../safety-text-types.ts';

export const es: SafetyTexts = {
  title: 'Posible emergencia médica',
  warning:
    '**⚠️ Posible emergencia médica.** Lo que describe puede poner en peligro la vida. Si está ocurriendo ahora, llame de inmediato a su número local de emergencias (911 en EE. UU., 999 en el Reino Unido) o acuda al servicio de urgencias más cercano. No espere una respuesta en internet.\n\n',
  disclaimer:
    'Aviso médico: Esta información tiene fines exclusivamente educativos y no sustituye el consejo médico profesional. Consulte siempre a profesionales sanitarios cualificados antes de tomar decisiones médicas.',
  disclaimerLead: 'Aviso médico: ',
  generalBanner:
    'Si tiene un dolor de cabeza intenso, una convulsión, cambios repentinos en la visión o pérdida del conocimiento, contacte ahora con los servicios de emergencia: 911 en EE. UU., 999 en el Reino Unido.',
  categories: {
    cardiac:
      'El dolor en el pecho con sudor, o que se extiende al brazo o a la mandíbula, puede ser un infarto.',
    stroke:
      'La cara caída de un lado, la debilidad de un brazo o el habla torpe pueden ser un ictus: anote la hora en que empezó.',
    breathing:
      'Una dificultad grave para respirar, un atragantamiento o los labios azulados son una emergencia: no deje sola a la persona.',
    allergy:
      'La hinchazón de la cara o la garganta, o la dificultad para respirar tras un alimento, una picadura o un medicamento, puede ser anafilaxia: use ya el autoinyector de adrenalina si se lo han recetado.',
    // Servicio de Información Toxicológica, Instituto Nacional de Toxicología y Ciencias Forenses
    // (https://www.mjusticia.gob.es, 91 562 04 20).
    poisoning:
      'Ante una intoxicación o una sobredosis, llame a emergencias o a Información Toxicológica (91 562 04 20 en España) y no provoque el vómito.',
    // Línea 024 de atención a la conducta suicida, Ministerio de Sanidad (https://www.sanidad.gob.es);
    // Línea de la Vida, México (https://www.gob.mx/salud/conadic, 800 911 2000).
    suicide:
      'Si piensa en el suicidio o en hacerse daño, no está solo: llame al 024 en España o a la Línea de la Vida (800 911 2000) en México.',
    bleeding:
      'Ante una hemorragia abundante, presione con fuerza la herida con un paño limpio y no deje de presionar.',
    unconscious:
      'Si alguien se ha desplomado o tiene una convulsión, protéjalo de golpes y, si respira, póngalo de lado en la posición lateral de seguridad.',
  },
  callLocal:
    'Llame ahora a su número local de emergencias (911 en EE. UU., 999 en el Reino Unido).',
  callRegional:
    'Llame ahora al {number} ({region}) o a su número local de emergencias (911 en EE. UU., 999 en el Reino Unido).',
  regionalNumber: 'Número de emergencias ({region}): {number}.',
  sentenceGap: ' ',
};
