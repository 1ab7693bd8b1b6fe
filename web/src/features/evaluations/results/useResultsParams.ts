// The results page's filters and comparison, kept in the URL so a link shares them.
import { useSearchParams } from 'react-router-dom';

export function useResultsParams() {
  const [params, setParams] = useSearchParams();
  /** Sets a parameter ('' removes it); a new filter starts the comparison over. */
  const set = (name: 'category' | 'stage' | 'compare', value: string) =>
    setParams(
      (p) => {
        if (value) p.set(name, value);
        else p.delete(name);
        if (name !== 'compare') p.delete('compare');
        return p;
      },
      { replace: true },
    );
  return {
    category: params.get('category') ?? '',
    stage: params.get('stage') ?? '',
    compare: params.get('compare'),
    set,
  };
}
