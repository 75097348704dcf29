import { IdPipe } from '@esg/platform';

/** A fund id in a path: only its canonical digits (`0x2`, `2.0`, `+2`, ` 2` are 400, never fund 2). */
export const fundIdPipe = () => new IdPipe('fundId');
