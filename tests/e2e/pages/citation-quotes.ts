import { expect, type Locator, type Page } from '@playwright/test';

/** The quotes behind an answer's citations, as a reader meets them: markers, popover, list. */
export class CitationQuotes {
  readonly page: Page;
  /** Markers whose source supports their sentence (a quote is behind them). */
  readonly quoted: Locator;
  /** Markers whose source was checked and does not support their sentence. */
  readonly notFound: Locator;
  /** Every linked marker, whatever its state. */
  readonly linked: Locator;
  /** The popover of the marker being hovered, focused or tapped. */
  readonly popover: Locator;

  constructor(page: Page, answer: Locator) {
    this.page = page;
    this.quoted = answer.locator('a[data-citation-status="quoted"]');
    this.notFound = answer.locator('a[data-citation-status="not-found"]');
    this.linked = answer.locator('a.citation-link');
    this.popover = page.getByRole('tooltip');
  }

  /** The quote the popover shows, without its quotation marks (drawn by CSS around <q>). */
  quoteText(): Locator {
    return this.popover.locator('q');
  }

  /** The number a marker links to. */
  async numberOf(marker: Locator): Promise<number> {
    const href = await marker.getAttribute('href');
    return Number(/#ref-(\d+)$/.exec(href ?? '')?.[1]);
  }

  /** The quotes listed under reference n (opening its "Quotes used" disclosure if folded). */
  async listedQuotes(n: number): Promise<string[]> {
    const entry = this.page.locator(`#ref-${n}`);
    const disclosure = entry.getByRole('button', { name: /^Quotes used/ });
    if (
      (await disclosure.count()) > 0 &&
      (await disclosure.getAttribute('aria-expanded')) !== 'true'
    )
      await disclosure.click();
    const quotes = entry.locator('[data-testid="reference-quotes"] q');
    await expect(quotes.first()).toBeVisible();
    return quotes.allTextContents();
  }

  /** Presses Tab until a marker matching `locator` has focus; fails after `limit` presses. */
  async tabTo(locator: Locator, limit = 80): Promise<Locator> {
    for (let press = 0; press < limit; press += 1) {
      await this.page.keyboard.press('Tab');
      const focused = locator.and(this.page.locator(':focus'));
      if ((await focused.count()) > 0) return focused;
    }
    throw new Error(`no marker reached in ${limit} presses of Tab`);
  }

  /** The popover lies wholly inside the window (nothing clipped at a phone's edges). */
  async expectPopoverInsideWindow(): Promise<void> {
    const box = await this.popover.boundingBox();
    const viewport = this.page.viewportSize();
    if (!box || !viewport) throw new Error('no popover or viewport');
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  }
}
