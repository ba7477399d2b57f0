import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/support/renderWithProviders';
import type { SearchQueryBody } from '../../api/catalog';
import { catalogHandlers } from '../../../test/support/catalogHandlers';
import { ProductReviews, useProductReviews } from './ProductReviews';
import { setUpMswServer } from '../../../test/support/mswServer';

const server = setUpMswServer();

/** The section as the product page uses it: the page loads the reviews and hands them down. */
function Reviews({ id }: { id: number }) {
  return <ProductReviews product={{ id }} loaded={useProductReviews(id)} />;
}

const reviews = [
  {
    id: 1,
    product_id: 11,
    title: 'Lovely',
    detail: 'Lovely flour, bakes well.',
    nickname: 'Thandi',
    review_status: 1,
    created_at: '2026-01-05T10:00:00Z',
    ratings: [{ rating_name: 'Rating', value: 5 }],
  },
  { id: 2, product_id: 11, title: 'Meh', detail: 'Waiting for approval.', nickname: 'Piet', review_status: 2 },
  { id: 3, product_id: 12, title: 'Other', detail: 'Another product.', nickname: 'Anna', review_status: 1 },
];

function reviewApi(answer: { status: number; body: unknown }) {
  const sent: unknown[] = [];
  const handler = http.post('*/api/review/create', async ({ request }) => {
    sent.push(await request.json());
    return HttpResponse.json(answer.body as Record<string, unknown>, { status: answer.status });
  });
  return { sent, handler };
}

describe('product reviews', () => {
  it('lists only the approved reviews of the product (review_status eq 1, product_id eq)', async () => {
    const seen: SearchQueryBody[] = [];
    server.use(...catalogHandlers({ review: reviews }, seen));
    await renderWithProviders(<Reviews id={11} />);
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('Thandi');
    expect(items[0]).toHaveTextContent('Lovely flour, bakes well.');
    expect(within(items[0]).getByRole('img', { name: 'Rated 5 stars out of 5' })).toBeInTheDocument();
    expect(seen[0]._appliedFilters).toEqual([
      { attribute: 'product_id', value: { eq: 11 }, scope: 'default' },
      { attribute: 'review_status', value: { eq: 1 }, scope: 'default' },
    ]);
  });

  it('sends a new review and says it waits for approval (code 200)', async () => {
    const api = reviewApi({ status: 200, body: { code: 200, result: { id: 9 } } });
    server.use(...catalogHandlers({ review: [] }), api.handler);
    const { user } = await renderWithProviders(<Reviews id={11} />);
    await screen.findByText('No reviews yet. Be the first to review this product.');
    await user.click(screen.getByRole('button', { name: 'Send review' }));
    expect(screen.getAllByText('Field is required')).toHaveLength(1);
    expect(screen.getByText('Please choose a rating.')).toBeInTheDocument();
    expect(api.sent).toEqual([]);
    await user.type(screen.getByLabelText('Your name'), 'Sipho');
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByLabelText('Your review'), 'Great taste, fair price.');
    await user.click(screen.getByRole('button', { name: 'Send review' }));
    expect(await screen.findByRole('status')).toHaveTextContent('It will be published once it has been approved.');
    expect(api.sent).toEqual([
      {
        review: {
          product_id: 11,
          title: 'Great taste, fair price.',
          detail: 'Great taste, fair price.',
          nickname: 'Sipho',
          review_entity: 'product',
          customer_id: null,
          ratings: [{ rating_name: 'Rating', value: 4 }],
        },
      },
    ]);
    expect(screen.getByLabelText('Your name')).toHaveValue('');
  });

  it('is not a success when the answer is not code 200, even with HTTP 200', async () => {
    const api = reviewApi({ status: 200, body: { code: 500, result: 'Review could not be saved' } });
    server.use(...catalogHandlers({ review: [] }), api.handler);
    const { user } = await renderWithProviders(<Reviews id={11} />);
    await user.type(await screen.findByLabelText('Your name'), 'Sipho');
    await user.click(screen.getByRole('radio', { name: '1 star' }));
    await user.type(screen.getByLabelText('Your review'), 'Not for me.');
    await user.click(screen.getByRole('button', { name: 'Send review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your review could not be sent. Please try again.');
    expect(screen.queryByRole('status')).toBeNull();
    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(screen.getByLabelText('Your name')).toHaveValue('Sipho');
  });
});
