import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import regexp from 'eslint-plugin-regexp';
import importPlugin from 'eslint-plugin-import';
import noImportCycle from './eslint-rules/no-import-cycle.js';
import { layerZones } from './eslint-rules/layers.js';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', '.screenshots'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['src/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/server/**', '**/client/**', 'node:*', 'fastify', 'react'] },
      ],
    },
  },
  {
    // Pure code both sides run (docs/decisions/006); pdf.js is passed in, never imported.
    files: ['src/shared/**/*.ts'],
    ignores: ['src/shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: ['**/server/**', '**/client/**', 'node:*', 'fastify', 'react', 'pdfjs-dist*'],
        },
      ],
    },
  },
  {
    // ReDoS guard: every regex that can see user or upstream text must run in linear time.
    // Only these two rules, not the plugin's recommended set. Strictest settings: report
    // 'potential' also flags regexes whose rejecting suffix depends on how they are used,
    // and ignorePartial: false also checks patterns reused through `.source`. Sticky (/y)
    // patterns are tried at one position per call, so they cannot move quadratically.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': ['error', { report: 'potential' }],
      'regexp/no-super-linear-move': [
        'error',
        { report: 'potential', ignoreSticky: true, ignorePartial: false },
      ],
    },
  },
  {
    // Boundaries that check themselves (issue 24): layers point one way, features stay apart,
    // and no import circle, type-only ones included.
    // Tests may assemble pieces of several layers (a route with the app's error handler).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    plugins: { import: importPlugin, graph: { rules: { 'no-import-cycle': noImportCycle } } },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      'import/no-restricted-paths': ['error', { zones: layerZones(import.meta.dirname) }],
      'graph/no-import-cycle': 'error',
    },
  },
  {
    files: ['bench/**', 'tests/**', 'scripts/**', 'evals/**'],
    rules: { 'no-console': 'off' },
  },
);
