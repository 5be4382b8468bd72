/** Copying and saving what the profile shows once (a two-factor secret, recovery codes). */

/** Copies `text`; false when the browser refuses (no permission, an insecure page), so the caller can say to select it. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Offers `text` as a .txt download named `filename`. */
export function downloadText(filename: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** 'JBSWY3DPEHPK3PXP' → 'JBSW Y3DP EHPK 3PXP': easier to type into an app by hand. */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}
