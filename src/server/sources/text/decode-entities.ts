/**
 * Named entities beyond XML's five that turn up in NLM's escaped HTML; anything else is left as
 * written rather than guessed.
 */
const NAMED = new Map<string, string>(
  Object.entries({
    amp: '&',
    lt: '<',
    gt: '>',
    quot: '"',
    apos: "'",
    nbsp: '\u00a0',
    shy: '\u00ad',
    ndash: '\u2013',
    mdash: '\u2014',
    lsquo: '\u2018',
    rsquo: '\u2019',
    sbquo: '\u201a',
    ldquo: '\u201c',
    rdquo: '\u201d',
    bdquo: '\u201e',
    hellip: '\u2026',
    bull: '\u2022',
    middot: '\u00b7',
    laquo: '\u00ab',
    raquo: '\u00bb',
    iexcl: '\u00a1',
    iquest: '\u00bf',
    deg: '\u00b0',
    plusmn: '\u00b1',
    times: '\u00d7',
    divide: '\u00f7',
    le: '\u2264',
    ge: '\u2265',
    ne: '\u2260',
    asymp: '\u2248',
    micro: '\u00b5',
    para: '\u00b6',
    sect: '\u00a7',
    copy: '\u00a9',
    reg: '\u00ae',
    trade: '\u2122',
    frac12: '\u00bd',
    frac14: '\u00bc',
    frac34: '\u00be',
    sup2: '\u00b2',
    sup3: '\u00b3',
    alpha: '\u03b1',
    beta: '\u03b2',
    gamma: '\u03b3',
    delta: '\u03b4',
    kappa: '\u03ba',
    lambda: '\u03bb',
    mu: '\u03bc',
    pi: '\u03c0',
    sigma: '\u03c3',
    aacute: '\u00e1',
    eacute: '\u00e9',
    iacute: '\u00ed',
    oacute: '\u00f3',
    uacute: '\u00fa',
    Aacute: '\u00c1',
    Eacute: '\u00c9',
    Iacute: '\u00cd',
    Oacute: '\u00d3',
    Uacute: '\u00da',
    agrave: '\u00e0',
    egrave: '\u00e8',
    ntilde: '\u00f1',
    Ntilde: '\u00d1',
    auml: '\u00e4',
    ouml: '\u00f6',
    uuml: '\u00fc',
    Auml: '\u00c4',
    Ouml: '\u00d6',
    Uuml: '\u00dc',
    ccedil: '\u00e7',
    szlig: '\u00df',
  }),
);

const ENTITY = /&(#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-zA-Z][a-zA-Z0-9]{1,31});/g;

/** Decodes XML and common HTML character references; unknown or invalid ones stay visible. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (match, body: string) => {
    if (!body.startsWith('#')) return NAMED.get(body) ?? match;
    const hex = body[1] === 'x' || body[1] === 'X';
    const code = Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10);
    const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
    return valid ? String.fromCodePoint(code) : '\ufffd';
  });
}
