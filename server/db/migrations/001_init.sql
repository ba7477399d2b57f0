-- Catalogue documents in the shapes of spec 000 §3 (Vue Storefront / Elasticsearch documents).
-- One table for every entity type, so search, URL mapping and the importer share one path.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE catalog_entity (
  entity      text        NOT NULL CHECK (entity IN ('product','category','attribute','taxrule','cms_page','cms_block','review')),
  id          text        NOT NULL,
  doc         jsonb       NOT NULL,
  sku         text,        -- products only
  url_path    text,        -- products and categories: url_path; cms pages: identifier
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (entity, id)
);
CREATE INDEX catalog_entity_doc_idx ON catalog_entity USING gin (doc jsonb_path_ops);
CREATE UNIQUE INDEX catalog_entity_sku_idx ON catalog_entity (sku) WHERE entity = 'product';
CREATE INDEX catalog_entity_url_idx ON catalog_entity (url_path) WHERE url_path IS NOT NULL;

-- Server carts. A guest cart's id is its masked token (32 hex characters), as Magento's.
CREATE TABLE cart (
  id           text        PRIMARY KEY,
  customer_id  integer,
  coupon_code  text,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE cart_item (
  item_id        serial      PRIMARY KEY,
  cart_id        text        NOT NULL REFERENCES cart(id) ON DELETE CASCADE,
  sku            text        NOT NULL,
  qty            numeric     NOT NULL CHECK (qty > 0),
  product_type   text        NOT NULL,
  product_option jsonb,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cart_item_cart_idx ON cart_item (cart_id);

-- Orders. order_id is the client-made idempotency key (DESIGN decision 5): unique, so the
-- same order sent twice, or in parallel, is stored once.
CREATE TABLE shop_order (
  id                serial        PRIMARY KEY,
  order_id          text          NOT NULL UNIQUE,
  order_number      text          NOT NULL UNIQUE,
  cart_id           text,
  customer_id       integer,
  email             text,
  store_code        text          NOT NULL DEFAULT 'default',
  currency          text          NOT NULL DEFAULT 'ZAR',
  status            text          NOT NULL DEFAULT 'pending' CHECK (status IN ('pending','processing','canceled','complete')),
  payment_state     text          NOT NULL DEFAULT 'pending',
  shipping_method   text,
  payment_method    text,
  subtotal_incl_tax numeric(12,2) NOT NULL,
  shipping_incl_tax numeric(12,2) NOT NULL DEFAULT 0,
  discount          numeric(12,2) NOT NULL DEFAULT 0,
  tax               numeric(12,2) NOT NULL,
  grand_total       numeric(12,2) NOT NULL,
  shipping_address  jsonb,
  billing_address   jsonb,
  request           jsonb         NOT NULL,
  response          jsonb         NOT NULL,
  created_at        timestamptz   NOT NULL DEFAULT now()
);

CREATE TABLE shop_order_item (
  id                 serial        PRIMARY KEY,
  order_ref          integer       NOT NULL REFERENCES shop_order(id) ON DELETE CASCADE,
  sku                text          NOT NULL,
  name               text          NOT NULL,
  qty                numeric       NOT NULL CHECK (qty > 0),
  price              numeric(12,2) NOT NULL,
  price_incl_tax     numeric(12,2) NOT NULL,
  row_total_incl_tax numeric(12,2) NOT NULL,
  product_type       text          NOT NULL,
  product_option     jsonb
);
CREATE INDEX shop_order_item_order_idx ON shop_order_item (order_ref);

CREATE SEQUENCE order_number_seq START 100000001;
