// Policies: the versions on disk with provenance and evaluation, a rule diff between any two,
// and activation (every worker switches from its next request).

import { api, clear, fmt, h, showError } from "./api.js";
import { provenanceBlock } from "./rules.js";

const $ = (id) => document.getElementById(id);

function lastReported(evaluation) {
  const reported = Object.entries((evaluation && evaluation.reported) || {});
  if (!reported.length) return {};
  reported.sort((a, b) => Number(a[0]) - Number(b[0]));
  return reported[reported.length - 1][1];
}

async function activate(version) {
  const body = { author: $("policy-author").value.trim() || "operator", reason: $("policy-reason").value.trim() };
  const out = await api(`/v1/policies/${encodeURIComponent(version)}/activate`, { method: "POST", body, operator: true });
  $("policy-status").textContent = `Active version is now ${out.active_version} (was ${out.previous ?? "none"}).`;
  await load();
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
  const d = await api(`/v1/policies/${encodeURIComponent(base)}/diff/${encodeURIComponent(head)}`, { operator: true });
  clear($("diff-result"),
    h("p", { id: "diff-summary" }, d.same ? `${base} and ${head} have the same rules.` : `${head} changes the rules of ${base}:`),
    d.classes.map((c) => h("article.card", { dataset: { class: c.class } },
      h("h3", {}, `class ${c.class}`, c.same ? h("span.pill.ok", {}, " same") : h("span.pill.warn", {}, " changed")),
      h("p", {}, h("span.muted", {}, `${base}: `), h("code", {}, c.base_text ?? "—")),
      h("p", {}, h("span.muted", {}, `${head}: `), h("code", {}, c.head_text ?? "—")),
      h("ul.plain", {},
        c.removed.map((t) => h("li.diff-removed", {}, "− ", t)),
        c.added.map((t) => h("li.diff-added", {}, "+ ", t)),
        c.kept.map((t) => h("li", {}, "  ", t))))));
}

async function load() {
  const data = await api("/v1/policies", { operator: true });
  const rows = data.policies.slice().reverse().map((p) => {
    const active = p.version === data.active_version;
    const last = lastReported(p.evaluation);
    return h(`tr${active ? ".selected" : ""}`, { dataset: { version: p.version } },
      h("th", { scope: "row" }, p.version, active ? [" ", h("span.pill.ok", {}, "active")] : ""),
      h("td", {}, p.method || "—"), h("td", {}, p.created || "—"), h("td", {}, fmt.short(p.code_revision)),
      h("td", {}, p.verified ? h("span.pill.ok", {}, "verified") : h("span.pill.bad", { title: p.error || "" }, "refused")),
      h("td.mono", { title: p.sha256 || "" }, fmt.short(p.sha256)),
      h("td", {}, fmt.num(last.reward)), h("td", {}, fmt.num(last.steps)),
      h("td", {}, fmt.num(p.evaluation && p.evaluation.oracle_steps)),
      h("td", {},
        h("button", { type: "button", disabled: !p.verified, "aria-label": `Show version ${p.version}`, onclick: () => detail(p.version).catch(showError) }, "Show"), " ",
        h("button.primary", { type: "button", disabled: active || !p.verified, "aria-label": `Activate version ${p.version}`, onclick: () => activate(p.version).catch(showError) }, "Activate")));
  });
  clear($("policies-table").tBodies[0], rows);
  const versions = data.policies.filter((p) => p.verified).map((p) => p.version).reverse();
  for (const [id, pick] of [["diff-base", data.active_version], ["diff-head", versions.find((v) => v !== data.active_version)]]) {
    const select = $(id);
    const keep = select.value;
    clear(select, versions.map((v) => h("option", { value: v }, v)));
    select.value = keep && versions.includes(keep) ? keep : pick || versions[0] || "";
  }
}

export function init() {
  $("diff-form").addEventListener("submit", (event) => diff(event).catch(showError));
}

export async function enter() {
  await load();
}
