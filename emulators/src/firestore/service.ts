// gRPC handlers for google.firestore.v1.Firestore over the DocumentStore. Every method of the
// service is answered here: the ones the Admin SDK uses are implemented, the others answer
// UNIMPLEMENTED with a reason instead of crashing the server.
import documentPb from '@firestore-emulator/proto/dist/google/firestore/v1/document.js';
import firestorePb from '@firestore-emulator/proto/dist/google/firestore/v1/firestore.js';
import emptyPb from '@firestore-emulator/proto/dist/google/protobuf/empty.js';
import {
  Metadata,
  type ServerUnaryCall,
  type ServerWritableStream,
  type sendUnaryData,
} from '@grpc/grpc-js';

import { decodeAggregation, decodeQuery, decodeWrite } from './decode.js';
import { FirestoreError, status } from './errors.js';
import { checkIndexes, type IndexFile } from './indexes.js';
import { checkResourceName, isDocumentName, parseFieldPath } from './paths.js';
import { aggregate, project, runQuery } from './query.js';
import type { DocumentStore, StoredDocument } from './store.js';
import type { Timestamp } from './values.js';

const {
  BatchGetDocumentsResponse,
  BatchWriteResponse,
  BeginTransactionResponse,
  CommitResponse,
  ListCollectionIdsResponse,
  ListDocumentsResponse,
  RunAggregationQueryResponse,
  RunQueryResponse,
} = firestorePb;
const { Document } = documentPb;
const { Empty } = emptyPb;
type Req = typeof firestorePb;

/**
 * A document as the protobuf `fromObject` expects it. The `as never` casts in this file: the
 * bindings type `fromObject` by their generated classes, and the engine's plain values (the same
 * shape) are what they take at run time.
 */
function documentObject(doc: StoredDocument) {
  return {
    name: doc.name,
    fields: doc.fields as never,
    create_time: doc.createTime,
    update_time: doc.updateTime,
  };
}

/** Applies a DocumentMask; an unset mask (undefined, as the bindings report it) keeps all. */
function maskFields(
  doc: StoredDocument,
  mask: { field_paths: string[] } | undefined,
): StoredDocument {
  if (!mask) return doc;
  return project(
    doc,
    mask.field_paths.map((raw) => ({ raw, segments: parseFieldPath(raw) })),
  );
}

function toServiceError(error: unknown) {
  if (error instanceof FirestoreError) return { code: error.code, details: error.message };
  console.error('[firestore stand-in] internal error', error);
  return { code: status.INTERNAL, details: error instanceof Error ? error.message : String(error) };
}

function unary<Q, R>(run: (request: Q) => R) {
  return (call: ServerUnaryCall<Q, R>, callback: sendUnaryData<R>) => {
    try {
      callback(null, run(call.request));
    } catch (error) {
      callback(toServiceError(error), null);
    }
  };
}

function stream<Q, R>(run: (request: Q, write: (response: R) => void) => void) {
  return (call: ServerWritableStream<Q, R>) => {
    try {
      run(call.request, (response) => call.write(response));
      call.end();
    } catch (error) {
      // Headers, then the error: a refusal is the server's answer. Sent without headers, the
      // SDK's stream layer takes it for a connection that never answered and asks twice more
      // (retry-request's noResponseRetries, ~7 s of back-off) before the person sees the error.
      call.sendMetadata(new Metadata());
      call.emit('error', toServiceError(error));
    }
  };
}

function unimplemented(method: string) {
  return (call: { emit?: (e: string, v: unknown) => void }, callback?: sendUnaryData<never>) => {
    const error = {
      code: status.UNIMPLEMENTED,
      details: `${method} is not supported by the HTA Firestore stand-in; run the official emulator (Java 21+) for it.`,
    };
    if (callback) callback(error, null);
    else call.emit?.('error', error);
  };
}

type TransactionSelector = 'none' | 'read_time' | 'transaction' | 'new_transaction';

/** Resolves a read's transaction: an existing one, a new one begun now, or none. */
function readTransaction(
  store: DocumentStore,
  selector: TransactionSelector,
  request: { transaction: Uint8Array; new_transaction?: { has_read_only: boolean } },
): { id: Uint8Array | undefined; begun: Uint8Array | undefined } {
  if (selector === 'transaction') return { id: request.transaction, begun: undefined };
  if (selector === 'new_transaction' && request.new_transaction) {
    const id = store.begin(request.new_transaction.has_read_only);
    return { id, begun: id };
  }
  return { id: undefined, begun: undefined };
}

/** `indexes`: the declared indexes, enforced as production does; undefined: none checked. */
export function firestoreHandlers(store: DocumentStore, indexes?: IndexFile) {
  const readTime = (): Timestamp => store.readTime();

  return {
    GetDocument: unary((request: InstanceType<Req['GetDocumentRequest']>) => {
      const txn = request.consistency_selector === 'transaction' ? request.transaction : undefined;
      checkResourceName(request.name);
      store.recordDocumentRead(txn, request.name);
      store.reads += 1;
      const doc = store.get(request.name);
      if (!doc) throw new FirestoreError(status.NOT_FOUND, `Document not found: ${request.name}`);
      return Document.fromObject(
        documentObject(maskFields(doc, request.has_mask ? request.mask : undefined)),
      );
    }),

    BatchGetDocuments: stream(
      (
        request: InstanceType<Req['BatchGetDocumentsRequest']>,
        write: (r: InstanceType<Req['BatchGetDocumentsResponse']>) => void,
      ) => {
        request.documents.forEach(checkResourceName);
        const { id, begun } = readTransaction(store, request.consistency_selector, request);
        if (begun) write(BatchGetDocumentsResponse.fromObject({ transaction: begun }));
        for (const name of request.documents) {
          store.reads += 1;
          store.recordDocumentRead(id, name);
          const doc = store.get(name);
          write(
            BatchGetDocumentsResponse.fromObject(
              doc
                ? {
                    found: documentObject(
                      maskFields(doc, request.has_mask ? request.mask : undefined),
                    ),
                    read_time: readTime(),
                  }
                : { missing: name, read_time: readTime() },
            ),
          );
        }
      },
    ),

    RunQuery: stream(
      (
        request: InstanceType<Req['RunQueryRequest']>,
        write: (r: InstanceType<Req['RunQueryResponse']>) => void,
      ) => {
        const query = decodeQuery(request.parent, request.structured_query);
        checkResourceName(`${query.parent}/${query.collectionId}`);
        checkIndexes(indexes, query);
        const { id, begun } = readTransaction(store, request.consistency_selector, request);
        store.recordQueryRead(
          id,
          `${query.parent}/${query.collectionId}`,
          query.allDescendants ? query.collectionId : undefined,
        );
        const docs = runQuery(store, query);
        store.reads += Math.max(1, docs.length);
        const transaction = begun ? { transaction: begun } : {};
        if (docs.length === 0) {
          write(RunQueryResponse.fromObject({ read_time: readTime(), ...transaction }));
          return;
        }
        docs.forEach((doc, i) => {
          store.recordDocumentRead(id, doc.name);
          write(
            RunQueryResponse.fromObject({
              document: documentObject(project(doc, query.select)),
              read_time: readTime(),
              ...(i === 0 ? transaction : {}),
            }),
          );
        });
      },
    ),

    RunAggregationQuery: stream(
      (
        request: InstanceType<Req['RunAggregationQueryRequest']>,
        write: (r: InstanceType<Req['RunAggregationQueryResponse']>) => void,
      ) => {
        const aggregationQuery = request.structured_aggregation_query;
        const query = decodeQuery(request.parent, aggregationQuery.structured_query);
        checkIndexes(indexes, query);
        const { id, begun } = readTransaction(store, request.consistency_selector, request);
        store.recordQueryRead(
          id,
          `${query.parent}/${query.collectionId}`,
          query.allDescendants ? query.collectionId : undefined,
        );
        const docs = runQuery(store, query);
        // An aggregation bills one read per 1000 index entries it reads, at least one.
        store.reads += Math.max(1, Math.ceil(docs.length / 1000));
        const fields = aggregate(docs, aggregationQuery.aggregations.map(decodeAggregation));
        write(
          RunAggregationQueryResponse.fromObject({
            result: { aggregate_fields: fields },
            read_time: readTime(),
            ...(begun ? { transaction: begun } : {}),
          }),
        );
      },
    ),

    BeginTransaction: unary((request: InstanceType<Req['BeginTransactionRequest']>) =>
      BeginTransactionResponse.fromObject({
        transaction: store.begin(request.has_options && request.options.has_read_only),
      }),
    ),

    Rollback: unary((request: InstanceType<Req['RollbackRequest']>) => {
      store.rollback(request.transaction);
      return Empty.fromObject({});
    }),

    Commit: unary((request: InstanceType<Req['CommitRequest']>) => {
      const writes = request.writes.map(decodeWrite);
      writes.forEach((w) => checkResourceName(w.name));
      const txn = request.transaction.length > 0 ? request.transaction : undefined;
      const { commitTime, results } = store.commit(writes, txn);
      return CommitResponse.fromObject({
        commit_time: commitTime,
        write_results: results.map((r) => ({
          update_time: r.updateTime,
          transform_results: r.transformResults as never,
        })),
      });
    }),

    BatchWrite: unary((request: InstanceType<Req['BatchWriteRequest']>) => {
      const writes = request.writes.map(decodeWrite);
      writes.forEach((w) => checkResourceName(w.name));
      const outcomes = store.applyEach(writes);
      return BatchWriteResponse.fromObject({
        write_results: outcomes.map((o) =>
          o instanceof FirestoreError
            ? {}
            : { update_time: o.updateTime, transform_results: o.transformResults as never },
        ),
        status: outcomes.map((o) =>
          o instanceof FirestoreError ? { code: o.code, message: o.message } : { code: 0 },
        ),
      });
    }),

    ListDocuments: unary((request: InstanceType<Req['ListDocumentsRequest']>) => {
      const collectionPath = checkResourceName(`${request.parent}/${request.collection_id}`);
      const existing = [...store.inCollection(collectionPath)];
      const names = new Set(existing.map((d) => d.name));
      const documents = existing.map((doc) =>
        documentObject(maskFields(doc, request.has_mask ? request.mask : undefined)),
      );
      if (request.show_missing) {
        // Documents that do not exist but have subcollections, as `listDocuments()` expects.
        for (const name of store.parentsWithChildren(collectionPath)) {
          if (!names.has(name)) documents.push({ name } as ReturnType<typeof documentObject>);
        }
      }
      return ListDocumentsResponse.fromObject({ documents, next_page_token: '' });
    }),

    ListCollectionIds: unary((request: InstanceType<Req['ListCollectionIdsRequest']>) => {
      const parent = request.parent;
      if (!parent.endsWith('/documents') && !isDocumentName(parent)) {
        throw new FirestoreError(status.INVALID_ARGUMENT, `Invalid parent: ${parent}`);
      }
      return ListCollectionIdsResponse.fromObject({
        collection_ids: store.collectionIds(parent).sort(),
        next_page_token: '',
      });
    }),

    Listen: unimplemented('Listen (onSnapshot)'),
    Write: unimplemented('Write (streaming writes)'),
    PartitionQuery: unimplemented('PartitionQuery'),
    CreateDocument: unimplemented('CreateDocument'),
    UpdateDocument: unimplemented('UpdateDocument'),
    DeleteDocument: unimplemented('DeleteDocument'),
  };
}
