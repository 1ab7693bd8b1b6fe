// A feature's demo records (features/<name>/demo.ts), which the local platform's seed writes
// (the composition root lists them in features/demos.ts). Labelled demo; validated by the
// contract like any record. Types only here: demo data never reaches the web bundle.

/** A record the seed writes: validated fields, and the stored fields beside them. */
export interface DemoDoc {
  id: string;
  fields: Record<string, unknown>;
  extras: Record<string, unknown>;
  /** Who the record is from (default: the seed). */
  author?: { uid: string; email: string };
}

/** The demo accounts records are written as. */
export interface DemoPeople {
  staff: { uid: string; email: string };
  admin: { uid: string; email: string };
}

/** The published records the seed loads, for demo records placed at real facilities. */
export interface DemoSource {
  communities: readonly {
    communityId: string;
    name: string;
    csdType: string;
    population2021: number | null;
    population2016: number | null;
    remotenessIndex: number | null;
  }[];
  facilities: readonly {
    id: string;
    name: string;
    communityId: string;
    facilityType: string;
    latitude: number | null;
    longitude: number | null;
  }[];
}

export interface DemoContext extends DemoPeople {
  source: DemoSource;
}

/** A document of a collection that is not a registry, as its feature's server stores it. */
export interface StoredDemoDoc {
  id: string;
  data: Record<string, unknown>;
}

export interface FeatureDemo {
  /** Its demo records, by collection. */
  documents(context: DemoContext): Partial<Record<string, DemoDoc[]>>;
  /**
   * Its demo documents outside the registries (a search's records, screening decisions), by
   * collection: written as they are, where missing.
   */
  stored?(): Partial<Record<string, StoredDemoDoc[]>>;
  /**
   * Fields its records keep on other registries' records, by registry and id (a facility's
   * readiness from its latest demo assessment, a vendor's products, a technology's results), as
   * the server keeps them on every write: merged into those records' stored fields by the seed.
   */
  onRecords?(): Partial<Record<string, Map<string, Record<string, unknown>>>>;
}
