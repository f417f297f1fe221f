/**
 * Disease names built of everyday body-part words joined by hyphens ('mano-pie-boca',
 * 'mão-pé-boca', 'pieds-mains-bouche', 'mani-piedi-bocca', 'Hand-Fuß-Mund', 'hand-foot-and-mouth'):
 * a word of such a run is never a name, even when it is the clipped form of one found elsewhere
 * ('mano' after 'manuel').
 */
const BODY_PARTS = new Set(
  `hand hands foot feet mouth ear ears nose throat eye eyes head neck knee hip
  mano manos pie pies boca oreja oído nariz garganta ojo ojos cabeza cuello rodilla
  mão mãos pé pés ouvido nariz garganta olho olhos cabeça pescoço joelho
  main mains pied pieds bouche oreille nez gorge oeil œil yeux tête cou genou
  mani mano piede piedi bocca orecchio naso gola occhio occhi testa collo ginocchio
  fuß füße fuss mund ohr nase hals auge augen kopf knie`
    .split(/\s+/)
    .filter((word) => word !== ''),
);
/** Links a run may hold between its parts: 'hand-foot-and-mouth', 'mão-pé-e-boca'. */
const LINKS = new Set(['and', 'y', 'e', 'et', 'und']);

const PART = /[\p{L}\p{M}]+/gu;

/** Whether [start, end) is a word of a hyphenated run with another body-part word in it. */
export function isBodyPartCompound(text: string, start: number, end: number): boolean {
  const hyphenBefore = /[-‐‑]/.test(text[start - 1] ?? '');
  const hyphenAfter = /[-‐‑]/.test(text[end] ?? '');
  if (!hyphenBefore && !hyphenAfter) return false;
  // The run around the word: letters and hyphens, at most 60 characters either side.
  let from = start;
  while (from > 0 && start - from < 60 && /[\p{L}\p{M}‐‑-]/u.test(text[from - 1] ?? '')) from--;
  let to = end;
  while (to < text.length && to - end < 60 && /[\p{L}\p{M}‐‑-]/u.test(text[to] ?? '')) to++;
  const parts = (text.slice(from, to).match(PART) ?? []).map((part) => part.toLowerCase());
  const self = text.slice(start, end).toLowerCase();
  const others = parts.filter((part) => part !== self && !LINKS.has(part));
  return others.length > 0 && others.some((part) => BODY_PARTS.has(part));
}
