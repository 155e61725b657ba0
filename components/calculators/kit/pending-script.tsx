import { PENDING_ATTRIBUTE } from './pending-attribute';

/**
 * The calculator pages are static, so their HTML holds the default results. When the address carries inputs, this
 * script (run before the page is painted) marks <html> so those results show as pending until the kit has read the
 * link (it removes the mark when ready): nobody reads numbers that are not theirs. Its hash is in the page's CSP.
 */
export function PendingScript() {
  return (
    <script
      dangerouslySetInnerHTML={{ __html: `if(location.search.length>1)document.documentElement.setAttribute('${PENDING_ATTRIBUTE}','')` }}
    />
  );
}
