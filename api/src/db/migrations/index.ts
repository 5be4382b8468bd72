/**
 * The database layer's migrations, the history up to the features declaring their own (a feature's
 * migrations live in its folder and are listed in its descriptor; the ORM runs them all in the
 * order of their names). Listed explicitly so compiled and source runs agree.
 */
import { Migration20261122030029 } from './Migration20261122030029.js';
import { Migration20261122031424 } from './Migration20261122031424.js';
import { Migration20261122031820 } from './Migration20261122031820.js';
import { Migration20261122033643 } from './Migration20261122033643.js';
import { Migration20261122214802 } from './Migration20261122214802.js';
import { Migration20261122215215 } from './Migration20261122215215.js';
import { Migration20261122220000 } from './Migration20261122220000.js';
import { Migration20261122220454 } from './Migration20261122220454.js';
import { Migration20261122230000 } from './Migration20261122230000.js';
import { Migration20261123004732 } from './Migration20261123004732.js';
import { Migration20261123021128 } from './Migration20261123021128.js';
import { Migration20261126080517 } from './Migration20261126080517.js';
import { Migration20261127000000 } from './Migration20261127000000.js';
import { Migration20261128000000 } from './Migration20261128000000.js';
import { Migration20261128010000 } from './Migration20261128010000.js';
import { Migration20261128020000 } from './Migration20261128020000.js';
import { Migration20261128030000 } from './Migration20261128030000.js';
import { Migration20261128040000 } from './Migration20261128040000.js';
import { Migration20261129000000 } from './Migration20261129000000.js';
import { Migration20261130000000 } from './Migration20261130000000.js';
import { Migration20261201000000 } from './Migration20261201000000.js';
import { Migration20261201010000 } from './Migration20261201010000.js';
import { Migration20261201020000 } from './Migration20261201020000.js';
import { Migration20261202000000 } from './Migration20261202000000.js';
import { Migration20261203000000 } from './Migration20261203000000.js';
import { Migration20261204000000 } from './Migration20261204000000.js';
import { Migration20261204010000 } from './Migration20261204010000.js';
import { Migration20261205000000 } from './Migration20261205000000.js';
import { Migration20261206000000 } from './Migration20261206000000.js';
import { Migration20261207000000 } from './Migration20261207000000.js';
import { Migration20261208000000 } from './Migration20261208000000.js';
import { Migration20261209000000 } from './Migration20261209000000.js';
import { Migration20261210000000 } from './Migration20261210000000.js';
import { Migration20261211000000 } from './Migration20261211000000.js';
import { Migration20261212000000 } from './Migration20261212000000.js';
import { Migration20261214000000 } from './Migration20261214000000.js';
import { Migration20261215000000 } from './Migration20261215000000.js';
import { Migration20261216010000 } from './Migration20261216010000.js';
import { Migration20261216020000 } from './Migration20261216020000.js';
import { Migration20261216030000 } from './Migration20261216030000.js';
import { Migration20261216040000 } from './Migration20261216040000.js';
import { Migration20261216050000 } from './Migration20261216050000.js';
import { Migration20261216060000 } from './Migration20261216060000.js';
import { Migration20261216060100 } from './Migration20261216060100.js';
import { Migration20261216070000 } from './Migration20261216070000.js';
import { Migration20261217000000 } from './Migration20261217000000.js';
import { Migration20261218000000 } from './Migration20261218000000.js';
import { Migration20261220000000 } from './Migration20261220000000.js';
import { Migration20261220040000 } from './Migration20261220040000.js';
import { Migration20261220060000 } from './Migration20261220060000.js';
import { Migration20261222040000 } from './Migration20261222040000.js';

export const migrationsList = [
  Migration20261122030029,
  Migration20261122031424,
  Migration20261122031820,
  Migration20261122033643,
  Migration20261122214802,
  Migration20261122215215,
  Migration20261122220000,
  Migration20261122220454,
  Migration20261122230000,
  Migration20261123004732,
  Migration20261123021128,
  Migration20261126080517,
  Migration20261127000000,
  Migration20261128000000,
  Migration20261128010000,
  Migration20261128020000,
  Migration20261128030000,
  Migration20261128040000,
  Migration20261129000000,
  Migration20261130000000,
  Migration20261201000000,
  Migration20261201010000,
  Migration20261201020000,
  Migration20261202000000,
  Migration20261203000000,
  Migration20261204000000,
  Migration20261204010000,
  Migration20261205000000,
  Migration20261206000000,
  Migration20261207000000,
  Migration20261208000000,
  Migration20261209000000,
  Migration20261210000000,
  Migration20261211000000,
  Migration20261212000000,
  Migration20261214000000,
  Migration20261215000000,
  Migration20261216010000,
  Migration20261216020000,
  Migration20261216030000,
  Migration20261216040000,
  Migration20261216050000,
  Migration20261216060000,
  Migration20261216060100,
  Migration20261216070000,
  Migration20261217000000,
  Migration20261218000000,
  Migration20261220000000,
  Migration20261220040000,
  Migration20261220060000,
  Migration20261222040000,
];
