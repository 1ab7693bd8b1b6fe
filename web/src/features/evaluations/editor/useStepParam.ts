// The editor's step, kept in the URL (?step=) so a link or a reload opens the same step.
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

import { isStepKey, type StepKey } from './steps';

export function useStepParam() {
  const [params, setParams] = useSearchParams();
  const stepParam = params.get('step');
  const step: StepKey = isStepKey(stepParam) ? stepParam : 'setting';
  const heading = useRef<HTMLHeadingElement>(null);
  const go = (next: StepKey) => {
    setParams(
      (p) => {
        p.set('step', next);
        return p;
      },
      { replace: true },
    );
  };
  // A new step puts the keyboard and screen reader at its heading.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);
  return { step, go, heading };
}
