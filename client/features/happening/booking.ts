/**
 * Everything the stores', happening and account pages take from this feature, through one
 * module: the routes that import it share one chunk of its code. Imported piecemeal, the bundler
 * gives each set of pages sharing a module a chunk of its own, and each chunk's name is a line of
 * the entry's preload table, in every page's first load (at its budget).
 */
export { AccountBookings } from './AccountBookings';
export { ActivityPage } from './ActivityPage';
export { HappeningList } from './HappeningList';
export { loadHappening } from './happening-load';
export { ManageBooking } from './ManageBooking';
export { StoreActivities } from './StoreActivities';
export { readBooking } from './manage-load';
