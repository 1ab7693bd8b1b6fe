// Submitting (or, once submitted, saving changes): every missing answer is marked on its field
// and the first step holding one is opened; otherwise it saves as submitted and shows the record.
import type { Path, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';

import { paths } from '@hta/functions/contract';

import type { Autosave } from '../../../components/form/useAutosave';
import { useNotify } from '../../../components/notifications/NotificationProvider';
import { missingNotice, savedNotice } from './notices';
import { firstStepOf, missingFor, type StepKey } from './steps';
import type { Values } from './useEvaluationDraft';

export function useSubmitEvaluation({
  evaluationId,
  submitted,
  form,
  saveNow,
  go,
}: {
  evaluationId: string;
  submitted: boolean;
  form: UseFormReturn<Values>;
  saveNow: Autosave<Values>['saveNow'];
  go: (step: StepKey) => void;
}) {
  const navigate = useNavigate();
  const notify = useNotify();
  return async () => {
    const lacking = missingFor(form.getValues());
    if (lacking.length) {
      form.clearErrors();
      for (const m of lacking)
        form.setError(m.path as Path<Values>, { type: 'submit', message: m.message });
      const target = firstStepOf(lacking.map((m) => m.path));
      if (target) go(target);
      notify({ type: 'negative', message: missingNotice(lacking.length) });
      return;
    }
    const ok = await saveNow((v) => ({ ...v, status: 'submitted' }));
    if (!ok) return;
    notify({ type: 'positive', message: savedNotice(submitted) });
    void navigate(paths.evaluation(evaluationId));
  };
}
