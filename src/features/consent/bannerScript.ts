import { CHOICES_COOKIE, NOTICE_COOKIE } from './consentCookies'

/**
 * Runs in the HTML right after the banner: shows it before the first paint when no choice for
 * this revision is stored, so it is painted with the page instead of after the scripts load.
 */
export const SHOW_BANNER_SCRIPT = `(function(){var b=document.getElementById('consent-banner');if(!b)return;var c=document.cookie,m=/(?:^|; )${CHOICES_COOKIE}=([^;]*)/.exec(c),n=/(?:^|; )${NOTICE_COOKIE}=(true|false)/.exec(c);if(!(m&&n&&decodeURIComponent(m[1]).split('.')[1]===b.getAttribute('data-revision')))b.hidden=false})()`
