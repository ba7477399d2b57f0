import { currentStoreView } from '../../lib/config';
import type { CheckoutState } from './checkoutSlice';

/** The empty checkout, apart from its reducer (see cart/cartInitialState.ts). */
export const initialCheckoutState: CheckoutState = {
  personalDetails: { firstName: '', lastName: '', emailAddress: '', createAccount: false },
  shippingDetails: {
    firstName: '',
    lastName: '',
    // The store view's country (ZA, DE, IT): the address its taxes and shipping start from.
    country: currentStoreView().tax.defaultCountry,
    streetAddress: '',
    apartmentNumber: '',
    suburb: '',
    city: '',
    state: '',
    region_id: 0,
    zipCode: '',
    phoneNumber: '',
    shippingMethod: '',
    shippingCarrier: '',
    additionalInformation: '',
  },
  paymentDetails: { paymentMethod: 'cashondelivery', paymentMethodAdditional: {} },
  shippingMethods: [],
  customParameters: {},
  collectStore: null,
  modifiedAt: 0,
  isThankYouPage: false,
  placedSummary: null,
  drafts: {},
};
