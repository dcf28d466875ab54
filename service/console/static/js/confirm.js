// One confirmation dialog for every change that needs a second look (activation, promotion,
// enforcing a constraint): what changes, then Confirm or Cancel. With refusals from the
// server's rollout guard, Confirm needs "Force" ticked and a reason, which the trail records.

import { clear } from "./api.js";

const $ = (id) => document.getElementById(id);

// Resolves to {ok: false} on Cancel / Escape, or {ok: true, force, reason}.
export function confirmChange({ title, body, refusals = [], confirmLabel = "Confirm", reason = "" }) {
  const dialog = $("confirm-dialog");
  $("confirm-title").textContent = title;
  clear($("confirm-body"), body);
  $("confirm-error").textContent = "";
  $("confirm-ok").textContent = confirmLabel;
  const forceBox = $("confirm-force-box");
  const reasonBox = $("confirm-reason");
  $("confirm-force").hidden = refusals.length === 0;
  forceBox.checked = false;
  reasonBox.value = reason;
  const ready = () => {
    $("confirm-ok").disabled = refusals.length > 0 && !(forceBox.checked && reasonBox.value.trim());
  };
  forceBox.onchange = ready;
  reasonBox.oninput = ready;
  ready();
  return new Promise((resolve) => {
    dialog.addEventListener("close", () => {
      if (dialog.returnValue !== "ok") return resolve({ ok: false });
      resolve({ ok: true, force: refusals.length > 0 && forceBox.checked, reason: reasonBox.value.trim() });
    }, { once: true });
    dialog.returnValue = "";
    dialog.showModal();
    (refusals.length ? forceBox : $("confirm-cancel")).focus();
  });
}
