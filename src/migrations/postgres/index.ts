import * as migration_20261122_060211_initial from './20261122_060211_initial';
import * as migration_20261122_083639_navigation_page_effects from './20261122_083639_navigation_page_effects';
import * as migration_20261122_091642_consent from './20261122_091642_consent';

export const migrations = [
  {
    up: migration_20261122_060211_initial.up,
    down: migration_20261122_060211_initial.down,
    name: '20261122_060211_initial',
  },
  {
    up: migration_20261122_083639_navigation_page_effects.up,
    down: migration_20261122_083639_navigation_page_effects.down,
    name: '20261122_083639_navigation_page_effects',
  },
  {
    up: migration_20261122_091642_consent.up,
    down: migration_20261122_091642_consent.down,
    name: '20261122_091642_consent'
  },
];
