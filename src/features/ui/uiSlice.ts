import { createSlice } from '@reduxjs/toolkit';

/** UI flags of spec 001 §9: sidebar, microcart, wishlist, search panel, newsletter popup, overlay, loader, auth element. */
export interface UiState {
  sidebar: boolean;
  microcart: boolean;
  wishlist: boolean;
  searchpanel: boolean;
  newsletterPopup: boolean;
  loader: boolean;
  authElem: 'login' | 'register' | 'forgot-pass';
  signUpOpen: boolean;
  online: boolean;
}

const initialState: UiState = {
  sidebar: false,
  microcart: false,
  wishlist: false,
  searchpanel: false,
  newsletterPopup: false,
  loader: false,
  authElem: 'login',
  signUpOpen: false,
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
};

const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    microcartToggled(state, action: { payload: boolean | undefined }) {
      state.microcart = action.payload ?? !state.microcart;
    },
    sidebarToggled(state, action: { payload: boolean | undefined }) {
      state.sidebar = action.payload ?? !state.sidebar;
    },
    searchPanelToggled(state, action: { payload: boolean | undefined }) {
      state.searchpanel = action.payload ?? !state.searchpanel;
    },
    wishlistToggled(state, action: { payload: boolean | undefined }) {
      state.wishlist = action.payload ?? !state.wishlist;
    },
    newsletterPopupToggled(state, action: { payload: boolean | undefined }) {
      state.newsletterPopup = action.payload ?? !state.newsletterPopup;
    },
    /** The sign-up modal (login / register / forgot password), opened e.g. when a session ends (spec 001 §4). */
    signUpToggled(state, action: { payload: { open: boolean; elem?: UiState['authElem'] } }) {
      state.signUpOpen = action.payload.open;
      if (action.payload.elem) state.authElem = action.payload.elem;
    },
    authElemChanged(state, action: { payload: UiState['authElem'] }) {
      state.authElem = action.payload;
    },
    wentOnline(state) {
      state.online = true;
    },
    wentOffline(state) {
      state.online = false;
    },
  },
});

export const { microcartToggled, sidebarToggled, searchPanelToggled, signUpToggled, authElemChanged, wentOnline, wentOffline } = uiSlice.actions;
export const { wishlistToggled, newsletterPopupToggled } = uiSlice.actions;
export default uiSlice.reducer;
