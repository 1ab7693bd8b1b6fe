// The facilities feature's pages: its routes and the paths the app links to them with (see
// contract/routes.ts). No zod here: the web app's route table reads this module.
import { pathSegment as id } from '../../contract/paths.js';
import { definePages, route } from '../../contract/routes.js';

export const paths = {
  facilities: '/facilitiespool',
  facilitiesChat: '/facilitiespool2',
  facility: (facilityId: string) => `/facility2/${id(facilityId)}`,
  facilityAdd: '/addfacility',
  facilityAddChat: '/addfacility2',
  facilityEdit: (facilityId: string) => `/editfacility/${id(facilityId)}`,
  facilityEditChat: (facilityId: string) => `/editfacility2/${id(facilityId)}`,
} as const;

export default definePages({
  routes: [
    route(2, 'facilitiespool', 'login', 'Facilities', 'facilities'),
    route(2, 'addfacility', 'login', 'Add a facility', 'facilityForm'),
    route(2, 'facility2/:id', 'login', 'Facility profile', 'facility'),
    route(2, 'editfacility/:id', 'login', 'Edit facility', 'facilityForm'),
    route(3, 'facility2/:id', 'login', 'Facility profile', 'facility'),
    route(3, 'editfacility2/:id', 'login', 'Edit facility', 'facilityForm'),
    route(3, 'facilitiespool2', 'login', 'Facilities', 'facilities'),
    route(3, 'addfacility2', 'login', 'Add a facility', 'facilityForm'),
  ],
  paths,
});
