import { createAction } from '@reduxjs/toolkit';

/**
 * A request to navigate, carried as plain data so a notification button can hold it
 * (notifications store `{type, payload}` actions). NavigationRequests turns it into a route change.
 */
export const navigateRequested = createAction<string>('ui/navigateRequested');
