import { status } from '@grpc/grpc-js';

/** An error the client sees with a gRPC status code, as real Firestore reports it. */
export class FirestoreError extends Error {
  constructor(
    readonly code: status,
    message: string,
  ) {
    super(message);
  }
}

export const invalid = (message: string) => new FirestoreError(status.INVALID_ARGUMENT, message);
export { status };
