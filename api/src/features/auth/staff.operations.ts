/** The team (owners): staff accounts and invitations; each operation's GraphQL field and REST route. */
import { json, messageSchema } from '../../shared/json-schema.js';
import { sessionOf } from '../../edge/admin.js';
import { arg, defineOperation, type Call } from '../../edge/operation.js';
import { defineMessageOperation } from '../../edge/message-operation.js';
import { inputFromBody } from './rest-body.js';
import { InviteStaffInput, UpdateStaffUserInput } from './staff.inputs.js';
import { invitationJson, invitationSchema, StaffInvitationView, StaffUser, Technician, userJson, userSchema } from './staff.types.js';

/** The signed-in member of staff making the call. */
export const signedIn = ({ caller }: Call) => sessionOf({ admin: caller });

export const staffOperations = [
  defineOperation({
    name: 'technicians',
    kind: 'query',
    access: 'floor',
    description: 'The active staff accounts who may be put on a job or clocked on one (any member of staff), by name.',
    args: {},
    result: () => [Technician],
    run: (call) => call.services.staff.technicians(call.em),
    rest: { method: 'GET', path: '/api/admin/technicians' },
  }),
  defineOperation({
    name: 'staffUsers',
    kind: 'query',
    access: 'staff',
    description: 'Every staff account (owners).',
    args: {},
    result: () => [StaffUser],
    run: (call) => call.services.staff.list(call.em, signedIn(call)),
    rest: { method: 'GET', path: '/api/admin/users', present: (users) => users.map(userJson), answer: json.array(userSchema) },
  }),
  defineOperation({
    name: 'staffInvitations',
    kind: 'query',
    access: 'staff',
    description: 'Invitations not accepted and not expired, newest first (owners).',
    args: {},
    result: () => [StaffInvitationView],
    run: (call) => call.services.staff.invitations(call.em, signedIn(call)),
    rest: { method: 'GET', path: '/api/admin/invitations', present: (invitations) => invitations.map(invitationJson), answer: json.array(invitationSchema) },
  }),
  defineOperation({
    name: 'inviteStaff',
    kind: 'mutation',
    access: 'staff',
    description: 'Invites a member of staff: emails a one-use link valid 72 hours (owners).',
    args: { input: arg.input(InviteStaffInput) },
    result: () => StaffInvitationView,
    run: (call, { input }) => call.services.staff.invite(call.em, signedIn(call), input),
    rest: {
      method: 'POST',
      path: '/api/admin/users',
      status: 201,
      args: inputFromBody(InviteStaffInput, ['name', 'email', 'role', 'owner']),
      present: (invitation) => ({ message: `Invitation sent to ${invitation.email}. The link works once, for 72 hours.`, invitation: invitationJson(invitation) }),
      answer: json.extend(messageSchema, { invitation: invitationSchema }),
    },
  }),
  defineOperation({
    name: 'updateStaffUser',
    kind: 'mutation',
    access: 'staff',
    description: 'Renames, changes the email or the role (owner, adviser, technician), disables or enables an account (owners).',
    args: { id: arg.id(), input: arg.input(UpdateStaffUserInput) },
    result: () => StaffUser,
    run: (call, { id, input }) => call.services.staff.update(call.em, signedIn(call), id, input),
    rest: { method: 'PATCH', path: '/api/admin/users/:id', present: (user) => ({ message: 'Saved.', user: userJson(user) }), answer: json.extend(messageSchema, { user: userSchema }) },
  }),
  defineMessageOperation({
    name: 'sendStaffReset',
    kind: 'mutation',
    access: 'staff',
    description: 'Emails a member of staff a password reset link at their own address, valid 24 hours (owners).',
    args: { id: arg.id() },
    run: (call, { id }) => call.services.staff.sendReset(call.em, signedIn(call), id),
    rest: { method: 'POST', path: '/api/admin/users/:id/send-reset' },
  }),
  defineMessageOperation({
    name: 'withdrawStaffInvitation',
    kind: 'mutation',
    access: 'staff',
    description: 'Withdraws an invitation not accepted yet: its link stops working at once (owners).',
    args: { id: arg.id() },
    run: (call, { id }) => call.services.staff.withdrawInvitation(call.em, signedIn(call), id),
    rest: { method: 'DELETE', path: '/api/admin/invitations/:id' },
  }),
];
