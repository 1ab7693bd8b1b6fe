import EditIcon from '@mui/icons-material/Edit';
import SmartToyOutlinedIcon from '@mui/icons-material/SmartToyOutlined';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { UpcomingEvents } from '../../components/registry/UpcomingEvents';
import { Link as RouterLink, useParams } from 'react-router-dom';

import { DeleteRecordButton } from '../../components/registry/DeleteRecordButton';
import {
  Facts,
  RecordHeader,
  RecordState,
  Related,
  dateTime,
  number,
} from '../../components/registry/RecordParts';
import { filteredList } from '../../components/registry/useListParams';
import { askEchoPath, paths } from '@hta/functions/contract';

import { useDeleteRecord, useRecord, type ProfileOf } from '../../lib/registries';
import { fixed, percentChange } from '../../lib/format';

export default function CommunityProfilePage() {
  const { id = '' } = useParams();
  const query = useRecord('communities', id);
  const remove = useDeleteRecord('communities');

  if (!query.data)
    return (
      <RecordState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  const {
    community: c,
    facilities,
    facilityTotal,
    needs,
    technologies,
    selections,
    latestRanking,
    totals,
  } = query.data;
  const change =
    c.populationChangePct === null
      ? null
      : `${percentChange(c.populationChangePct / 100)} since 2016`;

  return (
    <>
      <RecordHeader
        title={c.name}
        subtitle={[c.type, c.censusDivisionName].filter(Boolean).join(' · ')}
        actions={
          <>
            <Button
              startIcon={<SmartToyOutlinedIcon />}
              component={RouterLink}
              // By its page, not its name: record text reaches Echo only inside its data.
              to={askEchoPath(`Tell me about the community at ${paths.community(c.id)}.`)}
            >
              Ask Echo about this community
            </Button>
            <Button
              variant="contained"
              startIcon={<EditIcon />}
              component={RouterLink}
              to={paths.communityEdit(c.id)}
            >
              Edit
            </Button>
            <DeleteRecordButton
              label="community"
              name={c.name}
              remove={() => remove.mutateAsync({ id: c.id, version: c.version })}
              then={paths.communities}
            />
          </>
        }
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <Stack spacing={2}>
            <Facts
              title="Facts"
              facts={[
                {
                  label: 'Other names',
                  value: c.otherNames.length
                    ? c.otherNames.map((n) => `${n.name} (source: ${n.source})`).join('; ')
                    : null,
                },
                { label: 'Population 2021', value: number(c.population2021) },
                { label: 'Population 2016', value: number(c.population2016) },
                { label: 'Change', value: change },
                { label: 'Private dwellings 2021', value: number(c.dwellings2021) },
                {
                  label: 'Land area',
                  value: c.landAreaKm2 === null ? null : `${number(c.landAreaKm2, 2)} km²`,
                },
                {
                  label: 'Density',
                  value: c.densityPerKm2 === null ? null : `${number(c.densityPerKm2, 1)} per km²`,
                },
                {
                  label: 'Remoteness index',
                  value:
                    c.remotenessIndex === null
                      ? null
                      : `${number(c.remotenessIndex, 3)} (0 least, 1 most remote)`,
                },
                { label: 'Census division', value: c.censusDivisionName },
                { label: 'Census subdivision uid', value: c.csdUid },
                { label: 'Connectivity', value: c.connectivity },
                {
                  label: 'Nearest hospital',
                  value:
                    c.nearestHospital || c.nearestHospitalKm !== null
                      ? [
                          c.nearestHospital,
                          c.nearestHospitalKm !== null &&
                            `${number(c.nearestHospitalKm)} km one way`,
                          c.nearestHospitalSource && `source: ${c.nearestHospitalSource}`,
                        ]
                          .filter(Boolean)
                          .join(' · ')
                      : null,
                },
                {
                  label: 'Location',
                  value: c.location
                    ? `${fixed(c.location.lat, 5)}, ${fixed(c.location.lng, 5)}`
                    : null,
                },
                { label: 'Notes', value: c.notes },
              ]}
            />
            <Facts
              title="Contacts"
              facts={c.contacts.map((p, i) => ({
                label: p.role ?? `Contact ${i + 1}`,
                value: [p.name, p.email, p.phone].filter(Boolean).join(' · '),
              }))}
            />
            <Typography variant="body2" color="text.secondary">
              Data source: {c.source}
              {c.statcanSymbols.length > 0 &&
                ` (Statistics Canada flags: ${c.statcanSymbols.join(', ')})`}
              . Last changed {dateTime(c.updatedAt)}, version {c.version}.
            </Typography>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <Stack spacing={2}>
            <Related
              title="Facilities"
              items={facilities}
              total={facilityTotal}
              all={filteredList(paths.facilities, { communityId: c.id })}
              href={paths.facility}
              empty="No facilities recorded here."
            />
            <Related
              title="Clinical needs"
              items={needs}
              total={totals.needs}
              all={filteredList(paths.needs, { communityId: c.id })}
              href={paths.need}
              empty="No needs recorded for this community."
            />
            <Related
              title="Technologies in use"
              items={technologies}
              total={totals.technologies}
              href={paths.technology}
              empty="No technologies recorded in use here."
            />
            <Related
              title="Technology selections"
              items={selections}
              href={() => paths.selectionFor(c.id, 'community')}
              empty="No technology selection saved for this community."
            />
            <LatestRanking communityId={c.id} ranking={latestRanking} />
            <UpcomingEvents of={{ communityId: c.id }} />
          </Stack>
        </Grid>
      </Grid>
    </>
  );
}

/** The community's newest needs assessment: its needs in rank order, with a way to start one. */
function LatestRanking({
  communityId,
  ranking,
}: {
  communityId: string;
  ranking: ProfileOf<'communities'>['latestRanking'];
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="latest-ranking">
      <Typography variant="h6" component="h2" id="latest-ranking">
        Latest needs ranking
      </Typography>
      {ranking ? (
        <>
          <Typography variant="body2" color="text.secondary">
            <Link component={RouterLink} to={paths.needsAssessment(ranking.id)}>
              {ranking.title}
            </Link>{' '}
            · {ranking.date}
            {ranking.status === 'draft' ? ' · draft' : ''}
          </Typography>
          {ranking.ranked.length === 0 ? (
            <Typography color="text.secondary">No need ranked yet.</Typography>
          ) : (
            <List dense>
              {ranking.ranked.map((r) => (
                <ListItem key={r.id} disableGutters>
                  <ListItemText
                    primary={
                      <Link component={RouterLink} to={paths.need(r.id)}>
                        {r.name}
                      </Link>
                    }
                    secondary={r.detail}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </>
      ) : (
        <Typography color="text.secondary">No needs assessment for this community yet.</Typography>
      )}
      <Button
        size="small"
        component={RouterLink}
        to={`${paths.needsAssessmentAdd}?community=${encodeURIComponent(communityId)}`}
      >
        Assess this community’s needs
      </Button>
    </Paper>
  );
}
