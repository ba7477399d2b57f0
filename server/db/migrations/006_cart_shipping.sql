-- The shipping method chosen for a cart (POST /api/cart/shipping-information), as Magento's quote
-- keeps it: GET /api/cart/totals then keeps charging it after the items change, so the total the
-- shopper sees on the order review equals the one the order stores.
ALTER TABLE cart ADD COLUMN shipping_carrier_code text;
ALTER TABLE cart ADD COLUMN shipping_method_code text;
