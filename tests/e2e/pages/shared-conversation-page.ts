import type { Locator, Page } from '@playwright/test';

/** '/shared-conversation' as a visitor with a link sees it. */
export class SharedConversationPage {
  readonly heading: Locator;
  readonly messages: Locator;
  readonly continueButton: Locator;
  readonly errorHeading: Locator;

  constructor(page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Shared Medical Conversation' });
    this.messages = page.getByTestId('shared-message');
    this.continueButton = page.getByRole('button', { name: 'Continue this conversation' });
    this.errorHeading = page.getByRole('heading', { name: 'Error Loading Conversation' });
  }
}

/** The Share Conversation dialog of the main page. */
export class ShareDialogPage {
  readonly dialog: Locator;
  readonly generate: Locator;
  readonly copyText: Locator;
  readonly download: Locator;
  readonly link: Locator;
  readonly copyLink: Locator;
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.dialog = page.getByRole('dialog', { name: 'Share Conversation' });
    this.generate = this.dialog.getByRole('button', { name: 'Generate Share Link' });
    this.copyText = this.dialog.getByRole('button', { name: 'Copy as Text' });
    this.download = this.dialog.getByRole('button', { name: 'Download Conversation' });
    this.link = this.dialog.getByRole('textbox', { name: 'Share link' });
    this.copyLink = this.dialog.getByRole('button', { name: 'Copy link' });
  }

  async open(): Promise<void> {
    await this.page.getByRole('button', { name: 'Share', exact: true }).click();
  }
}
