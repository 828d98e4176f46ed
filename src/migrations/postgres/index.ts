import * as migration_20261121_195005_initial from './20261121_195005_initial';
import * as migration_20261121_203000_stock_tables from './20261121_203000_stock_tables';
import * as migration_20261121_213048_site_shell from './20261121_213048_site_shell';
import * as migration_20261121_220832_car_blocks from './20261121_220832_car_blocks';
import * as migration_20261122_004615_leads from './20261122_004615_leads';
import * as migration_20261122_004700_lead_rate_limits from './20261122_004700_lead_rate_limits';
import * as migration_20261122_011219_forms from './20261122_011219_forms';
import * as migration_20261125_162855_media_sites_hostnames from './20261125_162855_media_sites_hostnames';
import * as migration_20261125_170000_finance_quotes from './20261125_170000_finance_quotes';
import * as migration_20261126_213049_store_locator from './20261126_213049_store_locator';
import * as migration_20261126_214421_redirects from './20261126_214421_redirects';
import * as migration_20261127_010833_dealer_blocks from './20261127_010833_dealer_blocks';
import * as migration_20261127_013237_site_list_heading from './20261127_013237_site_list_heading';
import * as migration_20261127_041500_tire_hotel from './20261127_041500_tire_hotel';
import * as migration_20261127_041852_tire_hotel_bookings from './20261127_041852_tire_hotel_bookings';
import * as migration_20261127_042111_service_bookings from './20261127_042111_service_bookings';
import * as migration_20261127_042500_workshop_booking from './20261127_042500_workshop_booking';
import * as migration_20261127_042814_tire_hotel_block from './20261127_042814_tire_hotel_block';
import * as migration_20261127_072509_stories_tags from './20261127_072509_stories_tags';
import * as migration_20261127_072956_workshop_catalogue_vehicle_register from './20261127_072956_workshop_catalogue_vehicle_register';
import * as migration_20261127_075900_stock_kits from './20261127_075900_stock_kits';
import * as migration_20261127_080101_kits_quotes from './20261127_080101_kits_quotes';
import * as migration_20261127_140000_cache_invalidations from './20261127_140000_cache_invalidations';
import * as migration_20261127_170000_locales_parent_index from './20261127_170000_locales_parent_index';
import * as migration_20261129_012545_service_booking_confirmation from './20261129_012545_service_booking_confirmation';
import * as migration_20261129_032903_marketing_popup_survey from './20261129_032903_marketing_popup_survey';
import * as migration_20261129_033522_store_locator_site_unit from './20261129_033522_store_locator_site_unit';
import * as migration_20261129_143012_car_list_price_rating_facet from './20261129_143012_car_list_price_rating_facet';
import * as migration_20261129_195542_favourite_cars_block from './20261129_195542_favourite_cars_block';
import * as migration_20261129_231529_saved_searches from './20261129_231529_saved_searches';

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
    name: '20261121_220832_car_blocks',
  },
  {
    up: migration_20261122_004615_leads.up,
    down: migration_20261122_004615_leads.down,
    name: '20261122_004615_leads',
  },
  {
    up: migration_20261122_004700_lead_rate_limits.up,
    down: migration_20261122_004700_lead_rate_limits.down,
    name: '20261122_004700_lead_rate_limits',
  },
  {
    up: migration_20261122_011219_forms.up,
    down: migration_20261122_011219_forms.down,
    name: '20261122_011219_forms',
  },
  {
    up: migration_20261125_162855_media_sites_hostnames.up,
    down: migration_20261125_162855_media_sites_hostnames.down,
    name: '20261125_162855_media_sites_hostnames',
  },
  {
    up: migration_20261125_170000_finance_quotes.up,
    down: migration_20261125_170000_finance_quotes.down,
    name: '20261125_170000_finance_quotes',
  },
  {
    up: migration_20261126_213049_store_locator.up,
    down: migration_20261126_213049_store_locator.down,
    name: '20261126_213049_store_locator',
  },
  {
    up: migration_20261126_214421_redirects.up,
    down: migration_20261126_214421_redirects.down,
    name: '20261126_214421_redirects',
  },
  {
    up: migration_20261127_010833_dealer_blocks.up,
    down: migration_20261127_010833_dealer_blocks.down,
    name: '20261127_010833_dealer_blocks',
  },
  {
    up: migration_20261127_013237_site_list_heading.up,
    down: migration_20261127_013237_site_list_heading.down,
    name: '20261127_013237_site_list_heading',
  },
  {
    up: migration_20261127_041500_tire_hotel.up,
    down: migration_20261127_041500_tire_hotel.down,
    name: '20261127_041500_tire_hotel',
  },
  {
    up: migration_20261127_041852_tire_hotel_bookings.up,
    down: migration_20261127_041852_tire_hotel_bookings.down,
    name: '20261127_041852_tire_hotel_bookings',
  },
  {
    up: migration_20261127_042111_service_bookings.up,
    down: migration_20261127_042111_service_bookings.down,
    name: '20261127_042111_service_bookings',
  },
  {
    up: migration_20261127_042500_workshop_booking.up,
    down: migration_20261127_042500_workshop_booking.down,
    name: '20261127_042500_workshop_booking',
  },
  {
    up: migration_20261127_042814_tire_hotel_block.up,
    down: migration_20261127_042814_tire_hotel_block.down,
    name: '20261127_042814_tire_hotel_block',
  },
  {
    up: migration_20261127_072509_stories_tags.up,
    down: migration_20261127_072509_stories_tags.down,
    name: '20261127_072509_stories_tags',
  },
  {
    up: migration_20261127_072956_workshop_catalogue_vehicle_register.up,
    down: migration_20261127_072956_workshop_catalogue_vehicle_register.down,
    name: '20261127_072956_workshop_catalogue_vehicle_register',
  },
  {
    up: migration_20261127_075900_stock_kits.up,
    down: migration_20261127_075900_stock_kits.down,
    name: '20261127_075900_stock_kits',
  },
  {
    up: migration_20261127_080101_kits_quotes.up,
    down: migration_20261127_080101_kits_quotes.down,
    name: '20261127_080101_kits_quotes',
  },
  {
    up: migration_20261127_140000_cache_invalidations.up,
    down: migration_20261127_140000_cache_invalidations.down,
    name: '20261127_140000_cache_invalidations',
  },
  {
    up: migration_20261127_170000_locales_parent_index.up,
    down: migration_20261127_170000_locales_parent_index.down,
    name: '20261127_170000_locales_parent_index',
  },
  {
    up: migration_20261129_012545_service_booking_confirmation.up,
    down: migration_20261129_012545_service_booking_confirmation.down,
    name: '20261129_012545_service_booking_confirmation',
  },
  {
    up: migration_20261129_032903_marketing_popup_survey.up,
    down: migration_20261129_032903_marketing_popup_survey.down,
    name: '20261129_032903_marketing_popup_survey',
  },
  {
    up: migration_20261129_033522_store_locator_site_unit.up,
    down: migration_20261129_033522_store_locator_site_unit.down,
    name: '20261129_033522_store_locator_site_unit',
  },
  {
    up: migration_20261129_143012_car_list_price_rating_facet.up,
    down: migration_20261129_143012_car_list_price_rating_facet.down,
    name: '20261129_143012_car_list_price_rating_facet',
  },
  {
    up: migration_20261129_195542_favourite_cars_block.up,
    down: migration_20261129_195542_favourite_cars_block.down,
    name: '20261129_195542_favourite_cars_block',
  },
  {
    up: migration_20261129_231529_saved_searches.up,
    down: migration_20261129_231529_saved_searches.down,
    name: '20261129_231529_saved_searches'
  },
];
