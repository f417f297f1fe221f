import { z } from 'zod';

/** Schemas for environment text that several settings share. */

export const csv = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

/** Blank counts as unset, so `KEY=` copied from .env.example means "not configured". */
export const optionalText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined));

/** An override of an upstream's published request rate; blank means the published rate. */
export const optionalRate = z.coerce
  .number()
  .positive()
  .optional()
  .or(z.literal('').transform(() => undefined));

export const positiveInt = z.coerce.number().int().positive();

/** Up to ten web origins; a path or trailing slash a user adds is dropped, only the origin counts. */
export const origins = csv
  .pipe(z.array(z.url()).max(10))
  .transform((urls) => urls.map((url) => new URL(url).origin));

/**
 * '' (none: the socket's address is the client), a hop count, or a comma-separated list of proxy
 * addresses or subnets. 'true' is refused: it would believe any X-Forwarded-For a client invents.
 */
export const trustProxy = z
  .string()
  .trim()
  .refine(
    (value) => !/^true$/i.test(value),
    'TRUST_PROXY=true would trust any X-Forwarded-For header; give the hop count or the proxy addresses',
  )
  .transform((value): false | number | string[] => {
    if (value === '' || /^false$/i.test(value)) return false;
    if (/^\d+$/.test(value)) return Number(value);
    return value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  });
