/**
 * What Radix primitives call and jsdom lacks. Imported by component tests (after the jsdom
 * environment is set), never by the app.
 */
import { configure } from '@testing-library/react';

// Testing Library's 1 s default for findBy/waitFor is shorter than a lazy chunk's first import on a
// loaded 2-core machine; a real failure still fails, only later.
configure({ asyncUtilTimeout: 10_000 });

const proto = Element.prototype as unknown as Record<string, unknown>;
proto.hasPointerCapture ??= () => false;
proto.setPointerCapture ??= () => undefined;
proto.releasePointerCapture ??= () => undefined;
proto.scrollIntoView ??= () => undefined;

globalThis.ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};
