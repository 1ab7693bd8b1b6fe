import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import {
  CITATION_FILE_LIMIT,
  STUDY_DESIGNS,
  paths,
  type CheckedEntry,
  type StudyDesign,
} from '@hta/functions/contract';
import { count } from '@hta/functions/contract/plural';

import { designLabel } from './designLabel';
import { ImportPreview } from './ImportPreview';
import { refusalOf, useStudyImport } from './useStudyImport';
import { RecordHeader } from '../../components/registry/RecordParts';

const counted = (entries: CheckedEntry[]) =>
  (['new', 'duplicate', 'invalid'] as const)
    .map((status) => `${entries.filter((e) => e.status === status).length} ${status}`)
    .join(' · ');

/** /studies/import: studies from a RIS or BibTeX file, checked, then imported. */
export default function StudyImportPage() {
  const state = useStudyImport();
  const [pasted, setPasted] = useState('');
  const [allDesign, setAllDesign] = useState<StudyDesign | ''>('');
  const fileInput = useRef<HTMLInputElement>(null);
  const { checked, written } = state;
  const created = written?.filter((w) => w.status === 'created') ?? [];
  const leftOut = written?.filter((w) => w.status === 'duplicate') ?? [];

  return (
    <Stack spacing={2} sx={{ maxWidth: 1100 }}>
      <RecordHeader
        title="Import studies"
        subtitle="From a RIS or BibTeX file, as Zotero, EndNote, Mendeley or PubMed export it. Nothing is written until you import."
        actions={
          <Button component={RouterLink} to={paths.studies}>
            Study library
          </Button>
        }
      />

      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="import-file">
        <Typography id="import-file" variant="h6" component="h2" gutterBottom>
          1. The file
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: 'flex-start' }}
        >
          {/* A button opens the hidden input: a <label> styled as one is not a button to axe. */}
          <Button
            variant="contained"
            disabled={state.checking}
            onClick={() => fileInput.current?.click()}
          >
            Choose a RIS or BibTeX file
          </Button>
          <input
            ref={fileInput}
            hidden
            type="file"
            accept=".ris,.bib,.bibtex,.txt,application/x-research-info-systems,application/x-bibtex,text/plain"
            aria-label="RIS or BibTeX file"
            onChange={(e) => {
              void state.chooseFile(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
            At most {CITATION_FILE_LIMIT}.
          </Typography>
        </Stack>
        <TextField
          label="Or paste the file's text"
          multiline
          minRows={3}
          maxRows={10}
          fullWidth
          value={pasted}
          onChange={(e) => setPasted(e.target.value)}
          sx={{ mt: 2 }}
          slotProps={{ htmlInput: { spellCheck: false } }}
        />
        <Button
          variant="outlined"
          sx={{ mt: 1 }}
          disabled={state.checking || pasted.trim() === ''}
          onClick={() => state.runCheck(pasted, 'pasted text')}
        >
          Check the pasted text
        </Button>
        {state.checking && (
          <LinearProgress sx={{ mt: 2 }} aria-label={`Checking ${state.source ?? 'the file'}`} />
        )}
        {state.fileError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {state.fileError}
          </Alert>
        )}
        {state.checkError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {state.source}: {refusalOf(state.checkError)}
          </Alert>
        )}
      </Paper>

      {checked && !written && (
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="import-check">
          <Typography id="import-check" variant="h6" component="h2">
            2. Check (nothing written yet)
          </Typography>
          <Typography sx={{ mb: 1 }}>
            {state.source} ({checked.format}): {count(checked.entries.length, 'entry', 'entries')},{' '}
            {counted(checked.entries)}.
          </Typography>
          {state.chosen > 0 && (
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ mb: 1, alignItems: { sm: 'center' } }}
            >
              <TextField
                select
                size="small"
                label="Design of every chosen study"
                value={allDesign}
                onChange={(e) => setAllDesign(e.target.value as StudyDesign)}
                sx={{ minWidth: 260 }}
              >
                {STUDY_DESIGNS.map((d) => (
                  <MenuItem key={d} value={d}>
                    {designLabel(d)}
                  </MenuItem>
                ))}
              </TextField>
              <Button
                variant="outlined"
                disabled={allDesign === '' || state.writing}
                onClick={() => allDesign && state.setAllDesigns(allDesign)}
              >
                Set for all chosen
              </Button>
            </Stack>
          )}
          <ImportPreview
            entries={checked.entries}
            choices={state.choices}
            onChoice={state.setChoice}
            disabled={state.writing}
          />
          {Object.keys(state.choices).length === 0 ? (
            <Alert severity="info" sx={{ mt: 2 }}>
              Nothing new to import: every entry is already in the library, repeats an earlier one,
              or cannot be read.
            </Alert>
          ) : (
            <Stack spacing={1} sx={{ mt: 2, alignItems: 'flex-start' }}>
              {state.withoutDesign > 0 && (
                <Typography color="text.secondary">
                  Set the design of {count(state.withoutDesign, 'chosen study', 'chosen studies')}:
                  RIS and BibTeX do not give it.
                </Typography>
              )}
              <Button
                variant="contained"
                disabled={state.chosen === 0 || state.withoutDesign > 0 || state.writing}
                onClick={state.runWrite}
              >
                Import {count(state.chosen, 'study', 'studies')}
              </Button>
              {state.writing && <LinearProgress sx={{ width: '100%' }} aria-label="Importing" />}
            </Stack>
          )}
        </Paper>
      )}

      {state.writeError && (
        <Alert severity="error">
          The import was refused: {refusalOf(state.writeError)}
          {written ? ' The studies below were imported before.' : ' Nothing was written.'}
        </Alert>
      )}

      {written && (
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="import-done">
          <Typography id="import-done" variant="h6" component="h2" gutterBottom>
            Imported {count(created.length, 'study', 'studies')}
          </Typography>
          <ul>
            {created.map(
              (w) =>
                w.study && (
                  <li key={w.entry}>
                    <Link component={RouterLink} to={w.study.page}>
                      {w.study.title}
                    </Link>
                  </li>
                ),
            )}
          </ul>
          {leftOut.length > 0 && (
            <>
              <Typography>
                Left out as duplicates found on import: {count(leftOut.length, 'entry', 'entries')}.
              </Typography>
              <ul>
                {leftOut.map((w) => (
                  <li key={w.entry}>
                    Entry {w.entry}: {w.reasons.join(' ')}
                  </li>
                ))}
              </ul>
            </>
          )}
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Button variant="contained" component={RouterLink} to={paths.studies}>
              See them in the library
            </Button>
            <Button onClick={state.reset}>Import another file</Button>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
