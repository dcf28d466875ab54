// Constraints: an editor validated live by the server's parser (line and column of an error),
// a dry-run replay over the newest logged decisions, create, delete, and the revision history.

import { api, clear, fmt, h, showError } from "./api.js";
import { confirmChange } from "./confirm.js";

const $ = (id) => document.getElementById(id);
let seq = 0;
let timer = null;
let valid = false;
let lastPreview = null; // the dry run of the text in the editor, shown again before enforcing

function caret(text, line, column) {
  const src = text.split("\n")[line - 1] ?? "";
  return h("pre.caret", { "aria-hidden": "true" }, `${src}\n${" ".repeat(Math.max(0, column - 1))}^`);
}

function examples(preview) {
  if (!preview.examples.length) return null;
  return h("div.table-wrap", {}, h("table.data", { id: "preview-examples" },
    h("caption", {}, "Examples (newest first)"),
    h("thead", {}, h("tr", {}, ["#", "Time (UTC)", "Room", "Action taken", "Rule", "Would take instead"].map((t) => h("th", { scope: "col" }, t)))),
    h("tbody", {}, preview.examples.map((e) => h("tr", {}, h("td", {}, String(e.id)), h("td", {}, fmt.time(e.at)), h("td", {}, e.room || "—"),
      h("td", {}, e.action), h("td", {}, e.rule || "—"), h("td", {}, e.instead || "nothing (409: every candidate blocked)"))))));
}

async function check() {
  const text = $("constraint-text").value;
  const box = $("constraint-check");
  const mine = ++seq;
  valid = false;
  $("constraint-create").disabled = true;
  if (!text.trim()) {
    clear(box);
    clear($("constraint-preview"));
    $("constraint-text").removeAttribute("aria-invalid");
    return;
  }
  const last = Number($("constraint-last").value) || 500;
  const out = await api("/v1/constraints/preview", { method: "POST", body: { text, limit: Math.min(Math.max(last, 1), 5000) }, operator: true });
  if (mine !== seq) return; // a newer keystroke's answer will come
  if (!out.valid) {
    const e = out.error;
    $("constraint-text").setAttribute("aria-invalid", "true");
    clear(box, h("p.bad", { id: "constraint-error" }, `Line ${e.line}, column ${e.column}: ${e.message}`), caret(text, e.line, e.column));
    clear($("constraint-preview"));
    return;
  }
  valid = true;
  lastPreview = out;
  $("constraint-text").setAttribute("aria-invalid", "false");
  $("constraint-create").disabled = false;
  clear(box, h("p.ok", {}, "Valid constraint."));
  clear($("constraint-preview"),
    h("p", { id: "preview-summary" }, h("b", {}, `Would have blocked ${out.would_block} of the last ${out.considered} decisions`),
      ` (the action taken was forbidden; ${out.would_block_any_candidate} had some candidate forbidden`,
      out.skipped ? `; ${out.skipped} of the last ${out.last} could not be replayed` : "", ")."),
    examples(out));
}

function schedule() {
  clearTimeout(timer);
  timer = setTimeout(() => check().catch(showError), 250);
}

async function create(event) {
  event.preventDefault();
  if (!valid) return;
  const reason = $("constraint-reason").value.trim();
  if (!reason) {
    $("constraint-status").textContent = "Give a reason: it goes into the revision history.";
    $("constraint-reason").focus();
    return;
  }
  const body = { text: $("constraint-text").value, mode: $("constraint-mode").value, author: $("constraint-author").value.trim() || "operator", reason };
  if (body.mode === "enforce") {
    const p = lastPreview && lastPreview.text === body.text ? lastPreview : null;
    const answer = await confirmChange({
      title: "Enforce this constraint?",
      confirmLabel: "Enforce",
      body: [
        h("p", {}, h("code", {}, body.text), " will block the actions it forbids on every worker of every replica from their next request on."),
        p ? h("p", { id: "confirm-dryrun" }, "Dry run over the last logged decisions: it would have blocked ", h("b", {}, `${p.would_block} of ${p.considered}`),
          ` (the action taken was forbidden); ${p.would_block_any_candidate} had some candidate forbidden.`)
          : h("p.muted", {}, "No dry run of this text yet."),
        p && p.considered && p.would_block === p.considered ? h("p.bad", {}, "It forbids every action the policy took: games may no longer be winnable.") : null,
        p ? examples(p) : null,
      ],
    });
    if (!answer.ok) {
      $("constraint-status").textContent = "Not enforced (cancelled).";
      return;
    }
  }
  const rec = await api("/v1/constraints", { method: "POST", body, operator: true });
  $("constraint-status").textContent = `Created constraint #${rec.id} (${rec.mode}, revision ${rec.revision}).`;
  $("constraint-text").value = "";
  await check();
  await load();
}

async function remove(id) {
  const params = new URLSearchParams({ author: $("constraint-author").value.trim() || "operator", reason: $("constraint-reason").value.trim() });
  const out = await api(`/v1/constraints/${id}?${params}`, { method: "DELETE", operator: true });
  $("constraint-status").textContent = `Deleted constraint #${out.deleted} (revision ${out.revision}).`;
  await load();
}

async function load() {
  const data = await api("/v1/constraints", { operator: true });
  $("constraints-revision").textContent = `(revision ${data.revision})`;
  clear($("constraints-table").tBodies[0], data.constraints.length
    ? data.constraints.map((c) => h("tr", { dataset: { id: c.id } }, h("td", {}, String(c.id)), h("td", {}, h("code", {}, c.text)),
      h("td", {}, h(`span.pill.${c.mode === "enforce" ? "bad" : "warn"}`, {}, c.mode)), h("td", {}, c.author), h("td", {}, c.reason),
      h("td", {}, fmt.time(c.created_at)), h("td", {}, String(c.revision)),
      h("td", {}, h("button.danger", { type: "button", "aria-label": `Delete constraint ${c.id}`, onclick: () => remove(c.id).catch(showError) }, "Delete"))))
    : h("tr", {}, h("td", { colspan: 8 }, h("span.muted", {}, "No active constraint."))));
  clear($("changes-table").tBodies[0], data.changes.map((c) => h("tr", {}, h("td", {}, String(c.revision)), h("td", {}, fmt.time(c.at)),
    h("td", {}, c.change), h("td", {}, c.constraint_id === null ? "—" : String(c.constraint_id)), h("td", {}, h("code", {}, c.text)),
    h("td", {}, c.mode || "—"), h("td", {}, c.author), h("td", {}, c.reason || "—"))));
}

export function init() {
  $("constraint-text").addEventListener("input", schedule);
  $("constraint-last").addEventListener("change", schedule);
  $("constraint-form").addEventListener("submit", (event) => create(event).catch(showError));
}

export async function enter() {
  const network = await api("/v1/rules/network");
  const preds = network.classes[0] ? network.classes[0].literals.filter((l) => !l.startsWith("¬")) : [];
  const verbs = network.classes.map((c) => `${c.verb}(${c.words.join("|")})`);
  $("constraint-vocab").textContent = `${preds.join(", ")} and the actions ${verbs.join(", ")}`;
  await load();
  if ($("constraint-text").value.trim()) await check();
}
