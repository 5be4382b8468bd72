/**
 * The undo link's secret of a cancel made in this browser tab, kept for the tab's session: opening
 * the cancel link again (a reload) finds the appointment cancelled already and still offers the undo.
 */
const key = (appointmentId: string) => `cancel-undo:${appointmentId}`;

export function rememberUndo(appointmentId: string, token: string): void {
  try {
    sessionStorage.setItem(key(appointmentId), token);
  } catch {
    // Storage refused (private mode, full): the cancellation email still carries the link.
  }
}

export function recalledUndo(appointmentId: string): string | null {
  try {
    return sessionStorage.getItem(key(appointmentId));
  } catch {
    return null;
  }
}
