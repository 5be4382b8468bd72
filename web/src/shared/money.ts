/** The api's money module (integer cents, GST per document), re-exported so web features import one place. */
export * from '@money';
