-- The demo's delivery page and "free delivery" block named R 75 and free delivery over R 650, while
-- the shop charges the courier R 65 and delivers free from R 600 (src/domain/shipping.ts). The seed
-- now writes the amounts from the code; databases seeded before are corrected here, only where the
-- demo's own sentence is still word for word as seeded: an operator's own text is left alone.
-- One statement for the page and the block: each sentence occurs in only one of them.
UPDATE catalog_entity
   SET doc = jsonb_set(doc, '{content}', to_jsonb(
         replace(replace(replace(doc->>'content',
           '<li>Standard delivery: R 75</li>', '<li>Standard delivery: R 65</li>'),
           '<li>Free delivery on orders over R 650</li>', '<li>Free delivery on orders over R 600</li>'),
           '<p><strong>Free delivery</strong> on orders over R 650 to main centres.</p>',
           '<p><strong>Free delivery</strong> on orders over R 600 to main centres.</p>')))
 WHERE entity IN ('cms_page', 'cms_block')
   AND (doc->>'content' LIKE '%<li>Standard delivery: R 75</li>%'
     OR doc->>'content' LIKE '%<li>Free delivery on orders over R 650</li>%'
     OR doc->>'content' LIKE '%<p><strong>Free delivery</strong> on orders over R 650 to main centres.</p>%');
