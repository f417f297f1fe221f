// @citation-js ships no type declarations; these cover the calls the export tests make.
declare module '@citation-js/core' {
  export class Cite {
    static async(data: string, options?: { forceType?: string }): Promise<Cite>;
    data: Record<string, unknown>[];
  }
  export const plugins: {
    input: { chainLink(data: string): unknown };
  };
}
declare module '@citation-js/plugin-ris';
declare module '@citation-js/plugin-bibtex';
