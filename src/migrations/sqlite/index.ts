import * as migration_20261121_194957_initial from './20261121_194957_initial';

export const migrations = [
  {
    up: migration_20261121_194957_initial.up,
    down: migration_20261121_194957_initial.down,
    name: '20261121_194957_initial'
  },
];
