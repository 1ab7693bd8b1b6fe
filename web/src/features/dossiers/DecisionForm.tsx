// The decision's parts of the dossier's form: the Evidence-to-Decision table criterion by
// criterion (its linked figures shown from the dossier's sources as they are), the conclusions,
// and who it serves and who was asked, with the declared conflicts of interest.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';

import {
  ETD_CRITERIA,
  INDICATORS,
  TARGETED_KEYS,
  etdLinkedEvidence,
  predictionFromAnalysis,
  type DossierFieldsInput,
  type DossierSnapshot,
} from '@hta/functions/contract';

import { formFieldsOf, type PickerOption } from '../../components/form/FormParts';
import { useApiFetch } from '../../lib/api';
import { useCommunityOptions } from '../../lib/recordOptions';
import { ListSection } from './ListSection';

const F = formFieldsOf<DossierFieldsInput>();
const NONE = '';
const dateLabel = { inputLabel: { shrink: true } };

/** Each criterion: its question, the linked figures, the judgement on its scale, the panel's notes. */
export function EtdForm({ live }: { live: DossierSnapshot | null }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Evidence to decision">
      <Typography variant="h6" component="h2">
        Evidence to decision
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        The GRADE Evidence-to-Decision framework for coverage and health-system decisions
        (Alonso-Coello et al., BMJ 2016; Moberg et al., 2018). Every criterion needs a judgement
        before the dossier can be approved.
      </Typography>
      <Stack spacing={2}>
        {ETD_CRITERIA.map((c) => {
          const linked = live ? etdLinkedEvidence(live, c.link) : [];
          return (
            <Paper
              key={c.key}
              variant="outlined"
              sx={{ p: 1.5 }}
              component="section"
              aria-label={c.label}
            >
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {c.label}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {c.question}
              </Typography>
              {c.link && (
                <Typography variant="body2" component="div" sx={{ my: 1 }}>
                  {linked.length ? (
                    <>
                      From the dossier&apos;s sources:
                      <ul style={{ margin: 0 }}>
                        {linked.map((l) => (
                          <li key={l}>{l}</li>
                        ))}
                      </ul>
                    </>
                  ) : (
                    <em>
                      {live
                        ? 'Its source is not chosen: the figures show here once it is.'
                        : 'The figures from its sources show here once the dossier is saved.'}
                    </em>
                  )}
                </Typography>
              )}
              <Grid container spacing={1.5} sx={{ mt: 0.5 }}>
                <Grid size={{ xs: 12, md: 4 }}>
                  <F.Select
                    name={`etd.${c.key}.judgement`}
                    label={`Judgement: ${c.label}`}
                    options={[NONE, ...c.scale]}
                    labels={{ [NONE]: 'Not judged yet' }}
                  />
                </Grid>
                <Grid size={{ xs: 12, md: 4 }}>
                  <F.Text
                    name={`etd.${c.key}.evidence`}
                    label="Further research evidence"
                    multiline
                  />
                </Grid>
                <Grid size={{ xs: 12, md: 4 }}>
                  <F.Text
                    name={`etd.${c.key}.additional`}
                    label="Additional considerations"
                    multiline
                  />
                </Grid>
              </Grid>
            </Paper>
          );
        })}
      </Stack>
    </Paper>
  );
}

/**
 * The monitoring plan's targets a month: the follow-up's own indicators, so the adopted
 * technology's follow-up compares the session log with exactly what the decision assumed;
 * filled on request from the dossier's budget impact analysis (its year 1).
 */
function MonitoringTargets() {
  const { setValue } = useFormContext<DossierFieldsInput>();
  const budgetImpactId = useWatch<DossierFieldsInput, 'budgetImpactId'>({
    name: 'budgetImpactId',
  });
  const fetch = useApiFetch();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const fill = async () => {
    if (!budgetImpactId) return;
    try {
      const { budgetImpact } = await fetch('budgetImpacts.get', { id: budgetImpactId });
      const { targets } = predictionFromAnalysis(budgetImpact, 1);
      for (const key of ['sessionsPerMonth', 'shareTravel', 'kmAvoided', 'costPerSession'] as const)
        setValue(`monitoring.targets.${key}`, targets[key], { shouldDirty: true });
      setMessage({ ok: true, text: `Targets filled from "${budgetImpact.title}", year 1.` });
    } catch (e) {
      setMessage({ ok: false, text: e instanceof Error ? e.message : String(e) });
    }
  };
  return (
    <Stack spacing={1.5} component="section" aria-label="Monitoring targets">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Monitoring targets a month
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Once adopted, the follow-up compares the session log with these month by month. Leave a
        target empty to leave it unwatched; shares are proportions (0.2 for 20 %).
      </Typography>
      <div>
        <Button variant="outlined" disabled={!budgetImpactId} onClick={() => void fill()}>
          Fill from the budget impact analysis (year 1)
        </Button>
      </div>
      {message && (
        <Alert severity={message.ok ? 'success' : 'error'} role="status">
          {message.text}
        </Alert>
      )}
      <Grid container spacing={1.5}>
        {TARGETED_KEYS.map((key) => (
          <Grid key={key} size={12} container spacing={1.5}>
            <Grid size={{ xs: 12, md: 4 }}>
              <F.Number
                name={`monitoring.targets.${key}.value`}
                label={INDICATORS[key].label}
                min={0}
                max={INDICATORS[key].unit === 'share' ? 1 : undefined}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 8 }}>
              <F.Text
                name={`monitoring.targets.${key}.source`}
                label={`Source of "${INDICATORS[key].label}"`}
              />
            </Grid>
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}

/** Conditions with owners, considerations, the monitoring plan and research priorities. */
export function ConclusionsForm() {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Conclusions">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Conclusions
      </Typography>
      <Stack spacing={2}>
        <ListSection
          name="conditions"
          title="Conditions"
          item="condition"
          hint='"Adopt with conditions" needs at least one, each with who answers for it.'
          blank={{ text: '', owner: '' }}
        >
          {(i) => (
            <>
              <Grid size={{ xs: 12, md: 8 }}>
                <F.Text
                  name={`conditions.${i}.text`}
                  label={`Condition ${i + 1}`}
                  required
                  multiline
                />
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <F.Text name={`conditions.${i}.owner`} label="Owner" required />
              </Grid>
            </>
          )}
        </ListSection>
        <F.Text name="subgroupConsiderations" label="Subgroup considerations" multiline />
        <F.Text
          name="implementationConsiderations"
          label="Implementation considerations"
          multiline
        />
        <MonitoringTargets />
        <ListSection
          name="monitoring.indicators"
          title="Other indicators"
          item="indicator"
          hint="What the session log does not observe (satisfaction, waiting times…), each with its target in words."
          blank={{ name: '', target: '', source: '' }}
        >
          {(i) => (
            <>
              <Grid size={{ xs: 12, md: 4 }}>
                <F.Text
                  name={`monitoring.indicators.${i}.name`}
                  label={`Indicator ${i + 1}`}
                  required
                />
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <F.Text name={`monitoring.indicators.${i}.target`} label="Target" required />
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <F.Text name={`monitoring.indicators.${i}.source`} label="Source of the target" />
              </Grid>
            </>
          )}
        </ListSection>
        <F.Text
          name="monitoring.reviewDate"
          label="Review date"
          type="date"
          slotProps={dateLabel}
        />
        <F.Text name="researchPriorities" label="Research priorities" multiline />
      </Stack>
    </Paper>
  );
}

/** An optional record (an agreement, a review): a button to add it, its inputs, one to remove it. */
function Optional({
  name,
  label,
  blank,
  children,
}: {
  name: 'dataGovernance' | 'culturalSafety';
  label: string;
  blank: NonNullable<DossierFieldsInput['dataGovernance' | 'culturalSafety']>;
  children: React.ReactNode;
}) {
  const { control, setValue } = useFormContext<DossierFieldsInput>();
  const value = useWatch({ control, name });
  return (
    <Stack spacing={1} component="section" aria-label={label}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      {value ? (
        <>
          <Grid container spacing={1.5}>
            {children}
          </Grid>
          <div>
            <Button
              onClick={() => setValue(name, null, { shouldDirty: true, shouldValidate: false })}
            >
              Remove the {label.toLowerCase()}
            </Button>
          </div>
        </>
      ) : (
        <div>
          <Button
            variant="outlined"
            onClick={() => setValue(name, blank, { shouldDirty: true, shouldValidate: false })}
          >
            Record the {label.toLowerCase()}
          </Button>
        </div>
      )}
    </Stack>
  );
}

/** The communities it serves, who was engaged, the data's governance and cultural safety. */
export function EquityForm({ communities }: { communities: PickerOption[] }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Equity and engagement">
      <Typography variant="h6" component="h2">
        Equity and engagement
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Data about a First Nation&apos;s community is that Nation&apos;s (OCAP®: ownership, control,
        access, possession). A dossier serving a First Nations reserve or settlement is approved
        only with an engagement record and the data-governance agreement.
      </Typography>
      <Stack spacing={2}>
        <F.RecordPicker
          name="communityIds"
          label="Communities it serves"
          multiple
          useOptions={useCommunityOptions}
          initialOptions={communities}
          helperText="Beside the budget impact analysis's target communities, which count already."
        />
        <ListSection
          name="engagements"
          title="Engagement records"
          item="engagement record"
          blank={{ parties: '', people: '', date: '', method: '', said: '' }}
        >
          {(i) => (
            <>
              <Grid size={{ xs: 12, md: 6 }}>
                <F.Text
                  name={`engagements.${i}.parties`}
                  label="Nations, organisations, communities"
                  required
                />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <F.Text
                  name={`engagements.${i}.people`}
                  label="Who took part"
                  helperText="By role, or by name as they agreed."
                />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <F.Text
                  name={`engagements.${i}.date`}
                  label="Date"
                  type="date"
                  required
                  slotProps={dateLabel}
                />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <F.Text
                  name={`engagements.${i}.method`}
                  label="How (meeting, visit, letter…)"
                  required
                />
              </Grid>
              <Grid size={12}>
                <F.Text name={`engagements.${i}.said`} label="What they said" required multiline />
              </Grid>
            </>
          )}
        </ListSection>
        <Optional
          name="dataGovernance"
          label="Data-governance agreement"
          blank={{ reference: '', ocap: '' }}
        >
          <Grid size={12}>
            <F.Text name="dataGovernance.reference" label="Agreement reference" required />
          </Grid>
          <Grid size={12}>
            <F.Text name="dataGovernance.ocap" label="OCAP® considerations" required multiline />
          </Grid>
        </Optional>
        <Optional
          name="culturalSafety"
          label="Cultural-safety review"
          blank={{ reviewer: '', date: '', findings: '' }}
        >
          <Grid size={{ xs: 12, md: 6 }}>
            <F.Text name="culturalSafety.reviewer" label="Reviewed by" required />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <F.Text
              name="culturalSafety.date"
              label="Date of the review"
              type="date"
              required
              slotProps={dateLabel}
            />
          </Grid>
          <Grid size={12}>
            <F.Text name="culturalSafety.findings" label="What it found" required multiline />
          </Grid>
        </Optional>
        <ListSection
          name="conflicts"
          title="Declared conflicts of interest"
          item="declaration"
          hint='Each author and reviewer, "none" when none.'
          blank={{ person: '', role: 'author', declaration: '' }}
        >
          {(i) => (
            <>
              <Grid size={{ xs: 12, md: 4 }}>
                <F.Text name={`conflicts.${i}.person`} label="Person" required />
              </Grid>
              <Grid size={{ xs: 12, md: 3 }}>
                <F.Select
                  name={`conflicts.${i}.role`}
                  label="Role"
                  options={['author', 'reviewer']}
                />
              </Grid>
              <Grid size={{ xs: 12, md: 5 }}>
                <F.Text name={`conflicts.${i}.declaration`} label="Declaration" required />
              </Grid>
            </>
          )}
        </ListSection>
      </Stack>
    </Paper>
  );
}
