// Policies: the versions (policies folder and published ones) with their evaluation figures and
// the games they were measured on, publishing an archive, a rule diff between any two, guarded
// activation behind a confirmation, and a version in shadow with its agreement, promoted or
// dropped.

import { api, ApiFailure, clear, fmt, h, showError, token } from "./api.js";
import { confirmChange } from "./confirm.js";
import { provenanceBlock } from "./rules.js";

const $ = (id) => document.getElementById(id);
let listing = null;

const who = () => ({ author: $("policy-author").value.trim() || "operator", reason: $("policy-reason").value.trim() });
const pct = (x) => (typeof x === "number" ? `${(100 * x).toFixed(1)} %` : "—");

export function gameSetText(figures) {
  if (!figures) return "no evaluation in the manifest";
  return figures.game_set ? figures.game_set.label : "games not recorded in the manifest";
}

function figureRows(rows) {
  return h("div.table-wrap", {}, h("table.data.figures", {},
    h("thead", {}, h("tr", {}, ["version", "evaluated on", "epoch", "reward", "steps", "oracle steps"].map((t) => h("th", { scope: "col" }, t)))),
    h("tbody", {}, rows.map(([version, f]) => h("tr", {}, h("th", { scope: "row" }, version ?? "—"),
      h("td", {}, gameSetText(f)), h("td", {}, f ? String(f.epoch) : "—"), h("td", {}, fmt.num(f && f.reward)),
      h("td", {}, fmt.num(f && f.steps, 2)), h("td", {}, fmt.num(f && f.oracle_steps, 2)))))));
}

function diffList(classes, base, head) {
  if (!classes.length) return [h("p.muted", {}, "No version is active: nothing to compare with.")];
  return classes.map((c) => h("article.card", { dataset: { class: c.class } },
    h("h3", {}, `class ${c.class}`, c.same ? h("span.pill.ok", {}, " same") : h("span.pill.warn", {}, " changed")),
    h("p", {}, h("span.muted", {}, `${base}: `), h("code", {}, c.base_text ?? "—")),
    h("p", {}, h("span.muted", {}, `${head}: `), h("code", {}, c.head_text ?? "—")),
    h("ul.plain", {},
      c.removed.map((t) => h("li.diff-removed", {}, "− ", t)),
      c.added.map((t) => h("li.diff-added", {}, "+ ", t)),
      c.kept.map((t) => h("li", {}, "  ", t)))));
}

// The confirmation of activating ``version`` (or promoting it): the server's check first.
async function confirmActivation(version, verb) {
  const check = await api(`/v1/policies/${encodeURIComponent(version)}/check`, { operator: true });
  const sameSets = check.figures && check.active_figures && check.figures.game_set && check.active_figures.game_set
    && JSON.stringify(check.figures.game_set) === JSON.stringify(check.active_figures.game_set);
  const body = [
    h("p", {}, `${verb} `, h("b", {}, version), " in place of ", h("b", {}, check.active_version ?? "nothing"), " on every worker of every replica."),
    h("h3", {}, "Evaluation, side by side"),
    figureRows([[check.active_version, check.active_figures], [version, check.figures]]),
    h("p.hint", { id: "confirm-sets" }, sameSets ? "Both were measured on the same games." : "Not measured on the same games: the figures are not compared."),
    h("h3", {}, `Rule diff against ${check.active_version ?? "—"}`),
    diffList(check.diff, check.active_version, version),
    check.refusals.length
      ? [h("h3.bad", {}, "The server refuses this activation"), h("ul.refusals", { id: "confirm-refusals" }, check.refusals.map((r) => h("li.bad", {}, r.message)))]
      : h("p.ok", {}, "The rollout guard has nothing against it."),
  ];
  return { check, answer: await confirmChange({ title: `${verb} ${version}?`, body, refusals: check.refusals, confirmLabel: verb, reason: who().reason }) };
}

async function activate(version) {
  const { answer } = await confirmActivation(version, "Activate");
  if (!answer.ok) return ($("policy-status").textContent = `Activation of ${version} cancelled.`);
  const body = { author: who().author, reason: answer.reason, force: answer.force };
  const out = await api(`/v1/policies/${encodeURIComponent(version)}/activate`, { method: "POST", body, operator: true });
  $("policy-status").textContent = `Active version is now ${out.active_version} (was ${out.previous ?? "none"})${out.forced.length ? ", forced" : ""}.`;
  await load();
}

async function shadow(version) {
  const out = await api(`/v1/policies/${encodeURIComponent(version)}/shadow`, { method: "POST", body: who(), operator: true });
  $("policy-status").textContent = `${out.shadow_version} now decides every request in shadow of ${out.active_version}.`;
  await load();
}

async function promote() {
  const version = listing && listing.shadow_version;
  if (!version) return;
  const { answer } = await confirmActivation(version, "Promote");
  if (!answer.ok) return ($("policy-status").textContent = `Promotion of ${version} cancelled.`);
  const body = { author: who().author, reason: answer.reason, force: answer.force };
  const out = await api("/v1/shadow/promote", { method: "POST", body, operator: true });
  $("policy-status").textContent = `Promoted: the active version is now ${out.active_version} (was ${out.previous ?? "none"}).`;
  await load();
}

async function drop() {
  const params = new URLSearchParams(who());
  await api(`/v1/shadow?${params}`, { method: "DELETE", operator: true });
  $("policy-status").textContent = "The shadow was dropped.";
  await load();
}

async function showShadow() {
  const panel = $("shadow-panel");
  if (!listing || !listing.shadow_version) {
    panel.hidden = true;
    return;
  }
  const s = await api("/v1/shadow?limit=1000", { operator: true });
  panel.hidden = false;
  clear($("shadow-summary"),
    h("p", {}, h("b", {}, s.shadow_version), " decides every request in shadow of ", h("b", {}, s.active_version), ". ",
      "Agreement over the last decisions: ", h("b", { id: "shadow-agreement" }, pct(s.agreement)),
      ` (${s.agreed} of ${s.considered} decisions chose the same action).`),
    s.shadow_error ? h("p.bad", {}, s.shadow_error) : null);
  clear($("shadow-disagreements"), s.disagreements.length
    ? h("div.table-wrap", {}, h("table.data", { id: "shadow-table" },
      h("caption", {}, "Disagreeing decisions, newest first"),
      h("thead", {}, h("tr", {}, ["#", "Time (UTC)", "Room", "Step", `${s.active_version} answered`, `${s.shadow_version} would have`].map((t) => h("th", { scope: "col" }, t)))),
      h("tbody", {}, s.disagreements.map((d) => h("tr", {}, h("td", {}, String(d.id)), h("td", {}, fmt.time(d.at)), h("td", {}, d.room || "—"),
        h("td", {}, d.step === null ? "—" : String(d.step + 1)),
        h("td", {}, h("b", {}, d.active.action || "none"), h("br"), h("code", {}, d.active.rule || "—")),
        h("td", {}, h("b", {}, d.shadow.action || "none"), h("br"), h("code", {}, d.shadow.rule || "—"), d.shadow.fired === false ? h("span.muted", {}, " (no gate fired)") : null))))))
    : h("p.muted", {}, s.considered ? "No disagreement so far." : "No decision yet: send /v1/act requests."));
}

async function detail(version) {
  const d = await api(`/v1/policies/${encodeURIComponent(version)}`, { operator: true });
  const block = provenanceBlock(d.provenance || {}, d.sha256);
  clear($("policy-detail"),
    h("h3", { id: "policy-detail-title", tabindex: "-1" }, `Version ${d.version}${d.active ? " (active)" : ""}`),
    h("ul.plain", {}, d.rules.map((r) => h("li", {}, h("pre.rule-text", {}, r.text)))),
    h("div.grid2", {}, block.nodes));
  block.draw();
  $("policy-detail-title").focus();
}

async function diff(event) {
  event.preventDefault();
  const base = $("diff-base").value;
  const head = $("diff-head").value;
  if (base === head) {
    clear($("diff-result"), h("p", { id: "diff-summary" }, "Pick two different versions to compare."));
    return;
  }
  const d = await api(`/v1/policies/${encodeURIComponent(base)}/diff/${encodeURIComponent(head)}`, { operator: true });
  clear($("diff-result"),
    h("p", { id: "diff-summary" }, d.same ? `${base} and ${head} have the same rules.` : `${head} changes the rules of ${base}:`),
    diffList(d.classes, base, head));
}

async function publish(event) {
  event.preventDefault();
  const file = $("publish-file").files[0];
  if (!file) return ($("policy-status").textContent = "Choose an artifact archive (.tar.gz of a version folder) first.");
  const params = new URLSearchParams(who());
  const resp = await fetch(`/v1/policies?${params}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token.get()}`, "Content-Type": "application/gzip", Accept: "application/json" },
    body: file,
    credentials: "omit",
    cache: "no-store",
  });
  const data = await resp.json();
  if (!resp.ok) throw new ApiFailure(resp.status, { ...data.error, message: `${data.error.message}${typeof data.error.detail === "string" ? ": " + data.error.detail : ""}` });
  $("policy-status").textContent = `Published ${data.version} (${data.published.size} bytes, verified); every replica can serve it now.`;
  $("publish-file").value = "";
  await load();
}

async function load() {
  const data = await api("/v1/policies", { operator: true });
  listing = data;
  $("publish-limit").textContent = `a .tar.gz of a version folder, at most ${Math.round(data.max_artifact_bytes / 1024)} KiB`;
  const rows = data.policies.slice().reverse().map((p) => {
    const active = p.version === data.active_version;
    const shadowed = p.version === data.shadow_version;
    const f = p.figures;
    const cells = [
      h("th", { scope: "row" }, p.version, active ? [" ", h("span.pill.ok", {}, "active")] : "", shadowed ? [" ", h("span.pill.warn", {}, "shadow")] : ""),
      h("td", {}, p.source === "store" ? h("span", { title: p.published ? `published by ${p.published.author} at ${p.published.published_at}` : "" }, "published") : "folder"),
      h("td", {}, p.method || "—"), h("td", {}, p.created || "—"),
      h("td", {}, p.verified ? h("span.pill.ok", {}, "verified") : h("span.pill.bad", {}, "refused")),
      h("td.mono", { title: p.sha256 || "" }, fmt.short(p.sha256)),
      h("td", {}, gameSetText(f)), h("td", {}, f ? String(f.epoch) : "—"),
      h("td", {}, fmt.num(f && f.reward)), h("td", {}, fmt.num(f && f.steps, 2)), h("td", {}, fmt.num(f && f.oracle_steps, 2)),
      h("td.actions", {},
        h("button", { type: "button", disabled: !p.verified, "aria-label": `Show version ${p.version}`, onclick: () => detail(p.version).catch(showError) }, "Show"), " ",
        h("button", { type: "button", disabled: active || shadowed || !p.verified, "aria-label": `Shadow version ${p.version}`, onclick: () => shadow(p.version).catch(showError) }, "Shadow"), " ",
        h("button.primary", { type: "button", disabled: active || !p.verified, "aria-label": `Activate version ${p.version}`, onclick: () => activate(p.version).catch(showError) }, "Activate")),
    ];
    const row = h(`tr${active ? ".selected" : ""}`, { dataset: { version: p.version } }, cells);
    // a refused version says why, in the table, not only in a tooltip
    return p.verified ? row : [row, h("tr.refusal", { dataset: { refused: p.version } }, h("td", { colspan: 12 }, h("span.bad", {}, `${p.version} cannot be served: ${p.error}`)))];
  });
  clear($("policies-table").tBodies[0], rows);
  const versions = data.policies.filter((p) => p.verified).map((p) => p.version).reverse();
  for (const [id, pick] of [["diff-base", data.active_version], ["diff-head", versions.find((v) => v !== data.active_version)]]) {
    const select = $(id);
    const keep = select.value;
    clear(select, versions.map((v) => h("option", { value: v }, v)));
    select.value = keep && versions.includes(keep) ? keep : pick || versions[0] || "";
  }
  const one = versions.length < 2;
  $("diff-compare").disabled = one;
  if (one) clear($("diff-result"), h("p.muted", { id: "diff-summary" }, "Only one version can be served: there is nothing to compare it with."));
  await showShadow();
}

export function init() {
  $("diff-form").addEventListener("submit", (event) => diff(event).catch(showError));
  $("publish-form").addEventListener("submit", (event) => publish(event).catch(showError));
  $("shadow-refresh").addEventListener("click", () => showShadow().catch(showError));
  $("shadow-promote").addEventListener("click", () => promote().catch(showError));
  $("shadow-drop").addEventListener("click", () => drop().catch(showError));
}

export async function enter() {
  await load();
}
