-- The demo's home banner and About page used to claim "8 000" products the demo does not have
-- (issue 14). Databases seeded before keep their texts, so the claim is taken out here, only where
-- the demo's own sentence is still word for word as seeded: an operator's own text is left alone.
UPDATE catalog_entity
   SET doc = jsonb_set(doc, '{content}', to_jsonb(replace(doc->>'content',
         '<p>Over 8 000 health and diet products, delivered across South Africa.</p>',
         '<p>Pantry staples, superfoods and natural beauty, delivered across South Africa.</p>')))
 WHERE entity = 'cms_block'
   AND doc->>'content' LIKE '%<p>Over 8 000 health and diet products, delivered across South Africa.</p>%';

UPDATE catalog_entity
   SET doc = jsonb_set(doc, '{content}', to_jsonb(replace(doc->>'content',
         'Today we deliver more than 8 000 health, diet and eco products',
         'Today we deliver health, diet and eco products')))
 WHERE entity = 'cms_page'
   AND doc->>'content' LIKE '%Today we deliver more than 8 000 health, diet and eco products%';
