/**
 * What a change of staff sessions or of what a token stands for tells every instance: the live
 * `admin.sessions-ended` event, on which live sockets of ended sessions close and every instance
 * forgets the tokens it verified.
 */
import { defineChanges, kind } from '../../platform/changes/announcements.js';

export const sessionChanges = defineChanges('staff session', {
  /** One session ended (signed out, or ended from the sessions list): its token `jti` (null: a token without one, which no live socket holds). */
  ended: kind<{ adminId: string; jti: string | null }>({ 'admin.sessions-ended': (s) => ({ adminId: s.adminId, jti: s.jti, issuedBefore: null }) }),
  /** Every session of the account whose token was issued before `issuedBefore` (epoch seconds) ended: a password change, the account disabled. */
  endedBefore: kind<{ adminId: string; issuedBefore: number }>({
    'admin.sessions-ended': (s) => ({ adminId: s.adminId, jti: null, issuedBefore: s.issuedBefore }),
  }),
  /**
   * What a token of the account (`'*'`: of every account) stands for changed, and nothing ends: owner or
   * not, the name, two-factor set up or required. Every instance forgets the tokens it verified.
   */
  accountChanged: kind<{ adminId: string }>({ 'admin.sessions-ended': (s) => ({ adminId: s.adminId, jti: null, issuedBefore: null }) }),
});
