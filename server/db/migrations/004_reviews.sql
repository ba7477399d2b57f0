-- Reviews (contract §8.1) are documents of entity 'review' in catalog_entity, as in the VSF
-- index, so the catalogue search serves them (approved ones: review_status 1). New reviews get
-- their id from this sequence; product pages look reviews up by product_id.
CREATE SEQUENCE review_id_seq START 1000;
CREATE INDEX catalog_entity_review_product_idx ON catalog_entity ((doc->>'product_id'), (doc->>'review_status')) WHERE entity = 'review';
