/**
 * Shape of the single DynamoDB table, used by the CDK stack and by the local stack so both
 * create the same keys and indexes. All key attributes are strings.
 */
export const TABLE_PARTITION_KEY = 'PK';
export const TABLE_SORT_KEY = 'SK';

export interface GlobalIndex {
  name: string;
  partitionKey: string;
  sortKey: string;
}

/** Secondary indexes, named after the access pattern they serve. None is needed yet. */
export const globalIndexes: readonly GlobalIndex[] = [];
