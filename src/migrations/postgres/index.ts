import * as migration_20261122_060211_initial from './20261122_060211_initial';
import * as migration_20261122_083639_navigation_page_effects from './20261122_083639_navigation_page_effects';
import * as migration_20261122_092730_consent_and_embeds from './20261122_092730_consent_and_embeds';
import * as migration_20261123_002311_contact_forms from './20261123_002311_contact_forms';
import * as migration_20261123_100352_site_search from './20261123_100352_site_search';
import * as migration_20261123_113227_confirmation_free_text from './20261123_113227_confirmation_free_text';
import * as migration_20261123_141818_maps from './20261123_141818_maps';
import * as migration_20261124_011158_consent_log_purge from './20261124_011158_consent_log_purge';
import * as migration_20261124_032842_week_hours from './20261124_032842_week_hours';
import * as migration_20261124_033517_owner_admin from './20261124_033517_owner_admin';
import * as migration_20261124_063328_media_islands from './20261124_063328_media_islands';
import * as migration_20261124_071342_object_storage from './20261124_071342_object_storage';
import * as migration_20261124_095702_shop from './20261124_095702_shop';
import * as migration_20261125_101123_login_guard from './20261125_101123_login_guard';
import * as migration_20261125_103330_mail_settings_site_aliases from './20261125_103330_mail_settings_site_aliases';
import * as migration_20261125_105247_submission_status from './20261125_105247_submission_status';
import * as migration_20261125_161716_booking from './20261125_161716_booking';
import * as migration_20261125_190434_accounts from './20261125_190434_accounts';
import * as migration_20261125_221621_events from './20261125_221621_events';
import * as migration_20261125_230755_events_retention from './20261125_230755_events_retention';
import * as migration_20261126_022110_tickets_through_shop from './20261126_022110_tickets_through_shop';
import * as migration_20261126_030757_backup_settings from './20261126_030757_backup_settings';
import * as migration_20261126_055737_media_renditions_768_1080 from './20261126_055737_media_renditions_768_1080';
import * as migration_20261127_144206_spam_review from './20261127_144206_spam_review';
import * as migration_20261127_173924_lightbox_settings from './20261127_173924_lightbox_settings';
import * as migration_20261128_001128_privacy_requests from './20261128_001128_privacy_requests';
import * as migration_20261128_005543_order_tracking_log from './20261128_005543_order_tracking_log';
import * as migration_20261128_011027_order_invoices from './20261128_011027_order_invoices';
import * as migration_20261128_142206_posts_portfolio from './20261128_142206_posts_portfolio';
import * as migration_20261128_143232_wordpress_ids from './20261128_143232_wordpress_ids';
import * as migration_20261128_144612_product_wordpress_id from './20261128_144612_product_wordpress_id';
import * as migration_20261128_145452_wordpress_import_runs from './20261128_145452_wordpress_import_runs';
import * as migration_20261128_152309_contact_form_wordpress_id from './20261128_152309_contact_form_wordpress_id';
import * as migration_20261128_171930_demo_flags_media_zip from './20261128_171930_demo_flags_media_zip';
import * as migration_20261128_174921_event_wordpress_id from './20261128_174921_event_wordpress_id';
import * as migration_20261128_222546_online_payments from './20261128_222546_online_payments';
import * as migration_20261128_231735_booking_deposits from './20261128_231735_booking_deposits';
import * as migration_20261202_193403_payment_holds from './20261202_193403_payment_holds';
import * as migration_20261203_150318_invoices from './20261203_150318_invoices';
import * as migration_20261203_153240_payment_comparison from './20261203_153240_payment_comparison';
import * as migration_20261206_153412_ticket_check_in_override from './20261206_153412_ticket_check_in_override';
import * as migration_20261206_154755_submission_replies from './20261206_154755_submission_replies';
import * as migration_20261206_192021_portfolio_videos from './20261206_192021_portfolio_videos';
import * as migration_20261206_194035_header_layout from './20261206_194035_header_layout';

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
    up: migration_20261122_092730_consent_and_embeds.up,
    down: migration_20261122_092730_consent_and_embeds.down,
    name: '20261122_092730_consent_and_embeds',
  },
  {
    up: migration_20261123_002311_contact_forms.up,
    down: migration_20261123_002311_contact_forms.down,
    name: '20261123_002311_contact_forms',
  },
  {
    up: migration_20261123_100352_site_search.up,
    down: migration_20261123_100352_site_search.down,
    name: '20261123_100352_site_search',
  },
  {
    up: migration_20261123_113227_confirmation_free_text.up,
    down: migration_20261123_113227_confirmation_free_text.down,
    name: '20261123_113227_confirmation_free_text',
  },
  {
    up: migration_20261123_141818_maps.up,
    down: migration_20261123_141818_maps.down,
    name: '20261123_141818_maps',
  },
  {
    up: migration_20261124_011158_consent_log_purge.up,
    down: migration_20261124_011158_consent_log_purge.down,
    name: '20261124_011158_consent_log_purge',
  },
  {
    up: migration_20261124_032842_week_hours.up,
    down: migration_20261124_032842_week_hours.down,
    name: '20261124_032842_week_hours',
  },
  {
    up: migration_20261124_033517_owner_admin.up,
    down: migration_20261124_033517_owner_admin.down,
    name: '20261124_033517_owner_admin',
  },
  {
    up: migration_20261124_063328_media_islands.up,
    down: migration_20261124_063328_media_islands.down,
    name: '20261124_063328_media_islands',
  },
  {
    up: migration_20261124_071342_object_storage.up,
    down: migration_20261124_071342_object_storage.down,
    name: '20261124_071342_object_storage',
  },
  {
    up: migration_20261124_095702_shop.up,
    down: migration_20261124_095702_shop.down,
    name: '20261124_095702_shop',
  },
  {
    up: migration_20261125_101123_login_guard.up,
    down: migration_20261125_101123_login_guard.down,
    name: '20261125_101123_login_guard',
  },
  {
    up: migration_20261125_103330_mail_settings_site_aliases.up,
    down: migration_20261125_103330_mail_settings_site_aliases.down,
    name: '20261125_103330_mail_settings_site_aliases',
  },
  {
    up: migration_20261125_105247_submission_status.up,
    down: migration_20261125_105247_submission_status.down,
    name: '20261125_105247_submission_status',
  },
  {
    up: migration_20261125_161716_booking.up,
    down: migration_20261125_161716_booking.down,
    name: '20261125_161716_booking',
  },
  {
    up: migration_20261125_190434_accounts.up,
    down: migration_20261125_190434_accounts.down,
    name: '20261125_190434_accounts',
  },
  {
    up: migration_20261125_221621_events.up,
    down: migration_20261125_221621_events.down,
    name: '20261125_221621_events',
  },
  {
    up: migration_20261125_230755_events_retention.up,
    down: migration_20261125_230755_events_retention.down,
    name: '20261125_230755_events_retention',
  },
  {
    up: migration_20261126_022110_tickets_through_shop.up,
    down: migration_20261126_022110_tickets_through_shop.down,
    name: '20261126_022110_tickets_through_shop',
  },
  {
    up: migration_20261126_030757_backup_settings.up,
    down: migration_20261126_030757_backup_settings.down,
    name: '20261126_030757_backup_settings',
  },
  {
    up: migration_20261126_055737_media_renditions_768_1080.up,
    down: migration_20261126_055737_media_renditions_768_1080.down,
    name: '20261126_055737_media_renditions_768_1080',
  },
  {
    up: migration_20261127_144206_spam_review.up,
    down: migration_20261127_144206_spam_review.down,
    name: '20261127_144206_spam_review',
  },
  {
    up: migration_20261127_173924_lightbox_settings.up,
    down: migration_20261127_173924_lightbox_settings.down,
    name: '20261127_173924_lightbox_settings',
  },
  {
    up: migration_20261128_001128_privacy_requests.up,
    down: migration_20261128_001128_privacy_requests.down,
    name: '20261128_001128_privacy_requests',
  },
  {
    up: migration_20261128_005543_order_tracking_log.up,
    down: migration_20261128_005543_order_tracking_log.down,
    name: '20261128_005543_order_tracking_log',
  },
  {
    up: migration_20261128_011027_order_invoices.up,
    down: migration_20261128_011027_order_invoices.down,
    name: '20261128_011027_order_invoices',
  },
  {
    up: migration_20261128_142206_posts_portfolio.up,
    down: migration_20261128_142206_posts_portfolio.down,
    name: '20261128_142206_posts_portfolio',
  },
  {
    up: migration_20261128_143232_wordpress_ids.up,
    down: migration_20261128_143232_wordpress_ids.down,
    name: '20261128_143232_wordpress_ids',
  },
  {
    up: migration_20261128_144612_product_wordpress_id.up,
    down: migration_20261128_144612_product_wordpress_id.down,
    name: '20261128_144612_product_wordpress_id',
  },
  {
    up: migration_20261128_145452_wordpress_import_runs.up,
    down: migration_20261128_145452_wordpress_import_runs.down,
    name: '20261128_145452_wordpress_import_runs',
  },
  {
    up: migration_20261128_152309_contact_form_wordpress_id.up,
    down: migration_20261128_152309_contact_form_wordpress_id.down,
    name: '20261128_152309_contact_form_wordpress_id',
  },
  {
    up: migration_20261128_171930_demo_flags_media_zip.up,
    down: migration_20261128_171930_demo_flags_media_zip.down,
    name: '20261128_171930_demo_flags_media_zip',
  },
  {
    up: migration_20261128_174921_event_wordpress_id.up,
    down: migration_20261128_174921_event_wordpress_id.down,
    name: '20261128_174921_event_wordpress_id',
  },
  {
    up: migration_20261128_222546_online_payments.up,
    down: migration_20261128_222546_online_payments.down,
    name: '20261128_222546_online_payments',
  },
  {
    up: migration_20261128_231735_booking_deposits.up,
    down: migration_20261128_231735_booking_deposits.down,
    name: '20261128_231735_booking_deposits',
  },
  {
    up: migration_20261202_193403_payment_holds.up,
    down: migration_20261202_193403_payment_holds.down,
    name: '20261202_193403_payment_holds',
  },
  {
    up: migration_20261203_150318_invoices.up,
    down: migration_20261203_150318_invoices.down,
    name: '20261203_150318_invoices',
  },
  {
    up: migration_20261203_153240_payment_comparison.up,
    down: migration_20261203_153240_payment_comparison.down,
    name: '20261203_153240_payment_comparison',
  },
  {
    up: migration_20261206_153412_ticket_check_in_override.up,
    down: migration_20261206_153412_ticket_check_in_override.down,
    name: '20261206_153412_ticket_check_in_override',
  },
  {
    up: migration_20261206_154755_submission_replies.up,
    down: migration_20261206_154755_submission_replies.down,
    name: '20261206_154755_submission_replies',
  },
  {
    up: migration_20261206_192021_portfolio_videos.up,
    down: migration_20261206_192021_portfolio_videos.down,
    name: '20261206_192021_portfolio_videos',
  },
  {
    up: migration_20261206_194035_header_layout.up,
    down: migration_20261206_194035_header_layout.down,
    name: '20261206_194035_header_layout'
  },
];
