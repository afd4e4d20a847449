import { randomFillSync } from 'node:crypto';

/** A client's or proxy's X-Request-Id is kept when it is a plain token of this shape. */
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,64}$/;

/** Ids made from one draw of random bytes. */
const IDS_PER_DRAW = 256;
/** Hex digits per id: 128 random bits, as many as a UUID carries (122 of its 128). */
const ID_DIGITS = 32;

const bytes = Buffer.alloc((IDS_PER_DRAW * ID_DIGITS) / 2);
let digits = '';
let next = 0;

/**
 * A new request id: 32 random hex digits. They are cut from one flat string of hex made per 256
 * ids, so an id is a slice of it. A UUID (crypto.randomUUID) is put together from 20 pieces, and
 * flattening it again in the header check and the log line made it a visible share of a ready
 * answer's cost (docs/benchmarks.md, throughput).
 */
export function newRequestId(): string {
  if (next >= digits.length) {
    randomFillSync(bytes);
    digits = bytes.toString('hex');
    next = 0;
  }
  const id = digits.slice(next, next + ID_DIGITS);
  next += ID_DIGITS;
  return id;
}

/** The id a request is answered and logged under: the one it came with when well formed, else a new one. */
export function requestIdFor(given: string | string[] | undefined): string {
  return typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : newRequestId();
}
