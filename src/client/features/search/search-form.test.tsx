// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import '../../test-support/jsdom-polyfills.ts';
import '../../lib/i18n.ts';
import { FORM_SEARCH_TYPES, LIMITS, SELECTOR_LANGUAGES } from '../../../contract/index.ts';
import { Toaster } from 'sonner';
import { SearchForm, type SearchFormProps } from './search-form.tsx';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

function renderForm(props: Partial<SearchFormProps> = {}) {
  const onSearch = vi.fn();
  render(
    <SearchForm
      busy={false}
      onSearch={onSearch}
      searchTypes={FORM_SEARCH_TYPES}
      modelAvailable
      {...props}
    />,
  );
  const query = screen.getByRole('textbox', { name: 'Your health question' });
  return { onSearch, query: query as HTMLTextAreaElement };
}

const select = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name });
const optionsOf = (name: string) =>
  within(select(name))
    .getAllByRole<HTMLOptionElement>('option')
    .filter((option) => !option.disabled);

function choose(selectName: string, optionName: string): void {
  const option = within(select(selectName)).getByRole<HTMLOptionElement>('option', {
    name: optionName,
  });
  fireEvent.change(select(selectName), { target: { value: option.value } });
}

describe('SearchForm', () => {
  it('submits with Enter and sends the trimmed question with the chosen settings', () => {
    const { onSearch, query } = renderForm();
    fireEvent.change(query, { target: { value: '  What is hypertension?  ' } });
    fireEvent.keyDown(query, { key: 'Enter' });
    expect(onSearch).toHaveBeenCalledWith({
      query: 'What is hypertension?',
      searchType: 'health-info',
      medicalKnowledgeLevel: 'no-medical-experience',
      language: 'en',
    });
    expect(query.value).toBe('');
  });

  it("puts a stopped search's question back in an empty box, never over a new one", () => {
    const props = { busy: false, onSearch: vi.fn(), searchTypes: FORM_SEARCH_TYPES };
    const { rerender } = render(<SearchForm {...props} modelAvailable />);
    const query = screen.getByRole<HTMLTextAreaElement>('textbox', {
      name: 'Your health question',
    });
    rerender(<SearchForm {...props} modelAvailable restoreQuery="What is asthma?" />);
    expect(query.value).toBe('What is asthma?');
    // Searched again, then stopped again after the person started typing something else.
    fireEvent.change(query, { target: { value: 'Something new' } });
    rerender(<SearchForm {...props} modelAvailable />);
    rerender(<SearchForm {...props} modelAvailable restoreQuery="What is asthma?" />);
    expect(query.value).toBe('Something new');
  });

  it('keeps Shift+Enter for a new line', () => {
    const { onSearch, query } = renderForm();
    fireEvent.change(query, { target: { value: 'Line one' } });
    fireEvent.keyDown(query, { key: 'Enter', shiftKey: true });
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('never submits a blank question and says why', () => {
    const { onSearch, query } = renderForm();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveProperty('disabled', true);
    fireEvent.change(query, { target: { value: '   ' } });
    fireEvent.keyDown(query, { key: 'Enter' });
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Please enter a question.');
    expect(query.getAttribute('aria-invalid')).toBe('true');
  });

  it('blocks submitting while a search runs', () => {
    const { onSearch, query } = renderForm({ busy: true });
    fireEvent.change(query, { target: { value: 'Asthma inhalers' } });
    expect(screen.getByRole('button', { name: 'Search' })).toHaveProperty('disabled', true);
    fireEvent.keyDown(query, { key: 'Enter' });
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('offers the four search types, three levels and sixteen languages', () => {
    renderForm();
    expect(optionsOf('Search type').map((option) => option.textContent)).toEqual([
      'Health Information',
      'Clinical Trials',
      'Drug Interactions',
      'USMLE Preparation',
    ]);
    expect(optionsOf('Knowledge level')).toHaveLength(3);
    choose('Knowledge level', 'Medical expert');
    expect(select('Knowledge level').selectedOptions[0]?.textContent).toBe('Medical expert');
    expect(optionsOf('Answer language')).toHaveLength(SELECTOR_LANGUAGES.length);
    expect(within(select('Answer language')).getByRole('option', { name: /Español/ })).toBeTruthy();
  });

  it('clears the question when the search type changes', () => {
    const { query } = renderForm();
    fireEvent.change(query, { target: { value: 'Melanoma' } });
    choose('Search type', 'Clinical Trials');
    expect(query.value).toBe('');
  });

  it('shows the location field only for clinical trials and sends it', () => {
    const { onSearch, query } = renderForm();
    expect(screen.queryByRole('textbox', { name: 'Location (optional)' })).toBeNull();
    choose('Search type', 'Clinical Trials');
    fireEvent.change(screen.getByRole('textbox', { name: 'Location (optional)' }), {
      target: { value: 'Boston' },
    });
    fireEvent.change(query, { target: { value: 'Melanoma immunotherapy' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith(
      expect.objectContaining({ searchType: 'clinical-trials', location: 'Boston' }),
    );
  });

  it('swaps the knowledge level for a USMLE step and asks at expert level', () => {
    const { onSearch, query } = renderForm();
    choose('Search type', 'USMLE Preparation');
    expect(screen.queryByRole('combobox', { name: 'Knowledge level' })).toBeNull();
    choose('USMLE step', 'Step 2 CK - clinical knowledge');
    fireEvent.change(query, { target: { value: 'Loop diuretics' } });
    fireEvent.keyDown(query, { key: 'Enter' });
    expect(onSearch).toHaveBeenCalledWith(
      expect.objectContaining({ medicalKnowledgeLevel: 'medical-expert', usmleStep: 'step-2' }),
    );
  });

  it('clears the USMLE step when another type is chosen', () => {
    const { onSearch, query } = renderForm();
    choose('Search type', 'USMLE Preparation');
    choose('USMLE step', 'Step 1 - foundational sciences');
    choose('Search type', 'Health Information');
    choose('Search type', 'USMLE Preparation');
    expect(select('USMLE step').selectedOptions[0]?.textContent).toBe('Choose a step');
    fireEvent.change(query, { target: { value: 'Renal physiology' } });
    fireEvent.keyDown(query, { key: 'Enter' });
    expect(onSearch.mock.calls[0]?.[0]).not.toHaveProperty('usmleStep');
  });

  it('remembers the knowledge level and language for next time', () => {
    renderForm();
    choose('Knowledge level', 'Some medical knowledge');
    choose('Answer language', 'Français');
    cleanup();
    const { onSearch, query } = renderForm();
    fireEvent.change(query, { target: { value: 'Migraine' } });
    fireEvent.keyDown(query, { key: 'Enter' });
    expect(onSearch).toHaveBeenCalledWith(
      expect.objectContaining({ medicalKnowledgeLevel: 'some-medical-knowledge', language: 'fr' }),
    );
  });

  it("answers in a link's language without remembering it for next time", () => {
    const first = renderForm({ initial: { language: 'es' } });
    expect(select('Answer language').value).toBe('es');
    fireEvent.change(first.query, { target: { value: 'Migraine' } });
    fireEvent.keyDown(first.query, { key: 'Enter' });
    expect(first.onSearch).toHaveBeenCalledWith(expect.objectContaining({ language: 'es' }));
    cleanup();
    renderForm();
    expect(select('Answer language').value).toBe('en');
  });

  it('limits the length and shows a counter near the limit', () => {
    const { query } = renderForm();
    expect(query.maxLength).toBe(LIMITS.queryMaxChars);
    fireEvent.change(query, { target: { value: 'a'.repeat(LIMITS.queryMaxChars - 10) } });
    expect(
      screen.getByText(`${LIMITS.queryMaxChars - 10} of ${LIMITS.queryMaxChars} characters`),
    ).toBeTruthy();
  });

  it('opens the privacy notice and says when answers are evidence only', async () => {
    renderForm({ modelAvailable: false });
    fireEvent.click(screen.getByRole('button', { name: 'Evidence-only mode' }));
    // An operator learns which setting turns a model on and where the README explains it.
    const popup = await screen.findByText(/Running this server\?/);
    expect(popup.textContent).toBe(
      'Running this server? Set OPENAI_API_KEY for OpenAI, or OPENAI_BASE_URL for a local model such as Ollama (OPENAI_BASE_URL=http://localhost:11434/v1), then restart it. See the README, section “Configuration”.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Privacy Notice' }));
    // The dialog's code loads with the first opening.
    const dialog = await screen.findByRole('dialog', { name: 'Privacy Notice' });
    expect(dialog.textContent).toContain('never stored');
  });

  it('offers an attach button, but no dictate or voice controls yet', () => {
    renderForm();
    expect(screen.getByRole('button', { name: 'Attach a file' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /dictate|voice|microphone/i })).toBeNull();
  });
});

const PNG_1PX = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  ),
  (char) => char.charCodeAt(0),
);

function pick(file: File): void {
  fireEvent.change(screen.getByLabelText('Choose a PDF or image file'), {
    target: { files: [file] },
  });
}

describe('SearchForm with an attached file', () => {
  it('sends an image with the default question when none is typed, then forgets the file', async () => {
    const { onSearch, query } = renderForm();
    pick(new File([PNG_1PX], 'rash.png', { type: 'image/png' }));
    await screen.findByText('will be read by AI vision');
    const chip = screen.getByRole('group', { name: 'Attached file' });
    expect(chip.textContent).toContain('rash.png');
    expect(chip.textContent).toContain('Medical image');
    expect(chip.textContent).toContain('will be read by AI vision');
    expect(query.placeholder).toBe('Ask about the file, or just press Search.');

    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith(
      {
        query: 'Please analyze this medical image.',
        medicalKnowledgeLevel: 'no-medical-experience',
        language: 'en',
        searchType: 'image-analysis',
        documentData: { base64: btoa(String.fromCharCode(...PNG_1PX)), fileName: 'rash.png' },
      },
      // The file's own name, for the screen.
      'rash.png',
    );
    expect(screen.queryByRole('group', { name: 'Attached file' })).toBeNull();
  });

  it('treats an image named like a lab report as one, and keeps a typed question', async () => {
    const { onSearch, query } = renderForm();
    pick(new File([PNG_1PX], 'CBC lab results.png', { type: 'image/png' }));
    await screen.findByText(/Lab report/);
    fireEvent.change(query, { target: { value: 'Is my hemoglobin low?' } });
    fireEvent.keyDown(query, { key: 'Enter' });
    expect(onSearch).toHaveBeenCalledWith(
      expect.objectContaining({ query: 'Is my hemoglobin low?', searchType: 'lab-report' }),
      'CBC lab results.png',
    );
  });

  it('refuses a wrong file with SPEC text and attaches nothing', async () => {
    const { onSearch } = renderForm();
    render(<Toaster />);
    pick(new File(['not a picture'], 'photo.png', { type: 'image/png' }));
    expect(await screen.findByText('Invalid file type')).toBeTruthy();
    expect(
      screen.getByText('Please upload a PDF or image file (JPEG, PNG, GIF, WebP).'),
    ).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Attached file' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveProperty('disabled', true);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('says that image analysis needs a model in evidence-only mode', async () => {
    renderForm({ modelAvailable: false });
    render(<Toaster />);
    pick(new File([PNG_1PX], 'mole.png', { type: 'image/png' }));
    expect(
      await screen.findByText(
        'Image analysis needs an AI model, and none is configured on this server.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Attached file' })).toBeNull();
  });

  it('removes the file with its remove button', async () => {
    renderForm();
    pick(new File([PNG_1PX], 'rash.png', { type: 'image/png' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove rash.png' }));
    expect(screen.queryByRole('group', { name: 'Attached file' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveProperty('disabled', true);
  });
});
