import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

/** Notification of spec 000 §3: id, type, message, action1, timeout, timeToLive, hasNoTimeout. */
export interface NotificationAction {
  /** i18n key of the button label. */
  label: string;
  /** A plain action type dispatched when the button is pressed (data, so it survives persistence). */
  action?: { type: string; payload?: unknown };
}

export interface AppNotification {
  id: string;
  type: 'success' | 'info' | 'warning' | 'error';
  /** Already-translated text or an i18n key; see features/notifications. */
  message: string;
  messageParams?: Record<string, string | number>;
  action1?: NotificationAction;
  action2?: NotificationAction;
  timeToLive?: number;
  hasNoTimeout?: boolean;
}

export interface NotificationsState {
  items: AppNotification[];
}

const initialState: NotificationsState = { items: [] };

const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    notificationShown: {
      reducer(state, action: PayloadAction<AppNotification>) {
        // De-duplicated against the last one (spec 000 §4 Notifications).
        const last = state.items[state.items.length - 1];
        if (last && last.message === action.payload.message && last.type === action.payload.type) return;
        state.items.push(action.payload);
      },
      prepare(n: Omit<AppNotification, 'id'> & { id?: string }) {
        return { payload: { ...n, id: n.id ?? nanoid() } };
      },
    },
    notificationRemoved(state, action: PayloadAction<string>) {
      state.items = state.items.filter((n) => n.id !== action.payload);
    },
  },
});

export const { notificationShown, notificationRemoved } = notificationsSlice.actions;
export default notificationsSlice.reducer;
