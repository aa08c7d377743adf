import * as migration_20261122_060211_initial from './20261122_060211_initial';

export const migrations = [
  {
    up: migration_20261122_060211_initial.up,
    down: migration_20261122_060211_initial.down,
    name: '20261122_060211_initial'
  },
];
