/** Joins class names and skips falsy ones, so conditional Tailwind classes read inline. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
