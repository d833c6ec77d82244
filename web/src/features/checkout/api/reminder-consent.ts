// The checkout's consent box's answer, kept beside the form until the payment starts (as the order
// note is): POST charges sends it (docs/decisions.md rule 81). Unticked unless the shopper ticks it.
let consent = false;

export function setReminderConsent(value: boolean): void {
  consent = value;
}

export function readReminderConsent(): boolean {
  return consent;
}
