/** What a new admin password must be. Returns the problems, empty when it is acceptable. */
const COMMON = ['password', 'password1', 'password123', 'qwerty', '12345678', '123456789', '1234567890', 'letmein', 'welcome', 'admin', 'iloveyou'];

export const PASSWORD_RULES = 'At least 10 characters, with a letter and a number or symbol, not containing the username.';

export function passwordProblems(password: string, username: string): string[] {
  const problems: string[] = [];
  if (password.length < 10) problems.push('Password must be at least 10 characters long.');
  if (!/[A-Za-z]/.test(password) || !/[^A-Za-z]/.test(password)) {
    problems.push('Password must contain at least one letter and one number or symbol.');
  }
  if (username && password.toLowerCase().includes(username.toLowerCase())) problems.push('Password must not contain the username.');
  if (COMMON.some((c) => password.toLowerCase().startsWith(c))) problems.push('Password is too common. Please choose another.');
  return problems;
}
