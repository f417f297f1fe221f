import { describe, expect, it } from 'vitest';
import { decodeEntities } from './decode-entities.ts';

describe('decodeEntities', () => {
  it("decodes XML's named entities", () => {
    expect(decodeEntities('a &lt;b&gt; &amp; &quot;c&quot; &apos;d&apos;')).toBe(`a <b> & "c" 'd'`);
  });

  it('decodes decimal and hexadecimal references, astral ones included', () => {
    expect(decodeEntities('J&#xfc;rgen &#233; &#X2265; &#x1F600;')).toBe('Jürgen é ≥ 😀');
  });

  it('decodes the HTML entities NLM uses', () => {
    expect(decodeEntities('S&iacute;ntomas&nbsp;&mdash; &iquest;qu&eacute;?')).toBe(
      'Síntomas\u00a0— ¿qué?',
    );
  });

  it('decodes only once, so escaped markup stays text', () => {
    expect(decodeEntities('&amp;lt;i&amp;gt;')).toBe('&lt;i&gt;');
  });

  it('leaves unknown names, prototype keys and bare ampersands alone', () => {
    expect(decodeEntities('&bogus; &constructor; &toString; AT&T &')).toBe(
      '&bogus; &constructor; &toString; AT&T &',
    );
  });

  it('replaces references to impossible code points', () => {
    expect(decodeEntities('&#0; &#xD800; &#x110000;')).toBe('\ufffd \ufffd \ufffd');
  });
});
