/** The job board (staff on the floor): read it, and move a card to another column; each operation's GraphQL field and REST route. */
import { arg, defineOperation } from '../../edge/operation.js';
import { BoardStage } from './board-stage.js';
import { jobBoardJson, jobBoardSchema } from './board.json.js';
import { JobBoard } from './board.types.js';

export const boardOperations = [
  defineOperation({
    name: 'jobBoard',
    kind: 'query',
    access: 'floor',
    description: 'The job board: every open job card, and those invoiced today, in columns by stage, with who is clocked on each (staff).',
    args: {},
    result: () => JobBoard,
    run: ({ em, services }) => services.board.board(em),
    rest: { method: 'GET', path: '/api/admin/board', present: jobBoardJson, answer: jobBoardSchema },
  }),
  defineOperation({
    name: 'moveJobCard',
    kind: 'mutation',
    access: 'floor',
    description:
      'Moves a job card to a column of the board: its status becomes the column’s, Waiting for parts marks a Work In Progress card waiting. Invoiced today is refused (BAD_USER_INPUT): a job is invoiced from its card. Answers the board (staff).',
    args: { id: arg.id(), stage: arg.enumOf<BoardStage>(BoardStage) },
    result: () => JobBoard,
    run: ({ em, services }, { id, stage }) => services.board.move(em, id, stage),
    rest: { method: 'POST', path: '/api/admin/board/:id/move', present: jobBoardJson, answer: jobBoardSchema },
  }),
];
