// The deployment manifest (what `firebase deploy` reads from each export) carries the declared
// memory, CPU, concurrency and instance limits of every function, blocking functions included.
import { describe, expect, it } from 'vitest';

import * as deployed from '../index.js';
import { REGION, RUNTIME, type FunctionName } from './runtimeOptions.js';

interface Endpoint {
  region: string[];
  availableMemoryMb: number | null;
  cpu?: number;
  concurrency: number | null;
  minInstances: number | null;
  maxInstances: number | null;
  timeoutSeconds: number | null;
}

const endpointOf = (name: string) =>
  (deployed[name as FunctionName] as unknown as { __endpoint: Endpoint }).__endpoint;
const mebibytes = (memory: string) =>
  memory.endsWith('GiB') ? Number.parseInt(memory) * 1024 : Number.parseInt(memory);

describe('how the functions run in production', () => {
  it('declares the options of every deployed function, and of no other', () => {
    expect(Object.keys(deployed).sort()).toEqual(Object.keys(RUNTIME).sort());
  });

  it.each(Object.entries(RUNTIME))('%s carries its options into the manifest', (name, options) => {
    expect(endpointOf(name)).toMatchObject({
      region: [REGION],
      availableMemoryMb: mebibytes(options.memory),
      cpu: options.cpu,
      concurrency: options.concurrency,
      minInstances: options.minInstances,
      maxInstances: options.maxInstances,
      timeoutSeconds: options.timeoutSeconds,
    });
  });

  it('serves requests together only with a whole CPU, and never more than Cloud Run allows', () => {
    for (const options of Object.values(RUNTIME)) {
      if (options.concurrency > 1) expect(options.cpu).toBeGreaterThanOrEqual(1);
      expect(options.concurrency).toBeLessThanOrEqual(1000);
      expect(options.minInstances).toBeLessThanOrEqual(options.maxInstances);
    }
  });

  it('gives the Auth blocking functions no more than the 7 s Identity Platform waits', () => {
    expect(RUNTIME.beforeCreate.timeoutSeconds).toBeLessThanOrEqual(7);
    expect(RUNTIME.beforeSignIn.timeoutSeconds).toBeLessThanOrEqual(7);
  });
});
