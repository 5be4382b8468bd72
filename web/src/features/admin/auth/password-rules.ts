/** The password rules as the signed-out pages state them (the server checks them and says what is wrong). */
export const PASSWORD_RULES_TEXT = 'Use at least 10 characters, with a letter and a number or symbol.';
export const PASSWORDS_DIFFER = 'Passwords do not match.';
