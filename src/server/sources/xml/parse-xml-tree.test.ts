import { describe, expect, it } from 'vitest';
import { parseXmlTree } from './parse-xml-tree.ts';
import { attr, child, children, rawText, text } from './xml-node.ts';

const RAW = new Set(['AbstractText']);

describe('parseXmlTree', () => {
  it('reads elements, attributes, repeated children and text', () => {
    const tree = parseXmlTree(
      '<?xml version="1.0"?>\n<!DOCTYPE Set PUBLIC "-//NLM//DTD x//EN" "x.dtd">\n' +
        '<Set><Item Type="doi">10.1/a</Item><Item Type="pmc">PMC1</Item><Only>  one\n two </Only></Set>',
    );
    const set = child(tree, 'Set');
    expect(children(set, 'Item').map((item) => [attr(item, 'Type'), text(item)])).toEqual([
      ['doi', '10.1/a'],
      ['pmc', 'PMC1'],
    ]);
    expect(children(set, 'Only')).toHaveLength(1);
    expect(text(child(set, 'Only'))).toBe('one two');
  });

  it('keeps the content of raw-text elements exactly as written, nested markup included', () => {
    const tree = parseXmlTree(
      '<A><AbstractText Label="RESULTS">HbA<sub>1c</sub> fell &lt; 7%\r\n<i>n</i>=12 😀</AbstractText><AbstractText/></A>',
      RAW,
    );
    const sections = children(child(tree, 'A'), 'AbstractText');
    expect(rawText(sections[0])).toBe('HbA<sub>1c</sub> fell &lt; 7%\r\n<i>n</i>=12 😀');
    expect(attr(sections[0], 'Label')).toBe('RESULTS');
    expect(rawText(sections[1])).toBe('');
  });

  it('keeps HTML entities NLM text uses without declaring them, for the readers to decode', () => {
    const tree = parseXmlTree('<T a="x&nbsp;y">5&nbsp;mg &amp; more &#169;</T>');
    // text() folds every space, the no-break one included.
    expect(text(child(tree, 'T'))).toBe('5 mg & more ©');
    expect(attr(child(tree, 'T'), 'a')).toBe('x y');
  });

  it('reads CDATA sections as text', () => {
    expect(rawText(child(parseXmlTree('<T><![CDATA[<p>hi</p>]]></T>'), 'T'))).toBe('<p>hi</p>');
  });

  it.each([
    ['a truncated reply', '<Set><Item>10.1/a</Item><Item>'],
    ['mismatched tags', '<Set><Item></Set></Item>'],
    ['an HTML error page', '<!DOCTYPE html><html><body>Bad gateway<br></body></html>'],
    ['two roots', '<Set/><Set/>'],
    ['an unquoted attribute', '<Set a=1></Set>'],
    ['an empty reply', ''],
    ['JSON', '{"error":"API rate limit exceeded"}'],
  ])('gives null for %s', (_name, xml) => {
    expect(parseXmlTree(xml, RAW)).toBeNull();
  });
});
