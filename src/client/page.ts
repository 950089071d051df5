/**
 * Every page's one script before any interaction (layouts/Page.astro): the
 * page's own address where it is written out, and the offline status. One
 * module rather than one each, as each file costs its own request and its
 * own compression.
 */
import './page-address';
import './offline-status';
