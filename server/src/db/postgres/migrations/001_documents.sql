-- Documents of every collection (document-store.ts): the id is unique within its collection.
-- Per-collection indexes on document fields are declared by the repositories and made at start
-- (pg-indexes.ts).
CREATE TABLE documents (
  collection text NOT NULL,
  id text NOT NULL,
  doc jsonb NOT NULL,
  PRIMARY KEY (collection, id)
);

-- Numbers the sequence fields (e.g. the audit trail's order) across every instance.
CREATE SEQUENCE document_seq;

-- 32-byte keys shared by every instance (the form-token signing key).
CREATE TABLE secrets (
  name text PRIMARY KEY,
  value bytea NOT NULL CHECK (length(value) = 32),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Uploaded pictures and their variants: every instance serves every upload.
CREATE TABLE uploads (
  name text PRIMARY KEY,
  data bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
