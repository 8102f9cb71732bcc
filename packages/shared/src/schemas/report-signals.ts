/** Why an automatic report fired (scam signals, issue 13 part 5). Its own file: listings name them too. */
export const REPORT_SIGNALS = ['price-below-median', 'duplicate-photo', 'shared-phone'] as const;
export type ReportSignal = (typeof REPORT_SIGNALS)[number];
