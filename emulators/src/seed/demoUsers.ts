// The demo accounts of the local platform. Never used outside the `demo-hta` emulators.
export const DEMO_PASSWORD = 'hta-demo-2026';

export const DEMO_USERS = [
  { email: 'admin@hta.test', displayName: 'Avery Admin (demo)', role: 'admin' },
  { email: 'staff@hta.test', displayName: 'Sam Staff (demo)', role: 'staff' },
] as const;
