// The small part of Citation.js (0.8) the study import uses: its input chain (or one link of it), run from a format
// we name (never from its own guess: a guessed DOI or URL would be fetched). It ships no types;
// what it returns is checked with zod where it is read (readCitations.server.ts).
declare module '@citation-js/core' {
  interface ChainOptions {
    /** The type to convert to: '@csl/list+object', or a format's own entries. */
    target: string;
    /** The input's type, so Citation.js does not detect (and perhaps fetch) it. */
    forceType: string;
    /** Keeps the conversion's path on each entry (`_graph`); we do not need it. */
    generateGraph?: boolean;
  }
  const core: {
    plugins: {
      input: {
        chain(input: unknown, options: ChainOptions): unknown;
        /** One link of the chain: `input`, read as the format `type`, into its next form. */
        data(input: unknown, type: string): unknown;
      };
    };
  };
  export default core;
}

// The format plugins register themselves with the core on import; they export nothing we use.
declare module '@citation-js/plugin-ris' {}
declare module '@citation-js/plugin-bibtex' {}
