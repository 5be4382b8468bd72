/**
 * The workshop's bank account for customers paying by bank transfer: account name, BSB (6 digits,
 * written 063-000) and account number (6 to 10 digits).
 */
export interface BankAccount {
  accountName: string;
  /** "063-000" */
  bsb: string;
  accountNumber: string;
}

/** The BSB written as banks write it ("063-000"), or null when it is not 6 digits (a space or dash allowed). */
export function readBsb(text: string): string | null {
  const digits = text.trim().replace(/^(\d{3})[\s-]?(\d{3})$/, '$1$2');
  return /^\d{6}$/.test(digits) ? `${digits.slice(0, 3)}-${digits.slice(3)}` : null;
}

/** The account number's digits, or null when it is not 6 to 10 digits (spaces allowed). */
export function readAccountNumber(text: string): string | null {
  const digits = text.replace(/\s+/g, '');
  return /^\d{6,10}$/.test(digits) ? digits : null;
}

/**
 * A bank account from its three fields as given: all empty is none; otherwise every field must be
 * there and right. Answers the account, or the problems, each naming its field.
 */
export function readBankAccount(fields: { accountName: string; bsb: string; accountNumber: string }, names: { accountName: string; bsb: string; accountNumber: string }): { account: BankAccount | null; problems: string[] } {
  const accountName = fields.accountName.trim();
  const given = [accountName, fields.bsb.trim(), fields.accountNumber.trim()];
  if (given.every((v) => !v)) return { account: null, problems: [] };
  const problems: string[] = [];
  if (!accountName) problems.push(`${names.accountName} is required with the other bank details`);
  else if (accountName.length > 100) problems.push(`${names.accountName} must be at most 100 characters`);
  const bsb = readBsb(fields.bsb);
  if (!bsb) problems.push(`${names.bsb} must be a BSB of 6 digits, like 063-000 (got "${fields.bsb.trim()}")`);
  const accountNumber = readAccountNumber(fields.accountNumber);
  if (!accountNumber) problems.push(`${names.accountNumber} must be an account number of 6 to 10 digits (got "${fields.accountNumber.trim()}")`);
  return problems.length ? { account: null, problems } : { account: { accountName, bsb: bsb!, accountNumber: accountNumber! }, problems };
}
