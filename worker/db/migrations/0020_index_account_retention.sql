-- The retention job (worker/jobs/retention.ts) removes e-mailed links past their time and
-- sign-in blocks past what support needs, reading each through an index.
CREATE INDEX account_links_expires ON account_links (expires_at);
CREATE INDEX sign_in_blocks_created ON sign_in_blocks (created_at);
