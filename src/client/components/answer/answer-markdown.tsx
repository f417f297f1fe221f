import { memo, type ComponentProps } from 'react';
import Markdown, { type Components, type ExtraProps } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { useTranslation } from 'react-i18next';
import { ImageOff } from 'lucide-react';
import { CitationMarker } from './citation-marker.tsx';
import { useCitationTargets } from './citation-context.ts';
import { splitMarkdownBlocks } from './markdown-blocks.ts';
import {
  CITATION_ATTRIBUTE,
  SENTENCE_ATTRIBUTE,
  remarkCitations,
} from '../../../shared/citations/citation-markers.ts';

const REFERENCE_ANCHOR = /^#ref-(\d+)$/;

/**
 * Only web links and the answer's own reference anchors survive; everything else (javascript:,
 * data:, relative paths, image sources) is dropped before it reaches the DOM.
 */
export function safeUrl(url: string, key: string): string | undefined {
  if (key !== 'href') return undefined;
  if (REFERENCE_ANCHOR.test(url)) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

type AnchorProps = ComponentProps<'a'> & ExtraProps;

function AnswerLink({ href, children, node: _node, ...props }: AnchorProps) {
  const { t } = useTranslation();
  const { isLinked, showReference } = useCitationTargets();
  const anchor = href ? REFERENCE_ANCHOR.exec(href) : null;
  if (!href) return <span>{children}</span>;
  if (anchor) {
    const n = Number(anchor[1]);
    if (!isLinked(n)) return <span>{children}</span>;
    return (
      <a
        {...props}
        href={href}
        onClick={(event) => {
          event.preventDefault();
          showReference(n);
        }}
      >
        {children}
      </a>
    );
  }
  return (
    <a {...props} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> {t('result.externalLink')}</span>
    </a>
  );
}

function OmittedImage({ alt }: ComponentProps<'img'> & ExtraProps) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-1 rounded border border-dashed border-slate-300 px-1.5 text-sm text-slate-600">
      <ImageOff className="size-3.5" aria-hidden="true" />
      {alt ? t('result.imageOmitted', { alt }) : t('result.imageOmittedNoAlt')}
    </span>
  );
}

function Superscript({ node: _node, ...props }: ComponentProps<'sup'> & ExtraProps) {
  const attributes = props as Record<string, unknown>;
  const marker = attributes[CITATION_ATTRIBUTE];
  if (typeof marker !== 'string') return <sup {...props} />;
  const sentence = attributes[SENTENCE_ATTRIBUTE];
  return (
    <CitationMarker
      numbers={marker.split(',').map(Number)}
      sentence={typeof sentence === 'string' ? sentence : undefined}
    />
  );
}

// The answer sits under the section's own heading, so its headings start one level lower.
const components: Components = {
  a: AnswerLink,
  img: OmittedImage,
  sup: Superscript,
  h1: 'h4',
  h2: 'h4',
  h3: 'h5',
  h4: 'h5',
  h5: 'h6',
  h6: 'h6',
};

const remarkPlugins = [remarkGfm, remarkCitations];

export interface AnswerMarkdownProps {
  markdown: string;
}

const urlTransform = (url: string, key: string): string => safeUrl(url, key) ?? '';

/** One top-level block (or a whole text); unchanged blocks of a streaming answer are not parsed again. */
export const MarkdownBlock = memo(function MarkdownBlock({ markdown }: AnswerMarkdownProps) {
  return (
    <Markdown remarkPlugins={remarkPlugins} components={components} urlTransform={urlTransform}>
      {markdown}
    </Markdown>
  );
});

let warmedUp = false;

/**
 * Runs the markdown pipeline once on a small sample (parse, citations, conversion to elements;
 * nothing is rendered), so the first words of a real answer do not wait for cold code. Called
 * while a search waits for its first token.
 */
export function warmUpMarkdown(): void {
  if (warmedUp) return;
  warmedUp = true;
  Markdown({
    children: '## Warm-up\n\nA *short* [sample](https://example.org) [1].\n\n- one\n- two',
    remarkPlugins,
    components,
    urlTransform,
  });
}

/**
 * Renders model or evidence text as markdown: no raw HTML (it shows as text), only http(s) and
 * reference links, no images, inline citations linked to the reference list.
 * Rendered block by block (markdown-blocks.ts), so while an answer streams only its last block is
 * parsed per update: a 3,000-word answer costs the same per token as a short one.
 * Must be inside a CitationProvider.
 */
export const AnswerMarkdown = memo(function AnswerMarkdown({ markdown }: AnswerMarkdownProps) {
  return splitMarkdownBlocks(markdown).map((block, index) => (
    // Blocks only ever grow at the end, so a block's place is its identity.
    <MarkdownBlock key={index} markdown={block} />
  ));
});
