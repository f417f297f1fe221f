import type { Locator, Page } from '@playwright/test';

/** The 'Previous Conversation' section under the answer. */
export class ConversationPanel {
  readonly root: Locator;
  readonly messages: Locator;
  readonly followUpInput: Locator;
  readonly ask: Locator;
  readonly clearHistory: Locator;

  constructor(page: Page) {
    this.root = page.getByRole('region', { name: 'Previous Conversation' });
    this.messages = this.root.getByTestId('conversation-message');
    this.followUpInput = this.root.getByRole('textbox', { name: 'Ask a follow-up question' });
    this.ask = this.root.getByRole('button', { name: 'Ask', exact: true });
    this.clearHistory = this.root.getByRole('button', { name: 'Clear History' });
  }

  chip(question: string): Locator {
    return this.root.getByRole('button', { name: question, exact: true });
  }
}
