-- Payments (issue 4, DESIGN decision 8). An order waiting for payment is a shop_order with status
-- 'pending'; it becomes 'processing' when a payment attempt is paid, or 'canceled' when its attempt
-- is canceled or fails (a new attempt for the same order reopens it: retry). payment_state sits
-- beside the status. Every transition is a conditional UPDATE, so concurrent provider callbacks or
-- replayed return URLs cannot move a record twice, and a paid order is never canceled afterwards.
ALTER TABLE shop_order
  ADD CONSTRAINT shop_order_payment_state_check CHECK (payment_state IN ('pending','paid','canceled','failed'));
ALTER TABLE shop_order ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

-- One row per payment attempt (a checkout created at a provider).
--   reference           our id of the attempt at the (sandbox) provider, unique over all providers:
--                       card checkout id, PayGate PAY_REQUEST_ID, PayJustNow checkout token,
--                       iKhokha paylink id, Zapper payment intent, PayPal payment id.
--   checkout_reference  the client's checkoutReference (the order's order_id).
--   provider_ids        the provider's further ids (client secret, resourcePath, paymentCode…).
CREATE TABLE payment (
  id                  serial        PRIMARY KEY,
  provider            text          NOT NULL CHECK (provider IN ('zapper','paygate','payjustnow','ikhokha','card','paypal')),
  method_code         text          NOT NULL,
  reference           text          NOT NULL UNIQUE,
  checkout_reference  text          NOT NULL,
  order_ref           integer       NOT NULL REFERENCES shop_order(id) ON DELETE CASCADE,
  amount              numeric(12,2) NOT NULL CHECK (amount >= 0),
  currency            text          NOT NULL,
  state               text          NOT NULL DEFAULT 'pending' CHECK (state IN ('pending','paid','canceled','failed')),
  provider_ids        jsonb         NOT NULL DEFAULT '{}',
  return_url          text          NOT NULL,
  created_at          timestamptz   NOT NULL DEFAULT now(),
  updated_at          timestamptz   NOT NULL DEFAULT now(),
  settled_at          timestamptz
);
CREATE INDEX payment_order_idx ON payment (order_ref, created_at DESC);
CREATE INDEX payment_checkout_reference_idx ON payment (checkout_reference, created_at DESC);
-- At most one paid attempt per order: a second provider success can never charge the order twice.
CREATE UNIQUE INDEX payment_one_paid_per_order_idx ON payment (order_ref) WHERE state = 'paid';

-- Audit trail: one row per transition that really happened (tests count them to prove that
-- concurrent callbacks transition once).
CREATE TABLE payment_event (
  id          serial      PRIMARY KEY,
  payment_id  integer     NOT NULL REFERENCES payment(id) ON DELETE CASCADE,
  from_state  text        NOT NULL,
  to_state    text        NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_event_payment_idx ON payment_event (payment_id);
