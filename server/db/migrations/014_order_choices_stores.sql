-- Issue 14: what a line stands for in words, the checkout's custom parameters, and the stores.

-- The chosen attributes, custom options and bundle picks as [{label, value}], as they were named
-- when the order was placed (a later catalogue change must not rewrite an order).
ALTER TABLE shop_order_item ADD COLUMN IF NOT EXISTS options jsonb;

-- Spec 000 §3 customParameters: {storeSelect, PONumber, comment}, only the fields given.
ALTER TABLE shop_order ADD COLUMN IF NOT EXISTS custom_parameters jsonb;

-- The shop's stores and pick-up points (store locator; "collect in store" picks one by code).
-- The rows are shop data: an operator adds, changes or retires them (active = false) with SQL.
CREATE TABLE IF NOT EXISTS store_location (
  code           text        PRIMARY KEY CHECK (code ~ '^[a-z0-9-]{1,40}$'),
  kind           text        NOT NULL CHECK (kind IN ('store', 'pickup')),
  name           text        NOT NULL,
  street         text        NOT NULL,
  suburb         text,
  city           text        NOT NULL,
  region         text,
  postcode       text        NOT NULL,
  country_id     text        NOT NULL DEFAULT 'ZA',
  phone          text,
  -- [{"days": "Mon–Fri", "hours": "08:00–18:00"}, …]: shown as written.
  opening_hours  jsonb       NOT NULL DEFAULT '[]'::jsonb,
  latitude       numeric(9,6),
  longitude      numeric(9,6),
  position       integer     NOT NULL DEFAULT 0,
  active         boolean     NOT NULL DEFAULT true
);

-- Demo stores of the demo shop (the "Cape Town store" of the collect-in-store method among them).
INSERT INTO store_location (code, kind, name, street, suburb, city, region, postcode, phone, opening_hours, latitude, longitude, position) VALUES
  ('cape-town', 'store', 'Cape Town store', '112 Bree Street', 'Cape Town City Centre', 'Cape Town', 'Western Cape', '8001', '+27 21 555 0142',
   '[{"days":"Mon–Fri","hours":"08:00–18:00"},{"days":"Sat","hours":"09:00–15:00"},{"days":"Sun","hours":"Closed"}]', -33.919300, 18.418000, 1),
  ('stellenbosch', 'pickup', 'Stellenbosch pick-up point', '34 Dorp Street', 'Stellenbosch Central', 'Stellenbosch', 'Western Cape', '7600', '+27 21 555 0177',
   '[{"days":"Mon–Fri","hours":"09:00–17:00"},{"days":"Sat","hours":"09:00–13:00"}]', -33.938900, 18.861800, 2),
  ('johannesburg', 'store', 'Johannesburg store', '44 Stanley Avenue', 'Milpark', 'Johannesburg', 'Gauteng', '2092', '+27 11 555 0190',
   '[{"days":"Mon–Fri","hours":"08:30–18:00"},{"days":"Sat–Sun","hours":"09:00–14:00"}]', -26.183600, 28.017900, 3),
  ('durban', 'pickup', 'Durban pick-up point', '275 Florida Road', 'Morningside', 'Durban', 'KwaZulu-Natal', '4001', '+27 31 555 0123',
   '[{"days":"Mon–Fri","hours":"09:00–17:30"},{"days":"Sat","hours":"09:00–12:00"}]', -29.829400, 31.009900, 4)
ON CONFLICT (code) DO NOTHING;
