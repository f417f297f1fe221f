import type { Locator, Page } from '@playwright/test';

/** The 'Available Clinical Trials' list, found by what a user reads. */
export class TrialListSection {
  readonly section: Locator;
  readonly rows: Locator;
  readonly locationField: Locator;

  constructor(page: Page) {
    this.section = page.getByRole('region', { name: 'Available Clinical Trials' });
    this.rows = this.section.getByRole('listitem', { name: /^Trial \d+:/ });
    this.locationField = page.getByRole('textbox', { name: 'Location (optional)' });
  }

  row(n: number): Locator {
    return this.section.getByRole('listitem', { name: new RegExp(`^Trial ${n}:`) });
  }
}
