import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';

import { RecordHeader } from '../../components/registry/RecordParts';
import { useSession } from '../../lib/session';
import { CheckStep } from './CheckStep';
import { FileStep } from './FileStep';
import { MappingStep } from './MappingStep';
import { RunProgress } from './RunProgress';
import { useImport } from './useImport';

/**
 * `seed` — data import (administrators): communities, facilities, technologies or indicator
 * values from JSON, CSV or XLSX (or the previous system's echoDataAlt.json). Choose a file, map its columns (remembered for files of the same
 * shape), read the check of every row, then import — in chunks, with progress, stoppable.
 */
export default function ImportPage() {
  const { claims } = useSession();
  const importing = useImport();

  if (!claims.admin)
    return (
      <>
        <RecordHeader title="Data import" />
        <Alert severity="info">Only administrators import data.</Alert>
      </>
    );

  const busy = Boolean(importing.progress);
  return (
    <>
      <RecordHeader
        title="Data import"
        subtitle="Import communities, facilities, technologies or indicator values from JSON, CSV or XLSX (or an echoDataAlt.json of the previous system): map the columns, read the check of every row, then import. Rows are keyed, so importing a file twice changes nothing."
      />
      <Stack spacing={2}>
        <FileStep
          registry={importing.registry}
          onRegistry={importing.chooseRegistry}
          onFile={(file) => void importing.choose(file)}
          file={importing.file}
          fileError={importing.fileError}
        />
        {importing.file && (
          <MappingStep
            registry={importing.registry}
            fields={importing.fields}
            columns={importing.file.columns}
            mapping={importing.mapping}
            onField={importing.setField}
            onCheck={() => void importing.runCheck()}
            busy={busy}
          />
        )}
        {importing.progress && (
          <RunProgress progress={importing.progress} onStop={importing.stop} />
        )}
        {importing.error && <Alert severity="error">{importing.error}</Alert>}
        {importing.report && (
          <CheckStep
            report={importing.report}
            validOnly={importing.validOnly}
            onValidOnly={importing.setValidOnly}
            onImport={() => void importing.runWrite()}
            busy={busy}
          />
        )}
        {importing.result && <Alert severity="success">{importing.result}</Alert>}
      </Stack>
    </>
  );
}
