import * as migration_20261122_060207_initial from './20261122_060207_initial';
import * as migration_20261122_083631_navigation_page_effects from './20261122_083631_navigation_page_effects';
import * as migration_20261122_091628_consent from './20261122_091628_consent';

export const migrations = [
  {
    up: migration_20261122_060207_initial.up,
    down: migration_20261122_060207_initial.down,
    name: '20261122_060207_initial',
  },
  {
    up: migration_20261122_083631_navigation_page_effects.up,
    down: migration_20261122_083631_navigation_page_effects.down,
    name: '20261122_083631_navigation_page_effects',
  },
  {
    up: migration_20261122_091628_consent.up,
    down: migration_20261122_091628_consent.down,
    name: '20261122_091628_consent'
  },
];
