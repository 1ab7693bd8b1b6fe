import { Outlet } from 'react-router-dom';

import { DataProviders } from '../DataProviders';
import { appQueryClient } from '../queryClient';

/** Every page but the sign-in page: the query cache, notifications and the offline banner. */
export default function DataLayout() {
  return (
    <DataProviders client={appQueryClient()}>
      <Outlet />
    </DataProviders>
  );
}
