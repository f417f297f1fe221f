import { lazy } from 'react';
import { preloadRedactor } from '../lib/redact-outgoing.ts';

// The answer renderer (markdown, citations) and the stream reader are the heaviest code and are not
// needed to show the page or to type a question: they load when the visitor starts on the form
// (focus or pointer), seconds before a question can be sent, or at the latest with the search.
const loadResultView = () => import('../features/results/result-view.tsx');
export const ResultView = lazy(async () => ({ default: (await loadResultView()).ResultView }));
// What only the conversation after a first search shows loads with the answer code.
const loadShareConversation = () => import('../features/share/share-conversation.tsx');
export const ShareConversation = lazy(async () => ({
  default: (await loadShareConversation()).ShareConversation,
}));
const loadTrialResults = () => import('../features/trials/trial-results.tsx');
export const TrialResults = lazy(async () => ({
  default: (await loadTrialResults()).TrialResults,
}));
const loadPreviousConversation = () => import('../features/conversation/previous-conversation.tsx');
export const PreviousConversation = lazy(async () => ({
  default: (await loadPreviousConversation()).PreviousConversation,
}));
// What a search type adds to the result view, shown as soon as its answer streams.
const loadInteractionSummary = () =>
  import('../features/drug-interactions/interaction-summary.tsx');
export const InteractionSummary = lazy(async () => ({
  default: (await loadInteractionSummary()).InteractionSummary,
}));
const loadFlashcardsButton = () => import('../features/flashcards/flashcards-button.tsx');
export const FlashcardsButton = lazy(async () => ({
  default: (await loadFlashcardsButton()).FlashcardsButton,
}));
export const preloadAnswerCode = (): void => {
  preloadRedactor();
  void loadResultView();
  void loadPreviousConversation();
  void import('../lib/read-search-stream.ts');
  void loadShareConversation();
  void loadTrialResults();
  void loadInteractionSummary();
  void loadFlashcardsButton();
};

// Voice features load when first shown: most visits never use them.
export const ReadAloudControl = lazy(async () => ({
  default: (await import('../features/read-aloud/read-aloud-control.tsx')).ReadAloudControl,
}));
export const TrialsReadAloud = lazy(async () => ({
  default: (await import('../features/read-aloud/trials-read-aloud.tsx')).TrialsReadAloud,
}));
// Only lab-report searches need the table.
export const LabResultsTable = lazy(async () => ({
  default: (await import('../features/lab-report/lab-results-table.tsx')).LabResultsTable,
}));
