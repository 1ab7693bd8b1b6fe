// A list's rows for an export: through the list's own handler, a page at a time, each page
// parsed against the contract, as the API gives them.
import type { Caller } from '../../auth/caller.js';
import { allRegistries, operations, type OperationName } from '../../contract/index.js';
import { parseOutput } from '../dispatch.js';
import { handlers, type Handler } from '../handlers.js';

/** The lists' largest page (the contract's limit). */
export const PAGE = 100;

export type Row = Record<string, unknown>;
export interface Page {
  items: Row[];
  nextCursor: string | null;
  total: number;
}

export function listPages(
  op: OperationName,
  input: Parameters<Handler<OperationName>>[0],
  caller: Caller,
) {
  const handler = handlers[op] as Handler<OperationName>;
  const pageAt = async (cursor: string | null) =>
    parseOutput(
      op,
      operations[op].output,
      await handler(
        { ...input, ...(cursor ? { cursor } : {}) },
        { caller, registries: allRegistries },
      ),
    ) as Page;
  return {
    first: () => pageAt(null),
    /** Every row from the first page on; the next page is read only once these are written. */
    async *rows(first: Page): AsyncGenerator<Row> {
      let page = first;
      for (;;) {
        for (const item of page.items) yield item;
        if (!page.nextCursor) return;
        page = await pageAt(page.nextCursor);
      }
    },
  };
}
