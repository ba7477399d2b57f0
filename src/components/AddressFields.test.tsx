import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/support/renderWithProviders';
import { ACCOUNT_FIELDS, addressErrors, BILLING_FIELDS, emptyAddress, SHIPPING_FIELDS, type Address, type OptionalAddressField } from '../domain/address';
import { AddressFields } from './AddressFields';

/** The component as a form uses it: controlled, validated on submit with the shared rules. */
function Form({
  show,
  section,
  wording,
  start,
}: {
  show: readonly OptionalAddressField[];
  section: 'shipping' | 'billing';
  wording?: 'checkout' | 'account';
  start?: Partial<Address>;
}) {
  const [value, setValue] = useState<Address>({ ...emptyAddress(), ...start });
  const [errors, setErrors] = useState({});
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        setErrors(addressErrors(value, show));
      }}
    >
      <AddressFields value={value} errors={errors} onChange={setValue} section={section} show={show} wording={wording} />
      <output data-testid="value">{JSON.stringify(value)}</output>
      <button type="submit">Check</button>
    </form>
  );
}

const current = () => JSON.parse(screen.getByTestId('value').textContent ?? '{}') as Address;

describe('AddressFields in the checkout', () => {
  it('shipping: apartment, suburb and a province list for South Africa, with shipping autofill tokens', async () => {
    const { user } = await renderWithProviders(<Form show={SHIPPING_FIELDS} section="shipping" />);
    expect(screen.getByLabelText(/Street address/)).toHaveAttribute('autocomplete', 'shipping address-line1');
    expect(screen.getByLabelText(/Apartment, unit or complex/)).toHaveAttribute('autocomplete', 'shipping address-line2');
    expect(screen.getByLabelText(/Suburb/)).toHaveAttribute('autocomplete', 'shipping address-level3');
    expect(screen.queryByLabelText(/Tax ID/)).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Province / State' }), 'Gauteng');
    expect(current().state).toBe('Gauteng');
    // Another country: the province is cleared and typed instead of chosen.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'BW');
    expect(current()).toMatchObject({ country: 'BW', state: '' });
    expect(screen.getByRole('textbox', { name: 'Province / State' })).toHaveValue('');
  });

  it('shipping: shows the spec messages of the shared rules on submit', async () => {
    const { user } = await renderWithProviders(<Form show={SHIPPING_FIELDS} section="shipping" start={{ firstName: 'T', zipCode: '80' }} />);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText('Name must have at least 2 letters')).toBeInTheDocument();
    expect(screen.getByText('Zip-code must have at least 3 letters')).toBeInTheDocument();
    // last name, street, city, province, phone
    expect(screen.getAllByText('Field is required')).toHaveLength(5);
    expect(screen.getByLabelText(/First name/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('billing: company and tax ID, no province, with billing autofill tokens', async () => {
    const { user } = await renderWithProviders(<Form show={BILLING_FIELDS} section="billing" />);
    expect(screen.getByLabelText(/Company/)).toHaveAttribute('autocomplete', 'billing organization');
    expect(screen.getByLabelText(/Street address/)).toHaveAttribute('autocomplete', 'billing street-address');
    expect(screen.queryByLabelText(/Province/)).toBeNull();
    expect(screen.queryByLabelText(/Suburb/)).toBeNull();
    await user.type(screen.getByLabelText(/Tax ID/), 'AB');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText('Tax ID must have at least 3 letters')).toBeInTheDocument();
    expect(current().taxId).toBe('AB');
  });
});

describe('AddressFields in the account', () => {
  it('uses the account wording and requires the state/province', async () => {
    const { user } = await renderWithProviders(
      <Form
        show={ACCOUNT_FIELDS}
        section="shipping"
        wording="account"
        start={{ firstName: 'Thandi', lastName: 'Nkosi', streetAddress: '1 Long St', city: 'Durban', zipCode: '4001', phoneNumber: '082' }}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Street name' })).toHaveValue('1 Long St');
    expect(screen.getByLabelText(/House\/apartment number/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Company name/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Zip-code' })).toHaveValue('4001');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getAllByText('Field is required')).toHaveLength(1);
    await user.selectOptions(screen.getByRole('combobox', { name: 'State/province' }), 'KwaZulu-Natal');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.queryByText('Field is required')).toBeNull();
  });
});
