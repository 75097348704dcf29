import { queryKeys } from '@esg/contracts/query-keys';

export const climateKeys = queryKeys.climate;
