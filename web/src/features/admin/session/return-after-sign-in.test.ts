import { describe, expect, it } from 'vitest';
import { returnPath, signInAddress } from './return-after-sign-in';

describe('returning after signing in', () => {
  it('comes back to GraphiQL from the login screen it sent the browser to', () => {
    const address = signInAddress('/graphql');
    expect(address).toBe('/admin/login?next=%2Fgraphql');
    expect(returnPath(new URL(address, 'http://workshop.test').search)).toBe('/graphql');
  });

  it('goes nowhere else: another site, another path or no path at all', () => {
    for (const search of ['?next=https%3A%2F%2Fevil.example%2F', '?next=%2F%2Fevil.example', '?next=%2Fadmin%2Fteam', '?next=', '']) {
      expect(returnPath(search)).toBeNull();
    }
  });
});
