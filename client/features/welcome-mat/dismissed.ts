/** Where the device remembers that the welcome mat was answered ('1'). */
export const DISMISSED_KEY = 'welcome-mat-dismissed';
