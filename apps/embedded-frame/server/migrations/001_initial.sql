-- The frame server's first schema. Times are milliseconds since 1970 (BIGINT). Users and everything that
-- leads to them (devices, sessions, codes, device approvals, social logins) belong to one project: the same
-- e-mail in two projects is two users with two keys (review finding H4).

CREATE TABLE users (
  id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL,
  email TEXT,
  subject TEXT,
  user_name TEXT,
  address TEXT NOT NULL,
  key_iv TEXT NOT NULL,
  key_ciphertext TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  UNIQUE (project_id, email),
  UNIQUE (project_id, subject)
);

CREATE TABLE devices (
  project_id TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  device_id TEXT NOT NULL,
  approved_at BIGINT,
  PRIMARY KEY (project_id, user_id, device_id)
);

CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  project_id TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  device_id TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL,
  last_used_at BIGINT,
  -- The device's public key, when the frame registers one with the session.
  device_key TEXT
);
CREATE INDEX sessions_user ON sessions (project_id, user_id);
CREATE INDEX sessions_expires ON sessions (expires_at);

-- code_hash: HMAC-SHA256 of the code under a key derived from the master key (a bare hash of six digits is
-- reversed at once).
CREATE TABLE codes (
  id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL,
  purpose TEXT NOT NULL,
  email TEXT NOT NULL,
  device_id TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  user_id TEXT,
  new_email TEXT,
  attempts INTEGER NOT NULL DEFAULT 0,
  used BOOLEAN NOT NULL DEFAULT FALSE,
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL
);
CREATE INDEX codes_device ON codes (project_id, device_id, purpose, created_at DESC);
CREATE INDEX codes_expires ON codes (expires_at);

-- What the approval page shows: when, from which browser (user_agent), which site (app_origin, only when it is
-- one of the project's allowed origins) and which client address (ip) asked.
CREATE TABLE device_approvals (
  token_hash TEXT PRIMARY KEY,
  project_id TEXT NOT NULL,
  device_id TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email TEXT NOT NULL,
  approved BOOLEAN NOT NULL DEFAULT FALSE,
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL,
  user_agent TEXT,
  app_origin TEXT,
  ip TEXT
);
CREATE INDEX device_approvals_device ON device_approvals (project_id, device_id, expires_at DESC);
CREATE INDEX device_approvals_expires ON device_approvals (expires_at);

CREATE TABLE social_logins (
  state TEXT PRIMARY KEY,
  project_id TEXT NOT NULL,
  provider TEXT NOT NULL,
  device_id TEXT NOT NULL,
  app_origin TEXT NOT NULL,
  code_verifier TEXT NOT NULL,
  nonce TEXT NOT NULL,
  expires_at BIGINT NOT NULL
);
CREATE INDEX social_logins_expires ON social_logins (expires_at);

-- The dev mailbox only (production hands mail to its relay and keeps none).
CREATE TABLE mail (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  to_addr TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE INDEX mail_to ON mail (to_addr, id DESC);
CREATE INDEX mail_created ON mail (created_at);

-- Rate-limit counters, one row per (bucket, key), a fixed window that starts at the key's first hit; shared by
-- every instance on the same database.
CREATE TABLE rate_limits (
  bucket TEXT NOT NULL,
  key TEXT NOT NULL,
  count INTEGER NOT NULL,
  window_start BIGINT NOT NULL,
  expires_at BIGINT NOT NULL,
  PRIMARY KEY (bucket, key)
);
CREATE INDEX rate_limits_expires ON rate_limits (expires_at);
