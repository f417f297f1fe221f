import { expect, type Locator, type Page } from '@playwright/test';

/** The USMLE flashcards modal, found by accessible names. */
export class FlashcardsModal {
  readonly page: Page;
  readonly generateButton: Locator;
  readonly dialog: Locator;
  readonly position: Locator;
  readonly options: Locator;
  readonly reveal: Locator;
  readonly next: Locator;
  readonly previous: Locator;
  readonly reset: Locator;
  readonly regenerate: Locator;
  readonly download: Locator;
  readonly cardList: Locator;

  constructor(page: Page) {
    this.page = page;
    this.generateButton = page.getByRole('button', {
      name: /^(Generate flashcards|Open flashcards)/,
    });
    this.dialog = page.getByRole('dialog', { name: 'USMLE Flashcards' });
    this.position = this.dialog.getByText(/^Card \d+ of \d+$/);
    this.options = this.dialog.getByRole('list', { name: 'Answer options' }).getByRole('button');
    this.reveal = this.dialog.getByRole('button', { name: 'Reveal Answer' });
    this.next = this.dialog.getByRole('button', { name: 'Next' });
    this.previous = this.dialog.getByRole('button', { name: 'Previous' });
    this.reset = this.dialog.getByRole('button', { name: 'Reset Quiz' });
    this.regenerate = this.dialog.getByRole('button', { name: 'Regenerate' });
    this.download = this.dialog.getByRole('button', { name: 'Download' });
    this.cardList = this.dialog.getByRole('navigation', { name: 'All cards' });
  }

  option(letter: 'A' | 'B' | 'C' | 'D'): Locator {
    return this.options.nth('ABCD'.indexOf(letter));
  }

  async openFromResult(): Promise<void> {
    await this.generateButton.click();
    await expect(this.dialog).toBeVisible({ timeout: 15_000 });
  }

  async expectPosition(n: number, count = 15): Promise<void> {
    await expect(this.position).toHaveText(`Card ${n} of ${count}`);
  }

  /** No option chosen and the explanation hidden. */
  async expectFreshCard(): Promise<void> {
    for (const option of await this.options.all()) {
      await expect(option).toHaveAttribute('aria-pressed', 'false');
    }
    await expect(this.reveal).toBeDisabled();
    await expect(this.dialog.getByText(/^Answer: [A-D]\./)).toHaveCount(0);
  }
}
