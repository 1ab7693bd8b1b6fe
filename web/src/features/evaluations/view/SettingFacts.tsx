import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';

import { paths, type Evaluation } from '@hta/functions/contract';

import { Facts, dateTime } from '../../../components/registry/RecordParts';

/** What was evaluated, where, by whom, when, and with which question set and version. */
export function SettingFacts({ evaluation: e }: { evaluation: Evaluation }) {
  return (
    <Facts
      title="Technology and setting"
      facts={[
        {
          label: 'Technology',
          value: (
            <Link component={RouterLink} to={paths.technology(e.technologyId)}>
              {e.technologyName ?? e.technologyId}
            </Link>
          ),
        },
        {
          label: 'Community',
          value: e.communityId ? (
            <Link component={RouterLink} to={paths.community(e.communityId)}>
              {e.communityName ?? e.communityId}
            </Link>
          ) : null,
        },
        {
          label: 'Facility',
          value: e.facilityId ? (
            <Link component={RouterLink} to={paths.facility(e.facilityId)}>
              {e.facilityName ?? e.facilityId}
            </Link>
          ) : null,
        },
        { label: 'Evaluators', value: e.evaluators.join(', ') || e.createdByEmail },
        { label: 'Started', value: e.startedOn },
        { label: 'Due', value: e.dueOn },
        { label: 'Submitted', value: dateTime(e.submittedAt) },
        {
          label: 'Question set',
          value: e.questionSet
            ? `${e.questionSet.title}, version ${e.questionSet.version}`
            : 'The questions it was started with (before question sets had versions)',
        },
      ]}
    />
  );
}
