import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { toCartItem } from '../../domain/cartLineFromProduct';
import { simpleProduct } from '../../../test/support/catalogFixtures';
import { QtyInput } from './QtyInput';

beforeAll(() => initI18n('en-US'));
afterEach(cleanup);

function setup(stock = { qty: 5, is_in_stock: true }) {
  const onQty = vi.fn();
  const onZero = vi.fn();
  render(<QtyInput item={toCartItem(simpleProduct({ stock }), 2)} onQty={onQty} onZero={onZero} />);
  return { onQty, onZero, input: screen.getByRole('textbox', { name: 'Quantity of Organic Almond Flour 1kg' }) };
}

describe('QtyInput (spec 001 §5 messages)', () => {
  it.each([
    ['1.5', 'Quantity must be positive integer'],
    ['-2', 'Quantity must be above 0'],
    ['10000', 'Quantity must be below 10000'],
    ['6', 'Only 5 products of this type are available'],
  ])('%s shows "%s" and changes nothing', async (typed, message) => {
    const { input, onQty } = setup();
    await userEvent.clear(input);
    await userEvent.type(input, `${typed}{Enter}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(onQty).not.toHaveBeenCalled();
  });

  it('a valid quantity is applied; 0 asks to remove', async () => {
    const { input, onQty, onZero } = setup();
    await userEvent.clear(input);
    await userEvent.type(input, '4{Enter}');
    expect(onQty).toHaveBeenCalledWith(4);
    await userEvent.clear(input);
    await userEvent.type(input, '0{Enter}');
    expect(onZero).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
