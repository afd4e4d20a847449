-- Rate-limit counters shared by every instance (hit-counters.ts): one row per limiter and client,
-- counting hits until reset_at (the database's clock, the same for every instance). UNLOGGED: a
-- counter is worth losing in a database crash, and a hit then costs no WAL flush.
CREATE UNLOGGED TABLE rate_limit_hits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_hits_reset_at ON rate_limit_hits (reset_at);
