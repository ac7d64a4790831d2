-- Farcaster login (issue #19): a login in progress is a relay channel bound to the device and a secret the frame
-- holds (only its hash is kept), like social_logins; a user's avatar is the profile picture their login reported.
ALTER TABLE users ADD COLUMN avatar_url TEXT;

CREATE TABLE farcaster_logins (
  secret_hash TEXT PRIMARY KEY,
  project_id TEXT NOT NULL,
  device_id TEXT NOT NULL,
  channel_token TEXT NOT NULL,
  nonce TEXT NOT NULL,
  expires_at BIGINT NOT NULL
);
CREATE INDEX farcaster_logins_expires ON farcaster_logins (expires_at);
