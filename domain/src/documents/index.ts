/**
 * The Firestore documents, one type per collection in docs/data-model.md, one module per
 * group of collections. Document ids are not part of the stored data; a read adds them with WithId. Money is Cents everywhere.
 */
export * from './collections';

export * from './products';

export * from './visitors';

export * from './orders';

export * from './shop';
