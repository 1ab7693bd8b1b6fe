import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import type { ApiError } from '../../lib/apiErrors';
import { RecordHeader, RecordState } from './RecordParts';

interface Props<Data, Rec extends { version: number }> {
  /** The record's query when editing (its id is in the path); undefined when adding. */
  query: UseQueryResult<Data, ApiError> | undefined;
  record: (data: Data) => Rec;
  addTitle: string;
  editTitle: (record: Rec) => string;
  form: (record: Rec | null, data: Data | null) => ReactNode;
}

/**
 * The page around a record form: "add" with an empty form, or "edit" once the record has loaded.
 * The form is keyed by the record's version, so loading someone else's newer version (after a
 * conflict) starts the form again from it.
 */
export function RecordFormPage<Data, Rec extends { version: number }>({
  query,
  record,
  addTitle,
  editTitle,
  form,
}: Props<Data, Rec>) {
  if (!query) {
    return (
      <>
        <RecordHeader title={addTitle} />
        {form(null, null)}
      </>
    );
  }
  if (!query.data)
    return (
      <RecordState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  const current = record(query.data);
  return (
    <>
      <RecordHeader title={editTitle(current)} subtitle={`Version ${current.version}`} />
      <div key={current.version}>{form(current, query.data)}</div>
    </>
  );
}
