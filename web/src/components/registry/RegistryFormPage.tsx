import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';

import type { RegistryName } from '@hta/functions/contract';

import { registryNamed } from '../../lib/registryDeclarations';
import { useRecord, type FieldsOf, type ProfileOf, type EditableOf } from '../../lib/registries';
import { RecordHeader, RecordState } from './RecordParts';
import { RegistryForm } from './RegistryForm';

interface Props<N extends RegistryName> {
  registry: N;
  /** The record to edit; default: the path's `:id` (none: a new record). */
  id?: string;
  empty: FieldsOf<N>;
  addTitle: string;
  editTitle: (record: EditableOf<N>) => string;
  /** Where Cancel goes. */
  cancelTo: (record: EditableOf<N> | null) => string;
  /** Where a saved record goes (a new one in place of the blank form); default: its page. */
  savedTo?: (saved: EditableOf<N>) => string;
  submitLabel?: string;
  maxWidth?: number;
  /** The fields, given the record and what its page shows beside it (names for pickers…). */
  children: (context: { record: EditableOf<N> | null; profile: ProfileOf<N> | null }) => ReactNode;
}

/**
 * The page of a registry's form, for adding or editing: the record's loading states, then the
 * form — validated, saved, announced, with the conflict and leave-page warnings. The form is
 * keyed by the record's version, so loading someone else's newer version after a conflict starts
 * it again from theirs.
 */
export function RegistryFormPage<N extends RegistryName>(props: Props<N>) {
  const params = useParams();
  const id = props.id ?? params.id ?? '';
  const query = useRecord(props.registry, id);
  if (!id) {
    return (
      <>
        <RecordHeader title={props.addTitle} />
        <RegistryFormBody {...props} record={null} profile={null} reload={undefined} />
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
  const profile = query.data as ProfileOf<N>;
  const record = (profile as Record<string, unknown>)[
    registryNamed(props.registry).recordKey
  ] as EditableOf<N>;
  return (
    <>
      <RecordHeader title={props.editTitle(record)} subtitle={`Version ${record.version}`} />
      <RegistryFormBody
        key={record.version}
        {...props}
        record={record}
        profile={profile}
        reload={() => void query.refetch()}
      />
    </>
  );
}

function RegistryFormBody<N extends RegistryName>({
  registry,
  record,
  profile,
  reload,
  empty,
  cancelTo,
  savedTo,
  submitLabel,
  maxWidth = 960,
  children,
}: Props<N> & {
  record: EditableOf<N> | null;
  profile: ProfileOf<N> | null;
  reload: (() => void) | undefined;
}) {
  const navigate = useNavigate();
  const declaration = registryNamed(registry);
  return (
    <RegistryForm
      registry={registry}
      record={record}
      empty={empty}
      // A new record takes the place of its blank form in the history: Back goes where the
      // person came from, not to a blank form inviting a duplicate.
      onSaved={(saved) =>
        navigate(savedTo ? savedTo(saved) : declaration.page(saved.id), { replace: !record })
      }
      onCancel={() => void navigate(cancelTo(record))}
      onReload={reload}
      submitLabel={submitLabel}
      spacing={3}
      maxWidth={maxWidth}
    >
      {children({ record, profile })}
    </RegistryForm>
  );
}
