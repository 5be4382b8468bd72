/** The job board: the workshop's open job cards in columns by stage, live, and moving a card between them. */
import { defineFeature } from '../../feature.js';
import { boardOperations } from './board.operations.js';
import { BoardResolver } from './board.resolver.js';
import { BoardService } from './board.service.js';

declare module '../../services.js' {
  interface Services {
    board: BoardService;
  }
}

export const boardFeature = defineFeature({
  name: 'board',
  apiArea: 'jobcards',
  tables: [],
  services: ({ config, clock, changes, services }) => ({ board: new BoardService({ clock, timeZone: config.timeZone, changes, jobcards: services.jobcards }) }),
  operations: boardOperations,
  resolvers: [{ type: BoardResolver, create: ({ services }) => new BoardResolver(services.board) }],
});
