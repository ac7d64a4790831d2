-- Nonces handed to user operations that are not included yet (smartAccount/nonces.mjs): two operations of one
-- account sent before the first is included get different nonces, also from two instances of the server.
CREATE TABLE nonce_reservations (
  chain_id BIGINT NOT NULL,
  sender TEXT NOT NULL,
  nonce NUMERIC(78, 0) NOT NULL,
  expires_at BIGINT NOT NULL,
  PRIMARY KEY (chain_id, sender, nonce)
);
CREATE INDEX nonce_reservations_expires_at ON nonce_reservations (expires_at);
