// Which layout the current page is shown in, from its route's handle (the route table). Pages
// shown in both layouts link to their twin in the same layout.
import { useMatches } from 'react-router-dom';

/** Layout 3, the chat layout: record pages with Echo beside them. */
export function useChatLayout(): boolean {
  const leaf = useMatches().at(-1)?.handle as { layout?: number } | undefined;
  return leaf?.layout === 3;
}
