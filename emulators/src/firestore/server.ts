// The Firestore stand-in: @firestore-emulator/server's gRPC server and protobuf service
// definition, with every handler replaced by ours (see docs/local-platform.md), bound to
// loopback only.
import firestorePb from '@firestore-emulator/proto/dist/google/firestore/v1/firestore.js';
import serverPkg from '@firestore-emulator/server';
import { ServerCredentials, type Server } from '@grpc/grpc-js';

import type { IndexFile } from './indexes.js';
import { firestoreHandlers } from './service.js';
import { DocumentStore } from './store.js';

export interface FirestoreStandIn {
  host: string;
  port: number;
  store: DocumentStore;
  stop(): Promise<void>;
}

interface MethodDefinition {
  path: string;
  requestStream: boolean;
  responseStream: boolean;
  requestDeserialize: (bytes: Buffer) => unknown;
  responseSerialize: (message: never) => Buffer;
}

function callType(def: MethodDefinition): string {
  if (def.requestStream) return def.responseStream ? 'bidi' : 'clientStream';
  return def.responseStream ? 'serverStream' : 'unary';
}

/**
 * `indexes`: the composite indexes production has (the generated index file); queries they do
 * not serve are refused as there. Without them nothing is checked (the official emulator's way).
 */
export async function startFirestoreStandIn(
  host: string,
  port: number,
  indexes?: IndexFile,
): Promise<FirestoreStandIn> {
  const store = new DocumentStore();
  const emulator = new serverPkg.FirestoreServer();
  // The package keeps its grpc-js Server private and binds 0.0.0.0 in start(); we bind it
  // ourselves so the stand-in listens on loopback only.
  const server = (emulator as unknown as { server: Server }).server;
  const definitions = firestorePb.UnimplementedFirestoreService.definition as unknown as Record<
    string,
    MethodDefinition
  >;
  for (const [method, handler] of Object.entries(firestoreHandlers(store, indexes))) {
    const def = definitions[method];
    if (!def) throw new Error(`Unknown Firestore method ${method}`);
    server.unregister(def.path);
    // grpc-js types handlers per call type; ours are typed by their own request classes, hence
    // `as never` for the handler and the serializer it pairs with.
    server.register(
      def.path,
      handler as never,
      def.responseSerialize as never,
      def.requestDeserialize,
      callType(def),
    );
  }
  const boundPort = await new Promise<number>((resolve, reject) => {
    server.bindAsync(`${host}:${port}`, ServerCredentials.createInsecure(), (error, bound) =>
      error ? reject(error) : resolve(bound),
    );
  });
  return {
    host,
    port: boundPort,
    store,
    stop: () => new Promise((resolve) => server.tryShutdown(() => resolve())),
  };
}
