-- Smart accounts (issue #18): the account type each user chose, and the user operations they sent, so
-- wallet_getCallsStatus answers only about a user's own batches.
ALTER TABLE users ADD COLUMN account_type TEXT NOT NULL DEFAULT 'eoa' CHECK (account_type IN ('eoa', 'smartAccount'));

CREATE TABLE user_operations (
  user_op_hash TEXT NOT NULL,
  project_id TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  chain_id BIGINT NOT NULL,
  created_at BIGINT NOT NULL,
  PRIMARY KEY (project_id, user_id, user_op_hash)
);
