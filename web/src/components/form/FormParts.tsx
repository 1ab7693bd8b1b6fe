// Inputs bound to react-hook-form, with their errors shown on the field.
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { Controller, useFormContext, useWatch, type FieldValues, type Path } from 'react-hook-form';
import { Link as RouterLink, type useBlocker } from 'react-router-dom';

import { isAppPath } from '../../app/routeTable';

/**
 * A field's error as the person should see it: once they changed the field and left it, once
 * they tried to save, or when the server refused the value — never on a field they have not
 * typed in (the first field has the focus on a new form; clicking elsewhere is not an answer).
 */
type ErrorLike = { message?: string; type?: string };

/** A list field's error is one per item (`authors.0`): the field shows the first of them. */
function firstError(error: unknown): ErrorLike | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return error as ErrorLike;
  if (Array.isArray(error)) {
    for (const item of error as unknown[]) {
      const found = firstError(item);
      if (found) return found;
    }
  }
  return undefined;
}

export function shownError(
  state: { error?: unknown; isTouched: boolean; isDirty: boolean },
  submitted: boolean,
): string | undefined {
  const error = firstError(state.error);
  if (!error?.message) return undefined;
  return submitted || (state.isTouched && state.isDirty) || error.type === 'server'
    ? error.message
    : undefined;
}

/** The error to show on the field `name` of the surrounding form (see shownError). */
export function useFieldError(name: string): string | undefined {
  const { formState, getFieldState } = useFormContext();
  return shownError(getFieldState(name, formState), formState.isSubmitted);
}

type Base = Omit<TextFieldProps, 'name' | 'error'> & { name: string; label: string };

/**
 * The label's slot props with the label kept above a value. Registered inputs are uncontrolled:
 * MUI notices the person typing, not a value the form sets (a suggestion, a loaded record), and
 * would leave the label lying over that text.
 */
function useLabelAboveValue(name: string, given: TextFieldProps['slotProps']) {
  const value: unknown = useWatch({ name });
  const filled = !(value === null || value === undefined || value === '');
  const label = typeof given?.inputLabel === 'object' ? given.inputLabel : {};
  return { ...given, inputLabel: { ...(filled ? { shrink: true } : {}), ...label } };
}

export function FormText({ name, helperText, slotProps, ...props }: Base) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <TextField
      fullWidth
      {...register(name, { setValueAs: (v: unknown) => (typeof v === 'string' ? v : (v ?? '')) })}
      {...props}
      slotProps={useLabelAboveValue(name, slotProps)}
      error={Boolean(error)}
      helperText={error ?? helperText}
    />
  );
}

/**
 * A number or nothing: an empty input is stored as null, not 0. In a table, `labelHidden` keeps
 * the label for screen readers only (the column heading shows it); `min` and `max` bound the
 * browser's spinner (the schema still decides).
 */
export function FormNumber({
  name,
  helperText,
  label,
  labelHidden,
  min,
  max,
  slotProps,
  ...props
}: Base & { labelHidden?: boolean; min?: number; max?: number }) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const withLabel = useLabelAboveValue(name, slotProps);
  return (
    <TextField
      fullWidth
      type="number"
      {...register(name, {
        setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v)),
      })}
      {...props}
      label={labelHidden ? undefined : label}
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={{
        ...withLabel,
        htmlInput: { step: 'any', min, max, ...(labelHidden ? { 'aria-label': label } : {}) },
      }}
    />
  );
}

export function FormSelect({
  name,
  options,
  labels,
  helperText,
  ...props
}: Base & { options: readonly string[]; labels?: Readonly<Record<string, string>> }) {
  const { control } = useFormContext();
  const error = useFieldError(name);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <TextField
          select
          fullWidth
          {...props}
          {...field}
          value={(field.value as string | null | undefined) ?? ''}
          error={Boolean(error)}
          helperText={error ?? helperText}
        >
          {options.map((o) => (
            <MenuItem key={o} value={o}>
              {labels?.[o] ?? o.charAt(0).toUpperCase() + o.slice(1)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** A list of short texts (clinical areas, stakeholders): type and press Enter to add. */
export function FormTextList({
  name,
  label,
  helperText,
}: {
  name: string;
  label: string;
  helperText?: string;
}) {
  const { control } = useFormContext();
  const error = useFieldError(name);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <Autocomplete<string, true, false, true>
          multiple
          freeSolo
          options={[]}
          value={(field.value as string[] | undefined) ?? []}
          onChange={(_, value) => field.onChange(value.map((v) => v.trim()).filter(Boolean))}
          renderValue={(values, getItemProps) =>
            values.map((option, index) => (
              <Chip label={option} size="small" {...getItemProps({ index })} key={option} />
            ))
          }
          renderInput={(params) => (
            <TextField
              {...params}
              label={label}
              error={Boolean(error)}
              helperText={error ?? helperText ?? 'Press Enter after each.'}
            />
          )}
        />
      )}
    />
  );
}

export interface PickerOption {
  id: string;
  name: string;
}

/**
 * A picker's search: the records matching `search`. `stale`: the options are an earlier search's,
 * kept on screen while this one loads.
 */
export type UsePickerOptions = (search: string) => {
  options: PickerOption[];
  loading: boolean;
  stale?: boolean;
};

/** The pause in typing after which a picker searches: one request per pause, not per key. */
const PICKER_SEARCH_DELAY_MS = 250;

/** Chooses records by name (one or many), searching as the person types. */
export function FormRecordPicker({
  name,
  label,
  multiple,
  useOptions,
  initialOptions = [],
  helperText,
  required,
}: {
  name: string;
  label: string;
  multiple: boolean;
  useOptions: UsePickerOptions;
  initialOptions?: PickerOption[];
  helperText?: string;
  required?: boolean;
}) {
  const { control } = useFormContext();
  const error = useFieldError(name);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <RecordPicker
          label={label}
          multiple={multiple}
          useOptions={useOptions}
          initialOptions={initialOptions}
          value={field.value as string[] | string | null}
          onChange={field.onChange}
          error={error}
          helperText={helperText}
          required={required}
        />
      )}
    />
  );
}

export function RecordPicker({
  label,
  multiple,
  useOptions,
  initialOptions,
  value,
  onChange,
  error,
  helperText,
  required,
}: {
  label: string;
  multiple: boolean;
  useOptions: UsePickerOptions;
  initialOptions: PickerOption[];
  value: string[] | string | null;
  onChange: (value: string[] | string | null) => void;
  error: string | undefined;
  helperText: string | undefined;
  required?: boolean;
}) {
  const [search, setSearch] = useState('');
  const found = useOptions(search);
  const [input, setInput] = useState('');
  // What the person typed (the input also shows a chosen record's name, which is no search).
  const [typed, setTyped] = useState('');
  useEffect(() => {
    if (typed === search) return;
    const timer = setTimeout(() => setSearch(typed), PICKER_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, search]);
  // Only the answer to what is typed is offered: an earlier search's options, shown while the
  // next one loads, would be replaced under the pointer as the person picks one.
  const current = !found.stale && typed === search;
  const options = useMemo(() => (current ? found.options : []), [current, found.options]);
  const loading = found.loading || !current;
  // Names of chosen records, kept as they were picked (the search results change).
  const [known, setKnown] = useState<Map<string, string>>(
    () => new Map(initialOptions.map((o) => [o.id, o.name])),
  );
  const all = useMemo(() => {
    const map = new Map(known);
    for (const o of options) map.set(o.id, o.name);
    return map;
  }, [known, options]);
  const toOption = (id: string): PickerOption => ({ id, name: all.get(id) ?? id });
  const ids = multiple ? ((value as string[] | null) ?? []) : value ? [value as string] : [];
  const remember = (picked: PickerOption[]) =>
    setKnown((k) => {
      const next = new Map(k);
      for (const p of picked) next.set(p.id, p.name);
      return next;
    });

  return (
    <Autocomplete<PickerOption, boolean>
      multiple={multiple}
      options={options}
      loading={loading}
      filterOptions={(x) => x}
      value={multiple ? ids.map(toOption) : ids[0] ? toOption(ids[0]) : null}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => o.name}
      // The typed text is held here: with several chosen, the value is a new array on each render,
      // and the field would reset what the person typed after every key.
      inputValue={input}
      onInputChange={(_, text, reason) => {
        if (reason === 'reset' && multiple) return;
        setInput(text);
        if (reason === 'input' || reason === 'clear') setTyped(text.trim());
      }}
      onChange={(_, picked) => {
        const list = Array.isArray(picked) ? picked : picked ? [picked] : [];
        if (multiple) {
          setInput('');
          setTyped('');
        }
        remember(list);
        onChange(multiple ? list.map((p) => p.id) : (list[0]?.id ?? null));
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={Boolean(error)}
          helperText={error ?? helperText}
        />
      )}
    />
  );
}

/** In-app paths a server message names ("… at /study/abc."), split out to be links. */
function messageParts(message: string): Array<{ text: string; path?: string }> {
  return message
    .split(/(\/[^\s]*[^\s.,;:)])/)
    .filter((part) => part !== '')
    .map((part) => (isAppPath(part) ? { text: part, path: part } : { text: part }));
}

/**
 * A refusal of the whole form (a duplicate, a rule across fields): it takes the focus and comes
 * into view, so the person sees why Save did nothing; a record it names is a link.
 */
export function FormErrors({ formError }: { formError: string | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!formError || !ref.current) return;
    // jsdom (the component tests) has no scrollIntoView; browsers all do.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
    ref.current.scrollIntoView?.({ block: 'center' });
    ref.current.focus();
  }, [formError]);
  if (!formError) return null;
  return (
    <Alert severity="error" ref={ref} tabIndex={-1}>
      {messageParts(formError).map((part, i) =>
        part.path ? (
          <Link key={i} component={RouterLink} to={part.path}>
            {part.text}
          </Link>
        ) : (
          part.text
        ),
      )}
    </Alert>
  );
}

/** Shown when someone else saved first: keep editing, or load their version. */
/**
 * A save refused because someone else saved first: the person's edits stay where they are, and
 * they load the other version when they have noted what they need. `what`: several things saved
 * together ("these question sets"); by default, one record.
 */
export function ConflictAlert({ onReload, what }: { onReload: () => void; what?: string }) {
  return (
    <Alert
      severity="warning"
      role="alert"
      action={
        <Button color="inherit" onClick={onReload}>
          {what ? 'Load theirs' : 'Load their version'}
        </Button>
      }
    >
      {what
        ? `Someone else saved ${what} since you opened them; yours were not saved. Your edits are still on this page: note what you need, then load theirs.`
        : 'Someone else saved this record since you opened it, so your changes were not saved. Your edits are still in the form: copy what you need, then load their version and apply your changes again.'}
    </Alert>
  );
}

export function LeaveGuard({
  blocker,
  message = 'Your changes on this page have not been saved and will be lost.',
}: {
  blocker: ReturnType<typeof useBlocker>;
  /** What leaving now would do to the unsaved work. */
  message?: string;
}) {
  return (
    <Dialog open={blocker.state === 'blocked'} onClose={() => blocker.reset?.()}>
      <DialogTitle>Leave without saving?</DialogTitle>
      <DialogContent>{message}</DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()} autoFocus>
          Stay
        </Button>
        <Button color="error" onClick={() => blocker.proceed?.()}>
          Leave
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function FormActions({
  submitting,
  onCancel,
  label = 'Save',
}: {
  submitting: boolean;
  onCancel: () => void;
  label?: string;
}) {
  return (
    <Stack direction="row" spacing={2}>
      <Button type="submit" variant="contained" disabled={submitting}>
        {submitting ? 'Saving…' : label}
      </Button>
      <Button onClick={onCancel}>Cancel</Button>
    </Stack>
  );
}

/** Several choices out of a fixed list, as checkboxes. */
function FormChecklist({
  name,
  label,
  options,
}: {
  name: string;
  label: string;
  options: readonly string[];
}) {
  const { control } = useFormContext();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => {
        const chosen = new Set((field.value as string[] | undefined) ?? []);
        return (
          <FormControl component="fieldset">
            <FormLabel component="legend">{label}</FormLabel>
            <FormGroup row>
              {options.map((o) => (
                <FormControlLabel
                  key={o}
                  label={o.charAt(0).toUpperCase() + o.slice(1)}
                  control={
                    <Checkbox
                      checked={chosen.has(o)}
                      onChange={(e) =>
                        field.onChange(
                          options.filter((x) => (x === o ? e.target.checked : chosen.has(x))),
                        )
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
          </FormControl>
        );
      }}
    />
  );
}

export function FormSwitch({ name, label }: { name: string; label: string }) {
  const { control } = useFormContext();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          control={
            <Checkbox
              checked={Boolean(field.value)}
              onChange={(e) => field.onChange(e.target.checked)}
            />
          }
        />
      )}
    />
  );
}

type Named<Props, V extends FieldValues> = Omit<Props, 'name'> & { name: Path<V> };

/**
 * The inputs above with their `name` typed as a field path of `V` (a registry's fields), so a
 * misspelt or removed field is a compile error, not an input bound to nothing.
 */
export function formFieldsOf<V extends FieldValues>() {
  return {
    Text: FormText as (props: Named<Base, V>) => ReactElement,
    Number: FormNumber as (props: Named<Parameters<typeof FormNumber>[0], V>) => ReactElement,
    Select: FormSelect as (props: Named<Parameters<typeof FormSelect>[0], V>) => ReactElement,
    TextList: FormTextList as (props: Named<Parameters<typeof FormTextList>[0], V>) => ReactElement,
    RecordPicker: FormRecordPicker as (
      props: Named<Parameters<typeof FormRecordPicker>[0], V>,
    ) => ReactElement,
    Checklist: FormChecklist as (
      props: Named<Parameters<typeof FormChecklist>[0], V>,
    ) => ReactElement,
    Switch: FormSwitch as (props: Named<Parameters<typeof FormSwitch>[0], V>) => ReactElement,
  };
}
