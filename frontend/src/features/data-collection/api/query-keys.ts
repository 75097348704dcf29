import { queryKeys } from '@esg/contracts/query-keys';

/** The data-collection keys of libs/contracts (the live-update map names the same ones). */
export const dataCollectionKeys = queryKeys.dataCollection;
