-- Accounts (issue 5): customers and addresses, sessions (refresh-token families), login rate
-- limits, password resets, the mail outbox and newsletter subscribers. Nothing here lives in
-- process memory (DESIGN "No server state in process memory"): any API replica can answer.

-- A signing secret generated on first use when AUTH_SECRET is not configured, so every replica
-- on the same database signs and verifies tokens with the same key.
CREATE TABLE app_secret (
  name        text        PRIMARY KEY,
  value       text        NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE customer (
  id              serial      PRIMARY KEY,
  email           text        NOT NULL,
  firstname       text        NOT NULL,
  lastname        text        NOT NULL,
  -- scrypt$N$r$p$salt$hash (base64): salted, slow, parameters kept with the hash.
  password_hash   text        NOT NULL,
  group_id        integer     NOT NULL DEFAULT 1,
  store_id        integer     NOT NULL DEFAULT 1,
  website_id      integer     NOT NULL DEFAULT 1,
  created_in      text        NOT NULL DEFAULT 'Default Store View',
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX customer_email_idx ON customer (lower(email));

CREATE TABLE customer_address (
  id           serial      PRIMARY KEY,
  customer_id  integer     NOT NULL REFERENCES customer(id) ON DELETE CASCADE,
  data         jsonb       NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX customer_address_customer_idx ON customer_address (customer_id);

-- One family per login; every refresh rotates the token inside its family. Presenting a rotated
-- token again revokes the family, and with it every access token carrying its id.
CREATE TABLE auth_family (
  id           text        PRIMARY KEY,
  customer_id  integer     NOT NULL REFERENCES customer(id) ON DELETE CASCADE,
  created_at   timestamptz NOT NULL DEFAULT now(),
  revoked_at   timestamptz
);
CREATE INDEX auth_family_customer_idx ON auth_family (customer_id);

CREATE TABLE refresh_token (
  token_hash   text        PRIMARY KEY,          -- sha256 of the random token; the token is never stored
  family_id    text        NOT NULL REFERENCES auth_family(id) ON DELETE CASCADE,
  customer_id  integer     NOT NULL REFERENCES customer(id) ON DELETE CASCADE,
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  used_at      timestamptz                       -- set when rotated
);
CREATE INDEX refresh_token_family_idx ON refresh_token (family_id);

-- Fixed-window counters: key is 'login:<email>' or 'login-ip:<ip>' (and the like for other limits).
CREATE TABLE rate_counter (
  key           text        NOT NULL,
  window_start  timestamptz NOT NULL,
  count         integer     NOT NULL DEFAULT 0,
  PRIMARY KEY (key, window_start)
);

CREATE TABLE password_reset (
  token_hash   text        PRIMARY KEY,
  customer_id  integer     NOT NULL REFERENCES customer(id) ON DELETE CASCADE,
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  used_at      timestamptz
);

-- Every mail is written here first (in the transaction of what caused it where possible) and
-- delivered after commit by whichever replica claims it.
CREATE TABLE outbox (
  id            serial      PRIMARY KEY,
  kind          text        NOT NULL,            -- password-reset, newsletter-welcome, contact, contact-copy, order-confirmation
  to_address    text        NOT NULL,
  reply_to      text,
  subject       text        NOT NULL,
  text_body     text        NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  attempts      integer     NOT NULL DEFAULT 0,
  locked_until  timestamptz,
  sent_at       timestamptz,
  last_error    text
);
CREATE INDEX outbox_pending_idx ON outbox (id) WHERE sent_at IS NULL;

CREATE TABLE newsletter_subscriber (
  email         text        PRIMARY KEY,         -- lower-cased
  status        text        NOT NULL CHECK (status IN ('subscribed', 'unsubscribed')),
  coupon_code   text        NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);

-- Customer carts have numeric ids (contract §2: numeric cartId + token = customer cart).
CREATE SEQUENCE customer_cart_seq START 1000;
CREATE INDEX cart_customer_idx ON cart (customer_id) WHERE customer_id IS NOT NULL;
CREATE INDEX shop_order_customer_idx ON shop_order (customer_id, created_at DESC) WHERE customer_id IS NOT NULL;
