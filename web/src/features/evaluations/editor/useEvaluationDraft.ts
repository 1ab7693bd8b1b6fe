// The evaluation's form and how its changes reach the server: drafts save themselves as the
// evaluator works, a submitted evaluation only on request; every change is also kept in this
// browser until the server has it, and a copy left from before is offered back.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useBlocker } from 'react-router-dom';
import type { z } from 'zod';

import {
  evaluationFields,
  formValues,
  type Evaluation,
  type EvaluationFieldsInput,
} from '@hta/functions/contract';

import { restoredValues } from '../../../components/form/threeWayMerge';
import { useAutosave } from '../../../components/form/useAutosave';
import { backupKey, differs, dropBackup, readBackup } from '../../../lib/localBackup';
import { useUpdateRecord } from '../../../lib/registries';

export type Values = EvaluationFieldsInput;

const valuesOf = (e: Evaluation) =>
  formValues(
    evaluationFields as unknown as z.ZodObject,
    e as unknown as Record<string, unknown>,
  ) as Values;

export function useEvaluationDraft(evaluation: Evaluation) {
  const submitted = evaluation.status === 'submitted';
  const initial = useRef(valuesOf(evaluation)).current;
  const key = backupKey('evaluation', evaluation.id);
  const [offered, setOffered] = useState(() => {
    const backup = readBackup<Values>(key);
    return backup && differs(backup, initial) ? backup : null;
  });

  const form = useForm<Values>({
    // `as never`: the resolver is typed by react-hook-form's values, zod's by the schema's input
    // and output; they are the same values, which the generic types cannot show each other.
    resolver: zodResolver(evaluationFields as never) as never,
    defaultValues: initial,
    mode: 'onTouched',
  });
  const update = useUpdateRecord('evaluations');
  const autosave = useAutosave<Values>({
    form,
    backupKey: key,
    version: evaluation.version,
    auto: !submitted,
    save: async (fields, version) =>
      (await update.mutateAsync({ id: evaluation.id, version, fields })).evaluation.version,
  });

  // Leaving with changes not yet on the server: a draft saves first; otherwise ask. Asked at the
  // moment of leaving (not as of the last render): a submit navigates right after its save.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      autosave.isPending() && currentLocation.pathname !== nextLocation.pathname,
  );
  const { saveNow, state } = autosave;
  useEffect(() => {
    if (blocker.state !== 'blocked' || submitted) return;
    if (state.kind === 'conflict' || state.kind === 'invalid') return;
    void saveNow().then((ok) => (ok ? blocker.proceed() : blocker.reset()));
  }, [blocker, submitted, saveNow, state.kind]);

  const restore = () => {
    if (!offered) return;
    const values = restoredValues(offered, initial);
    for (const [name, value] of Object.entries(values))
      form.setValue(name as Path<Values>, value as Values[keyof Values], { shouldDirty: true });
    setOffered(null);
  };
  const discard = () => {
    dropBackup(key);
    setOffered(null);
  };

  return { form, autosave, blocker, submitted, offered, restore, discard };
}
