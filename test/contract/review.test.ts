// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { setReviewStatus } from '../../server/services/review/reviewRepo.ts';
import { insertDemoReviews } from '../../server/seed/reviews.ts';
import { products } from './fixtures.ts';
import { backendNames } from './backends.ts';
import { setUpTestApp } from './testApp.ts';

const valid = {
  product_id: 101,
  title: 'Lovely flour',
  detail: 'Bakes well.',
  nickname: 'Thandi',
  review_entity: 'product',
  customer_id: null,
  ratings: [{ rating_name: 'Quality', value: 4 }],
};

describe.each(backendNames)('POST /api/review/create (%s)', (backend) => {
  const t = setUpTestApp(backend);

  const create = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/review/create', payload: payload as object });
  /** The product page's query (VSF client): approved reviews of one product. */
  const approvedFor = async (productId: number, statusFilter = true) => {
    const request = encodeURIComponent(
      JSON.stringify({
        _appliedFilters: [
          { attribute: 'product_id', value: { eq: productId }, scope: 'default' },
          ...(statusFilter ? [{ attribute: 'review_status', value: { eq: 1 }, scope: 'default' }] : []),
        ],
      }),
    );
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/catalog/ido/review/_search?request_format=search-query&response_format=compact&request=${request}`,
    });
    return res.json().hits as { id: number; title: string }[];
  };

  it('stores a pending review and answers the contract §8.1 result', async () => {
    const res = await create({ review: valid });
    expect(res.statusCode).toBe(200);
    const { code, result } = res.json();
    expect(code).toBe(200);
    expect(result).toMatchObject({
      title: 'Lovely flour',
      detail: 'Bakes well.',
      nickname: 'Thandi',
      review_entity: 'product',
      review_type: 2,
      review_status: 2,
      entity_pk_value: 101,
      product_id: 101,
      customer_id: null,
      store_id: 1,
      stores: [0, 1],
      ratings: [{ rating_name: 'Quality', value: 4, percent: 80, rating_id: 1 }],
    });
    expect(result.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const { rows } = await t.db.query<{ doc: { review_status: number } }>("select doc from catalog_entity where entity = 'review' and id = $1", [
      String(result.id),
    ]);
    expect(rows[0].doc.review_status).toBe(2);
  });

  it('keeps a review out of the listing until an operator approves it', async () => {
    const { result } = (await create({ review: { ...valid, product_id: 102, title: 'Crunchy' } })).json();
    expect(await approvedFor(102)).toEqual([]);
    // Pending reviews stay hidden even when the query does not ask for approved ones.
    expect(await approvedFor(102, false)).toEqual([]);
    expect(await setReviewStatus(t.db, String(result.id), 1)).toBe(true);
    expect((await approvedFor(102)).map((r) => [r.id, r.title])).toEqual([[result.id, 'Crunchy']]);
    expect(await setReviewStatus(t.db, '999999', 1)).toBe(false);
  });

  it('drops a customer_id that no token proves (the old client sent it without one)', async () => {
    const { result } = (await create({ review: { ...valid, customer_id: 5 } })).json();
    expect(result).toMatchObject({ customer_id: null, review_type: 2 });
  });

  it.each([
    ['no review', {}, ['review is required']],
    ['a string product_id', { review: { ...valid, product_id: '101' } }, ['product_id must be the integer id of a product']],
    ['an unknown product', { review: { ...valid, product_id: 999 } }, ['product_id must be the integer id of a product']],
    ['empty texts', { review: { ...valid, title: ' ', detail: '', nickname: undefined } }, ['title is required', 'detail is required', 'nickname is required']],
    [
      'a rating of 6 and of 0',
      { review: { ...valid, ratings: [{ rating_name: 'Quality', value: 6 }, { value: 0 }] } },
      ['ratings[0].value must be a whole number from 1 to 5', 'ratings[1].value must be a whole number from 1 to 5'],
    ],
    ['another entity', { review: { ...valid, review_entity: 'category' } }, ["review_entity must be 'product'"]],
    ['a text customer_id', { review: { ...valid, customer_id: 'x' } }, ['customer_id must be an integer or null']],
  ])('refuses %s with 400 and the reasons', async (_name, body, reasons) => {
    const before = (await t.db.query<{ n: number }>("select count(*)::int as n from catalog_entity where entity = 'review'")).rows[0].n;
    const res = await create(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, result: reasons });
    expect((await t.db.query<{ n: number }>("select count(*)::int as n from catalog_entity where entity = 'review'")).rows[0].n).toBe(before);
  });

  it('seeds approved demo reviews that the product page finds', async () => {
    const n = await t.db.transaction((tx) => insertDemoReviews(tx, products));
    expect(n).toBeGreaterThanOrEqual(2);
    const reviews = await approvedFor(101);
    expect(reviews.length).toBeGreaterThanOrEqual(2);
  });
});
