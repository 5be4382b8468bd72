/** Sets the browser tab title for a page: "<page> | <workshop>". */
import { useEffect } from 'react';

export function useDocumentTitle(page: string, businessName: string): void {
  useEffect(() => {
    document.title = page ? `${page} | ${businessName}` : businessName;
  }, [page, businessName]);
}
