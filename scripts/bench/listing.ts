// The `listing` step of `npm run bench`: what a listing, a search and a product page cost as the
// catalogue grows. On an emulator stack of its own (EMULATOR_PORT_OFFSET applies), for each size the
// store is emptied and seeded with that many products (scripts/seed.ts, `storeSize`), then every
// read is timed (p50, p95 over `runs` runs, 40 unless `--runs` says, after a warm-up) and its
// Firestore reads counted:
//
// - Firestore, as the SPA reads it (REST, domain's query plans, card fields only): a listing's first
//   page, its next page after a cursor, a filtered and price-sorted page, the listing's count(), a
//   product document, and the search as the SPA runs it for each of SEARCH_BENCH_QUERIES (each word
//   and typo correction counted, the rarest word's query, at most SEARCH_SCAN_LIMIT card reads);
// - the API (`/api/v1/main`, the spec's listing calls; Admin SDK in the functions emulator): the
//   first page and its count.
//
// Reads are Firestore's billing: one per document returned (one for an empty answer) and, for a
// count(), one per 1,000 index entries matched. Latencies come from the emulator on this machine,
// so only their ratio between sizes means something; the budget is the issue's: p95 at the largest
// size within 20 % of p95 at the smallest, for every read whose cost must not grow.
import {
  decodeSearchVocabulary,
  defaultListingQuery,
  LISTING_CARD_FIELDS,
  listingQueryPlan,
  resolveSearchWords,
  SEARCH_SCAN_LIMIT,
  SEARCH_VOCABULARY_PATH,
  searchLexicon,
  searchQueryPlan,
  searchQueryWords,
  searchTermsToCount,
  SORT_CODES,
  type QueryPlan,
} from '@shop/domain';
import { emulatorEnv, projectId, startStack } from '../lib/stack';

/**
 * Timed runs of each read (`--runs`). The emulator scans the collection for every filtered query,
 * 9-22 s each at 100,000 products on a 2-core machine: `--runs=3` measures that size in a quarter
 * of an hour, 40 runs take about an hour and a half.
 */
const DEFAULT_RUNS = 40;
/** Untimed runs first (the emulator's JVM warming up), no more than the timed ones. */
const WARM_UP = 5;
/** p95 at the largest size may be this much above p95 at the smallest. */
const GROWTH_BUDGET = 1.2;

type RestValue = Record<string, unknown>;
interface RestDocument {
  name: string;
  fields?: Record<string, RestValue>;
}

interface Measured {
  latenciesMs: number[];
  reads: number;
}

interface Operation {
  name: string;
  /** Whether its cost may grow with the catalogue (a count does: one read per 1,000 matches). */
  grows: boolean;
  /**
   * A read capped by the shop rather than by the page, at a store of `size` products: the search
   * reads up to SEARCH_SCAN_LIMIT matches and one read per 1,000 index entries of each word it
   * counts, so a larger catalogue may read more, up to the cap and never past it.
   */
  readCap?: (size: number) => number;
  run: () => Promise<number>;
}

const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

function encode(value: unknown): RestValue {
  if (Array.isArray(value)) return { arrayValue: { values: value.map(encode) } };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number')
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  return { stringValue: String(value) };
}

/** A query plan as the SPA's REST client sends it (web/src/lib/firebase/listings.ts, firestore-rest.ts). */
function structuredQuery(plan: QueryPlan, after: RestDocument | null, select: readonly string[] | null) {
  const filters = [
    ...plan.equal.map(({ field, value }) => ({ field, op: 'EQUAL', value })),
    ...(plan.arrayContains ? [{ ...plan.arrayContains, op: 'ARRAY_CONTAINS' }] : []),
    ...(plan.arrayContainsAny
      ? [
          {
            field: plan.arrayContainsAny.field,
            value: plan.arrayContainsAny.values,
            op: 'ARRAY_CONTAINS_ANY',
          },
        ]
      : []),
    ...plan.ranges.map(({ field, op, value }) => ({
      field,
      op: op === '>=' ? 'GREATER_THAN_OR_EQUAL' : 'LESS_THAN_OR_EQUAL',
      value,
    })),
  ].map(({ field, op, value }) => ({
    fieldFilter: { field: { fieldPath: field }, op, value: encode(value) },
  }));
  const direction = plan.orderBy.at(-1)?.direction === 'desc' ? 'DESCENDING' : 'ASCENDING';
  const order = [
    ...plan.orderBy.map((o) => ({
      field: o.field,
      direction: o.direction === 'desc' ? 'DESCENDING' : 'ASCENDING',
    })),
    ...plan.ranges
      .map((range) => range.field)
      .filter(
        (field, index, all) => all.indexOf(field) === index && !plan.orderBy.some((o) => o.field === field),
      )
      .map((field) => ({ field, direction })),
    { field: '__name__', direction },
  ];
  const valueOf = (document: RestDocument, field: string): RestValue =>
    field === '__name__'
      ? { referenceValue: document.name }
      : (document.fields?.[field] ?? { nullValue: null });
  return {
    from: [{ collectionId: plan.collection }],
    ...(filters.length === 1
      ? { where: filters[0] }
      : { where: { compositeFilter: { op: 'AND', filters } } }),
    orderBy: order.map((o) => ({ field: { fieldPath: o.field }, direction: o.direction })),
    ...(after ? { startAt: { before: false, values: order.map((o) => valueOf(after, o.field)) } } : {}),
    ...(plan.limit !== null ? { limit: plan.limit } : {}),
    ...(select
      ? {
          select: {
            fields: [
              ...new Set([...select, ...order.map((o) => o.field).filter((f) => f !== '__name__')]),
            ].map((fieldPath) => ({ fieldPath })),
          },
        }
      : {}),
  };
}

function firestoreClient(host: string) {
  const root = `http://${host}/v1/projects/${projectId}/databases/(default)/documents`;
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const response = await fetch(`${root}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`Firestore ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  return {
    async query(plan: QueryPlan, after: RestDocument | null = null): Promise<RestDocument[]> {
      const results = await post<{ document?: RestDocument }[]>(':runQuery', {
        structuredQuery: structuredQuery(plan, after, LISTING_CARD_FIELDS),
      });
      return results.flatMap((result) => (result.document ? [result.document] : []));
    },
    async count(plan: QueryPlan): Promise<number> {
      const results = await post<{ result?: { aggregateFields?: { count?: { integerValue: string } } } }[]>(
        ':runAggregationQuery',
        {
          structuredAggregationQuery: {
            structuredQuery: structuredQuery({ ...plan, limit: null }, null, null),
            aggregations: [{ alias: 'count', count: {} }],
          },
        },
      );
      return Number(
        results.find((result) => result.result)?.result?.aggregateFields?.count?.integerValue ?? 0,
      );
    },
    async get(path: string): Promise<RestDocument> {
      const response = await fetch(`${root}/${path}`);
      if (!response.ok) throw new Error(`Firestore ${path}: ${response.status}`);
      return (await response.json()) as RestDocument;
    },
    /** Empties the emulator's database (the emulator's own endpoint). */
    async clear(): Promise<void> {
      const response = await fetch(
        `http://${host}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
        { method: 'DELETE' },
      );
      if (!response.ok) throw new Error(`Could not empty the Firestore emulator: ${response.status}`);
    },
  };
}

const documentReads = (documents: readonly unknown[]) => Math.max(1, documents.length);

/** A count() is billed one read per 1,000 index entries matched, at least one. */
const countReads = (matched: number) => Math.max(1, Math.ceil(matched / 1000));

/** What shoppers type: designers whole, in part and misspelt, types in the plural, designer plus type. */
const SEARCH_BENCH_QUERIES = [
  'gucci',
  'guc',
  'guci',
  'prda',
  'chloe',
  'bags',
  'totes',
  'gucci bags',
  'shoulder bags',
  'black leather tote',
];

function operations(firestoreHost: string, apiBase: string, productId: string): Operation[] {
  const firestore = firestoreClient(firestoreHost);
  // The SPA reads the vocabulary once per visit; the searches below reuse it as the SPA does.
  let lexicon: Promise<ReadonlyMap<string, number>> | null = null;
  const lexiconOnce = () =>
    (lexicon ??= firestore
      .get(`${SEARCH_VOCABULARY_PATH.collection}/${SEARCH_VOCABULARY_PATH.id}`)
      .then((document) => searchLexicon(decodeSearchVocabulary(document.fields?.vocabulary?.stringValue))));
  const bags = listingQueryPlan('products', defaultListingQuery('BAGS'));
  const filtered = listingQueryPlan('products', {
    ...defaultListingQuery('BAGS'),
    colour: ['BLACK'],
    sort: SORT_CODES.priceAsc,
  });
  const api = async (path: string): Promise<unknown> => {
    const response = await fetch(`${apiBase}/${path}`);
    if (!response.ok) throw new Error(`API ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  return [
    {
      name: 'Firestore listing, page 1',
      grows: false,
      run: async () => documentReads(await firestore.query(bags)),
    },
    {
      name: 'Firestore listing, page 2 (cursor)',
      grows: false,
      run: async () => {
        const first = await firestore.query(bags);
        const second = await firestore.query(bags, first.at(-1) ?? null);
        return documentReads(first) + documentReads(second);
      },
    },
    {
      name: 'Firestore listing, black, price asc',
      grows: false,
      run: async () => documentReads(await firestore.query(filtered)),
    },
    {
      name: 'Firestore listing count()',
      grows: true,
      run: async () => Math.max(1, Math.ceil((await firestore.count(bags)) / 1000)),
    },
    {
      name: 'Firestore search vocabulary (per visit)',
      grows: false,
      run: async () => {
        await firestore.get(`${SEARCH_VOCABULARY_PATH.collection}/${SEARCH_VOCABULARY_PATH.id}`);
        return 1;
      },
    },
    ...SEARCH_BENCH_QUERIES.map((text): Operation => ({
      name: `Firestore search "${text}"`,
      grows: false,
      readCap: (size) =>
        SEARCH_SCAN_LIMIT + searchTermsToCount(searchQueryWords(text)).length * 2 * countReads(size),
      run: async () => {
        const lexicon = await lexiconOnce();
        const typed = searchQueryWords(text, lexicon);
        const terms = searchTermsToCount(typed);
        const counted = await Promise.all(terms.map((term) => firestore.count(searchQueryPlan(term, null))));
        const counts = new Map(terms.map((term, index) => [term, counted[index]!]));
        const countOf = (term: string) => counts.get(term) ?? 0;
        const present = resolveSearchWords(typed, countOf).filter((word) => countOf(word.term) > 0);
        const reads = counted.reduce((sum, count) => sum + countReads(count), 0);
        if (present.length === 0) return reads;
        const rarest = present.reduce((a, b) => (countOf(b.term) < countOf(a.term) ? b : a));
        return reads + documentReads(await firestore.query(searchQueryPlan(rarest.term)));
      },
    })),
    {
      name: 'Firestore product page',
      grows: false,
      run: async () => {
        await firestore.get(`products/${productId}`);
        return 1;
      },
    },
    {
      name: 'API listing, page 1',
      grows: false,
      run: async () =>
        documentReads(
          (await api('getallproductsmainfilter/all/all/all/bags/100/5000/ALL/12/0')) as unknown[],
        ),
    },
    {
      name: 'API listing count',
      grows: true,
      run: async () =>
        Math.max(
          1,
          Math.ceil(Number(await api('getallproductsmainfiltercount/all/all/all/bags/100/5000/ALL')) / 1000),
        ),
    },
  ];
}

async function measure(operation: Operation, runs: number): Promise<Measured> {
  for (let n = 0; n < Math.min(WARM_UP, runs); n += 1) await operation.run();
  const latenciesMs: number[] = [];
  let reads = 0;
  for (let n = 0; n < runs; n += 1) {
    const started = performance.now();
    reads = await operation.run();
    latenciesMs.push(performance.now() - started);
  }
  return { latenciesMs, reads };
}

/** Runs the step; `sizes` are the store sizes to compare, smallest first. Answers whether the budget held. */
export async function runListingBench(sizes: readonly number[], runs = DEFAULT_RUNS): Promise<boolean> {
  const { seedDemoData } = await import('../seed');
  console.log(`Starting an emulator stack for the listing bench (sizes ${sizes.join(', ')})...`);
  // A busy machine (the bench often runs beside other work) can take over two minutes to start them.
  const stack = await startStack({ only: ['auth', 'firestore', 'functions', 'hosting'], timeoutMs: 600_000 });
  const env = emulatorEnv(stack.ports);
  Object.assign(process.env, env);
  const firestoreHost = env.FIRESTORE_EMULATOR_HOST!;
  const apiBase = `${env.SHOP_BASE_URL}/api/v1/main`;
  const results = new Map<string, Map<number, Measured>>();
  try {
    for (const size of sizes) {
      await firestoreClient(firestoreHost).clear();
      const seeded = await seedDemoData({ storeSize: size, log: () => {} });
      console.log(
        `  ${seeded.counts.products} store products seeded (${(seeded.durationMs / 1000).toFixed(0)} s); measuring ${runs} runs of each read...`,
      );
      for (const operation of operations(firestoreHost, apiBase, 'prd-000001')) {
        const measured = await measure(operation, runs);
        if (!results.has(operation.name)) results.set(operation.name, new Map());
        results.get(operation.name)!.set(size, measured);
      }
    }
  } finally {
    await stack.stop();
  }

  const smallest = sizes[0]!;
  const largest = sizes.at(-1)!;
  const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);
  console.log(
    `  ${'read'.padEnd(38)} ${sizes.map((size) => `${size.toLocaleString('en')} products: p50 / p95 / reads`.padStart(40)).join(' ')}`,
  );
  let ok = true;
  const all = operations(firestoreHost, apiBase, 'prd-000001');
  for (const [name, bySize] of results) {
    const cells = sizes.map((size) => {
      const { latenciesMs, reads } = bySize.get(size)!;
      return `${ms(percentile(latenciesMs, 50))} / ${ms(percentile(latenciesMs, 95))} / ${String(reads).padStart(4)}`.padStart(
        40,
      );
    });
    const { grows, readCap } = all.find((operation) => operation.name === name)!;
    const p95Small = percentile(bySize.get(smallest)!.latenciesMs, 95);
    const p95Large = percentile(bySize.get(largest)!.latenciesMs, 95);
    const ratio = p95Large / p95Small;
    // Reads past the read's bound: the smaller store's count, or the shop's cap where it has one.
    const tooManyReads =
      readCap === undefined
        ? bySize.get(largest)!.reads > bySize.get(smallest)!.reads
        : sizes.some((size) => bySize.get(size)!.reads > readCap(size));
    const reads =
      readCap === undefined
        ? tooManyReads
          ? 'more reads'
          : 'same reads'
        : `reads ${tooManyReads ? 'over' : 'within'} the cap of ${readCap(largest)}`;
    const verdict = grows
      ? `x${ratio.toFixed(2)} (grows with the matches: not budgeted)`
      : ratio <= GROWTH_BUDGET && !tooManyReads
        ? `x${ratio.toFixed(2)}, ${reads}: within`
        : `x${ratio.toFixed(2)}, ${reads}: MISSED (budget x${GROWTH_BUDGET}, no more reads)`;
    if (!grows && (ratio > GROWTH_BUDGET || tooManyReads)) ok = false;
    console.log(`  ${name.padEnd(38)} ${cells.join(' ')}  ${verdict}`);
  }
  return ok;
}
