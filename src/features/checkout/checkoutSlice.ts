import { createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import type { ShippingMethod } from '../cart/cartSlice';
import type { Address } from '../../domain/address';
import type { CustomParameters } from '../../domain/validation';
import { currentStoreView } from '../../lib/config';
import type { ShownSegment } from '../cart/cartApi';
import type { SummaryLine } from './summaryLine';

/** Checkout data of spec 000 §3 (the fields this issue collects; the rest come with accounts/payments). */
export interface PersonalDetails {
  firstName: string;
  lastName: string;
  emailAddress: string;
  password?: string;
  createAccount: boolean;
}

export interface ShippingDetails extends Address {
  apartmentNumber: string;
  suburb: string;
  state: string;
  region_id: number;
  shippingMethod: string;
  shippingCarrier: string;
  additionalInformation: string;
}

/** Billing address of spec 000 §3 (used when it is not the shipping address): company and tax ID, no region. */
export type BillingAddress = Address;

export const emptyBillingAddress: BillingAddress = {
  firstName: '',
  lastName: '',
  company: '',
  taxId: '',
  streetAddress: '',
  city: '',
  zipCode: '',
  country: currentStoreView().tax.defaultCountry,
  phoneNumber: '',
};

export interface PaymentDetails {
  paymentMethod: string;
  paymentMethodAdditional: Record<string, unknown>;
  /** Missing in data persisted before billing addresses existed: counts as true. */
  sameAsShipping?: boolean;
  billingAddress?: BillingAddress;
}

export interface CheckoutState {
  personalDetails: PersonalDetails;
  shippingDetails: ShippingDetails;
  paymentDetails: PaymentDetails;
  /** The last shipping methods the server offered (the offline fallback). */
  shippingMethods: ShippingMethod[];
  /** Spec 000 §3: the store to collect from, a purchase-order number, a comment to the shop. */
  customParameters: CustomParameters;
  /** The name and address of the store in customParameters.storeSelect, as the shopper saw them. */
  collectStore: { name: string; address: string } | null;
  modifiedAt: number;
  isThankYouPage: boolean;
  /**
   * What the thank-you page shows of the order just placed (lines, totals, e-mail, parameters),
   * kept on the device: the cart is emptied by the order, and a reload must show the same page.
   */
  placedSummary: PlacedOrderSummary | null;
  /**
   * What the shopper has typed in a step not yet submitted, saved with every key stroke: a page left
   * (or reloaded) in the middle of a form comes back with it (issue 10 write-ahead). Never the password.
   */
  drafts: CheckoutDrafts;
}

export interface PlacedOrderSummary {
  lines: SummaryLine[];
  segments: ShownSegment[];
  email: string;
  customParameters: CustomParameters;
  /** The chosen store's name and address line, when collected in store. */
  store: { name: string; address: string } | null;
}

export interface CheckoutDrafts {
  personal?: Partial<Omit<PersonalDetails, 'password'>>;
  shipping?: Partial<ShippingDetails>;
}

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

const isOrderPlaced = (a: UnknownAction) => a.type === 'order/placeOrder/fulfilled';

const checkoutSlice = createSlice({
  name: 'checkout',
  initialState: initialCheckoutState,
  reducers: {
    personalDetailsSaved(state, action: PayloadAction<PersonalDetails>) {
      state.personalDetails = action.payload;
      state.modifiedAt = Date.now();
      delete state.drafts.personal;
    },
    shippingDetailsSaved(state, action: PayloadAction<ShippingDetails>) {
      state.shippingDetails = action.payload;
      state.modifiedAt = Date.now();
      delete state.drafts.shipping;
    },
    personalDraftChanged(state, action: PayloadAction<PersonalDetails>) {
      const { password, ...fields } = action.payload;
      void password;
      state.drafts.personal = fields;
    },
    shippingDraftChanged(state, action: PayloadAction<ShippingDetails>) {
      state.drafts.shipping = action.payload;
    },
    paymentDetailsSaved(state, action: PayloadAction<PaymentDetails>) {
      state.paymentDetails = action.payload;
      state.modifiedAt = Date.now();
    },
    shippingMethodsReceived(state, action: PayloadAction<ShippingMethod[]>) {
      state.shippingMethods = action.payload;
    },
    customParametersSaved(state, action: PayloadAction<{ params: CustomParameters; store: { name: string; address: string } | null }>) {
      state.customParameters = action.payload.params;
      state.collectStore = action.payload.store;
      state.modifiedAt = Date.now();
    },
    /** Taken just before the order is placed (the cart is still there); shown by the thank-you page. */
    placedSummaryKept(state, action: PayloadAction<PlacedOrderSummary>) {
      state.placedSummary = action.payload;
    },
    thankYouPageLeft(state) {
      state.isThankYouPage = false;
    },
    /** A provider confirmed the payment (/order/status): as after placement, the password is dropped. */
    onlineOrderPaid(state) {
      delete state.personalDetails.password;
      state.personalDetails.createAccount = false;
    },
  },
  extraReducers: (builder) => {
    builder
      // Spec 000 §4 Orders: after placement the password is dropped; the thank-you state shows.
      .addMatcher(isOrderPlaced, (state) => {
        state.isThankYouPage = true;
        // The store, a PO number and a comment belong to that order, not to the next one.
        state.customParameters = {};
        state.collectStore = null;
        state.drafts = {};
        delete state.personalDetails.password;
        state.personalDetails.createAccount = false;
      })
      // Spec 001 §4: after login the personal details are prefilled from the profile.
      .addMatcher(
        (a): a is UnknownAction & { payload: { firstname?: string; lastname?: string; email?: string } } => a.type === 'user/profileLoaded',
        (state, action) => {
          const { firstname, lastname, email } = action.payload;
          const p = state.personalDetails;
          state.personalDetails = { ...p, firstName: firstname ?? p.firstName, lastName: lastname ?? p.lastName, emailAddress: email ?? p.emailAddress };
        },
      )
      // Spec 001 §4 "Clearing the user" blanks the saved personal, shipping and payment details.
      .addMatcher(
        (a) => a.type === 'user/userLoggedOut',
        (state) => ({ ...initialCheckoutState, shippingMethods: state.shippingMethods }),
      )
      // Shopping again after an order leaves the thank-you state.
      .addMatcher(
        (a) => a.type === 'cart/itemAdded',
        (state) => {
          state.isThankYouPage = false;
        },
      );
  },
});

export const {
  personalDetailsSaved,
  shippingDetailsSaved,
  personalDraftChanged,
  shippingDraftChanged,
  paymentDetailsSaved,
  shippingMethodsReceived,
  thankYouPageLeft,
  onlineOrderPaid,
  customParametersSaved,
  placedSummaryKept,
} = checkoutSlice.actions;

/** Spec 000 §4: the shopper counts as in checkout when it was modified within the last 30 minutes. */
export const CHECKOUT_WINDOW_MS = 1_800_000;
export const selectIsUserInCheckout = (state: RootState, now = Date.now()) => now - state.checkout.modifiedAt < CHECKOUT_WINDOW_MS;
export const selectCheckout = (state: RootState) => state.checkout;

export default checkoutSlice.reducer;
