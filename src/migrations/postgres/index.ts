import * as migration_20261121_195005_initial from './20261121_195005_initial';
import * as migration_20261121_203000_stock_tables from './20261121_203000_stock_tables';
import * as migration_20261121_213048_site_shell from './20261121_213048_site_shell';
import * as migration_20261121_220832_car_blocks from './20261121_220832_car_blocks';

export const migrations = [
  {
    up: migration_20261121_195005_initial.up,
    down: migration_20261121_195005_initial.down,
    name: '20261121_195005_initial',
  },
  {
    up: migration_20261121_203000_stock_tables.up,
    down: migration_20261121_203000_stock_tables.down,
    name: '20261121_203000_stock_tables',
  },
  {
    up: migration_20261121_213048_site_shell.up,
    down: migration_20261121_213048_site_shell.down,
    name: '20261121_213048_site_shell',
  },
  {
    up: migration_20261121_220832_car_blocks.up,
    down: migration_20261121_220832_car_blocks.down,
    name: '20261121_220832_car_blocks'
  },
];
