import { describe, expect, it, vi } from 'vitest';

vi.mock('../platform/admin.js', () => ({
  db: {},
  auth: {},
  bucket: () => ({}),
  firestoreBackend: () => 'stand-in',
}));

const { handlers } = await import('./handlers.js');
const { operations, features } = await import('../contract/index.js');
const { featureServers } = await import('../features/servers.js');
const { registryServersOf } = await import('./registries/servers.js');

// Handlers are gathered from the features' server parts: the compiler checks each feature's
// against its operations, this checks the gathered map against the contract.
describe('handlers derived from the list of features', () => {
  it('every operation of the contract has its handler, and no handler is without one', () => {
    const ops = Object.keys(operations).sort();
    expect(Object.keys(handlers).sort()).toEqual(ops);
    for (const op of ops) expect(typeof handlers[op as keyof typeof handlers], op).toBe('function');
  });

  it("every feature of the list has its folder's server part", () => {
    expect(Object.keys(featureServers).sort()).toEqual(features.map((f) => f.name).sort());
  });

  it('readiness and onboarding add to the facility page from their own folders', () => {
    const contributors = Object.entries(featureServers)
      .filter(([, server]) => server.contributes?.facilities)
      .map(([name]) => name);
    expect(contributors.sort()).toEqual(['onboarding', 'readiness']);
    expect(
      registryServersOf(Object.values(featureServers)).contributionsTo('facilities'),
    ).toHaveLength(2);
  });
});
