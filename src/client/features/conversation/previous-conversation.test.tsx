// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import '../../lib/i18n.ts';
import { PreviousConversation } from './previous-conversation.tsx';

const earlier = [
  {
    id: 'u',
    type: 'user' as const,
    content: 'What is asthma?',
    timestamp: '2026-01-01T10:00:00.000Z',
    searchType: 'drug-interactions' as const,
    medicalKnowledgeLevel: 'no-medical-experience' as const,
  },
  {
    id: 'a',
    type: 'assistant' as const,
    content: '## Overview\n\nAsthma is **common** [1].\n\n<img src=x onerror=alert(1)>',
    timestamp: '2026-01-01T10:00:05.000Z',
    searchType: 'drug-interactions' as const,
    medicalKnowledgeLevel: 'no-medical-experience' as const,
  },
];

afterEach(cleanup);

function setup(busy = false) {
  const onAsk = vi.fn();
  const onClear = vi.fn();
  render(
    <PreviousConversation
      earlier={earlier}
      followUpQuestions={['Why?', 'How?', 'When?']}
      busy={busy}
      onAsk={onAsk}
      onClear={onClear}
      assistantName="Nova"
    />,
  );
  return { onAsk, onClear };
}

describe('PreviousConversation', () => {
  it('lists earlier messages with who, type badge and time, as inert plain text', () => {
    setup();
    expect(screen.getByRole('region', { name: 'Previous Conversation' })).toBeTruthy();
    expect(screen.getByText('You')).toBeTruthy();
    expect(screen.getByText('Nova')).toBeTruthy();
    expect(screen.getAllByText('Drug Interactions')).toHaveLength(2);
    expect(screen.getByText(/Asthma is common\./)).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelectorAll('time')).toHaveLength(2);
  });

  it('asks a chip or a typed follow-up, and clears history', () => {
    const { onAsk, onClear } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'How?' }));
    expect(onAsk).toHaveBeenLastCalledWith('How?');
    const input = screen.getByRole('textbox', { name: 'Ask a follow-up question' });
    fireEvent.change(input, { target: { value: '  Is it hereditary?  ' } });
    fireEvent.submit(input);
    expect(onAsk).toHaveBeenLastCalledWith('Is it hereditary?');
    expect((input as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Clear History' }));
    expect(onClear).toHaveBeenCalledOnce();
  });

  it('blocks asking while a search runs', () => {
    const { onAsk } = setup(true);
    expect(screen.getByRole('button', { name: 'Why?' }).hasAttribute('disabled')).toBe(true);
    const input = screen.getByRole('textbox', { name: 'Ask a follow-up question' });
    fireEvent.change(input, { target: { value: 'Hi' } });
    fireEvent.submit(input);
    expect(onAsk).not.toHaveBeenCalled();
  });
});
