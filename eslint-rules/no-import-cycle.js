/**
 * Fails on any import circle between our own modules, counting `import type` and dynamic imports
 * too: import/no-cycle ignores type-only imports, yet a type circle still ties two modules' designs
 * together (issue 24 found three). The graph is read once per lint run with TypeScript's own
 * import scanner and its strongly connected components computed once (Tarjan).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

const importsCache = new Map();

/** The files a module imports by relative path (values, types, re-exports, `import()`). */
function importsOf(file) {
  let found = importsCache.get(file);
  if (found) return found;
  const scanned = ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles;
  found = [];
  for (const { fileName } of scanned) {
    if (!fileName.startsWith('.')) continue;
    const target = resolve(dirname(file), fileName);
    if (/\.(ts|tsx|js)$/.test(target) && existsSync(target)) found.push(target);
  }
  importsCache.set(file, found);
  return found;
}

const component = new Map();
let nextIndex = 0;

/** Tarjan's algorithm from one file, iterative so deep import chains cannot overflow the stack. */
function assignComponents(start) {
  if (component.has(start)) return;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const work = [{ node: start, next: 0 }];
  index.set(start, nextIndex);
  low.set(start, nextIndex++);
  stack.push(start);
  onStack.add(start);
  while (work.length > 0) {
    const frame = work[work.length - 1];
    const edges = importsOf(frame.node);
    if (frame.next < edges.length) {
      const target = edges[frame.next++];
      if (component.has(target)) continue;
      if (!index.has(target)) {
        index.set(target, nextIndex);
        low.set(target, nextIndex++);
        stack.push(target);
        onStack.add(target);
        work.push({ node: target, next: 0 });
      } else if (onStack.has(target)) {
        low.set(frame.node, Math.min(low.get(frame.node), index.get(target)));
      }
      continue;
    }
    work.pop();
    const parent = work[work.length - 1];
    if (parent) low.set(parent.node, Math.min(low.get(parent.node), low.get(frame.node)));
    if (low.get(frame.node) === index.get(frame.node)) {
      const members = new Set();
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        members.add(member);
      } while (member !== frame.node);
      for (const node of members) component.set(node, members);
    }
  }
}

/** One shortest way back from `from` to `to` inside their component, for the message. */
function pathBack(from, to, members) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const node = queue.shift();
    if (node === to) break;
    for (const next of importsOf(node)) {
      if (members.has(next) && !previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  const path = [];
  for (let node = to; node !== null && node !== undefined; node = previous.get(node)) {
    path.unshift(node);
  }
  return path;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow import circles, type-only and dynamic imports included' },
    schema: [],
    messages: { cycle: 'Import circle: {{path}}' },
  },
  create(context) {
    const file = context.filename;
    return {
      Program(program) {
        if (!/\.(ts|tsx)$/.test(file)) return;
        assignComponents(file);
        const members = component.get(file);
        if (!members || members.size < 2) return;
        // Report on the import statement itself where there is one (dynamic imports: the file).
        const statements = new Map();
        for (const statement of program.body) {
          const source = statement.source?.value;
          if (typeof source === 'string' && source.startsWith('.')) {
            statements.set(resolve(dirname(file), source), statement);
          }
        }
        for (const target of importsOf(file)) {
          if (!members.has(target)) continue;
          const path = [file, ...pathBack(target, file, members)]
            .map((node) => relative(context.cwd, node))
            .join(' -> ');
          const node = statements.get(target) ?? program;
          context.report({ node, messageId: 'cycle', data: { path } });
        }
      },
    };
  },
};
