-- Approvals the server demands before it signs (review finding M6): one row per request the frame showed,
-- bound to the session and to a hash of the exact request; redeemed once, with the device key's signature.
CREATE TABLE approvals (
  id TEXT PRIMARY KEY,
  token_hash TEXT NOT NULL REFERENCES sessions (token_hash) ON DELETE CASCADE ON UPDATE CASCADE,
  request_hash TEXT NOT NULL,
  challenge TEXT NOT NULL,
  used BOOLEAN NOT NULL DEFAULT FALSE,
  expires_at BIGINT NOT NULL
);
CREATE INDEX approvals_session ON approvals (token_hash, used, expires_at);
CREATE INDEX approvals_expires ON approvals (expires_at);

-- A social login is redeemed only with the secret the frame that started it holds (C1): its hash is kept.
ALTER TABLE social_logins ADD COLUMN secret_hash TEXT NOT NULL DEFAULT '';

-- E-mail changes, so the old address can undo one within a window (H5).
CREATE TABLE email_changes (
  token_hash TEXT PRIMARY KEY,
  project_id TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  old_email TEXT NOT NULL,
  new_email TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL,
  undone BOOLEAN NOT NULL DEFAULT FALSE
);
CREATE INDEX email_changes_expires ON email_changes (expires_at);
