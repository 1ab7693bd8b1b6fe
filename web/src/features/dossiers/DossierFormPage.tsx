// The dossier's form: its technology, the records it gathers (the evidence profile and budget
// impact analysis are offered from the chosen technology's own), its reviewers and its
// recommendation.
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';

import {
  DOSSIER_RECOMMENDATIONS,
  TARGETED_KEYS,
  paths,
  type DossierFieldsInput,
} from '@hta/functions/contract';

import { formFieldsOf, type PickerOption } from '../../components/form/FormParts';
import { RegistryFormPage } from '../../components/registry/RegistryFormPage';
import { ConclusionsForm, EquityForm, EtdForm } from './DecisionForm';
import { useApiQuery } from '../../lib/api';
import {
  pickedOption,
  useFacilityOptions,
  useNeedOptions,
  useTechnologyOptions,
} from '../../lib/recordOptions';

const F = formFieldsOf<DossierFieldsInput>();

const empty: DossierFieldsInput = {
  title: '',
  technologyId: '',
  reviewerEmails: [],
  evidenceProfileId: null,
  budgetImpactId: null,
  facilityIds: [],
  needsAssessmentId: null,
  needIds: [],
  recommendation: null,
  rationale: '',
  etd: {},
  conditions: [],
  subgroupConsiderations: '',
  implementationConsiderations: '',
  monitoring: {
    targets: Object.fromEntries(TARGETED_KEYS.map((k) => [k, { value: null, source: null }])),
    indicators: [],
    reviewDate: '',
  },
  researchPriorities: '',
  communityIds: [],
  engagements: [],
  dataGovernance: null,
  culturalSafety: null,
  conflicts: [],
};

const NONE = '';

/** A choice among a few records: none, or one of them by its title. */
function titledOptions(items: ReadonlyArray<{ id: string; title: string }> | undefined) {
  const list = items ?? [];
  return {
    options: [NONE, ...list.map((i) => i.id)],
    labels: { [NONE]: 'None', ...Object.fromEntries(list.map((i) => [i.id, i.title])) },
  };
}

/** The technology's evidence profiles and budget impact analyses (a few each). */
function Sources({ facilities, needs }: { facilities: PickerOption[]; needs: PickerOption[] }) {
  const { control } = useFormContext<DossierFieldsInput>();
  const technologyId = useWatch({ control, name: 'technologyId' });
  const of = { pageSize: 50, filters: { technologyId } };
  const enabled = { enabled: Boolean(technologyId) };
  const profiles = useApiQuery('evidenceProfiles.list', of, enabled);
  const analyses = useApiQuery('budgetImpacts.list', of, enabled);
  const assessments = useApiQuery('needsAssessments.list', { pageSize: 50 });
  const hint = technologyId ? undefined : 'Choose the technology first.';
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        What it gathers
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <F.Select
            name="evidenceProfileId"
            label="Evidence profile"
            helperText={hint ?? (profiles.error ? 'The profiles could not be loaded.' : undefined)}
            {...titledOptions(profiles.data?.items)}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <F.Select
            name="budgetImpactId"
            label="Budget impact analysis"
            helperText={hint ?? (analyses.error ? 'The analyses could not be loaded.' : undefined)}
            {...titledOptions(analyses.data?.items)}
          />
        </Grid>
        <Grid size={12}>
          <F.RecordPicker
            name="facilityIds"
            label="Target facilities"
            multiple
            useOptions={useFacilityOptions}
            initialOptions={facilities}
            helperText="Their readiness for virtual care is shown as their latest assessment has it."
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <F.Select
            name="needsAssessmentId"
            label="Needs assessment"
            helperText="The ranking the needs' ranks are read from."
            {...titledOptions(assessments.data?.items)}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <F.RecordPicker
            name="needIds"
            label="Needs it answers"
            multiple
            useOptions={useNeedOptions}
            initialOptions={needs}
          />
        </Grid>
      </Grid>
    </Paper>
  );
}

/** /dossiers/new and /dossiers/:id/edit. */
export default function DossierFormPage() {
  return (
    <RegistryFormPage
      registry="dossiers"
      empty={empty}
      addTitle="New assessment dossier"
      editTitle={(d) => `Edit ${d.title}`}
      cancelTo={(d) => (d ? paths.dossier(d.id) : paths.dossiers)}
    >
      {({ record, profile }) => (
        <>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Grid container spacing={2}>
              <Grid size={12}>
                <F.Text name="title" label="Title" required autoFocus={!record} />
              </Grid>
              <Grid size={12}>
                <F.RecordPicker
                  name="technologyId"
                  label="Technology"
                  multiple={false}
                  required
                  useOptions={useTechnologyOptions}
                  initialOptions={pickedOption(record?.technologyId, record?.technologyName)}
                />
              </Grid>
              <Grid size={12}>
                <F.TextList
                  name="reviewerEmails"
                  label="Reviewers (e-mail)"
                  helperText="They comment and may approve it, as may an administrator. Press Enter after each."
                />
              </Grid>
            </Grid>
          </Paper>
          <Sources
            facilities={
              profile?.live.readiness.map((f) => ({ id: f.facilityId, name: f.name })) ?? []
            }
            needs={profile?.live.needs?.needs.map((n) => ({ id: n.needId, name: n.title })) ?? []}
          />
          <EquityForm
            communities={
              profile?.live.equity?.communities.map((c) => ({ id: c.id, name: c.name })) ?? []
            }
          />
          <EtdForm live={profile?.live ?? null} />
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Grid container spacing={2}>
              <Grid size={12}>
                <F.Select
                  name="recommendation"
                  label="Type of recommendation"
                  options={DOSSIER_RECOMMENDATIONS}
                />
              </Grid>
              <Grid size={12}>
                <F.Text name="rationale" label="Justification" multiline minRows={3} />
              </Grid>
            </Grid>
            {record?.state === 'approved' && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                Version {record.versionNumber} is approved: saving starts version{' '}
                {record.versionNumber + 1} as a draft, and version {record.versionNumber} stays as
                approved.
              </Typography>
            )}
          </Paper>
          <ConclusionsForm />
        </>
      )}
    </RegistryFormPage>
  );
}
