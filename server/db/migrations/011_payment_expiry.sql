-- Abandoned payments (issue 12). An order saved to wait for an online payment (save-pending-order)
-- is marked awaits_payment; one still waiting after PENDING_PAYMENT_TTL is canceled by the sweeper
-- and gives back its stock, coupon use and gift-card amount. Its open attempts become 'expired'.
-- A provider that reports one of those attempts paid afterwards (a late return) is handled in
-- paymentRepo.settlePayment: the order takes its stock again and is paid, or, when that is no
-- longer possible or the order has been paid meanwhile, the attempt is 'refund_due' (never a
-- second payment of one order).
ALTER TABLE shop_order ADD COLUMN awaits_payment boolean NOT NULL DEFAULT false;
UPDATE shop_order SET awaits_payment = true WHERE EXISTS (SELECT 1 FROM payment p WHERE p.order_ref = shop_order.id);
CREATE INDEX shop_order_awaiting_payment_idx ON shop_order (updated_at) WHERE awaits_payment AND status = 'pending';

ALTER TABLE shop_order DROP CONSTRAINT shop_order_payment_state_check;
ALTER TABLE shop_order
  ADD CONSTRAINT shop_order_payment_state_check CHECK (payment_state IN ('pending','paid','canceled','failed','expired'));
ALTER TABLE payment DROP CONSTRAINT payment_state_check;
ALTER TABLE payment
  ADD CONSTRAINT payment_state_check CHECK (state IN ('pending','paid','canceled','failed','expired','refund_due'));
