// Decisions: the audit log newest first, live, with filters, CSV / JSON-lines export, and a
// decision opened to what the agent saw and why. Ids are times; the live view polls in commit
// order (`after` = the last answer's `next_after`) and puts each new decision at its time's
// place, so a decision written late by another worker is neither missed nor shown out of order.

import { api, clear, download, fmt, h, kv, showError } from "./api.js";
import { scoresChart } from "./charts.js";
import { drawNetwork, legend } from "./network.js";

export const POLL_MS = 1000;
const PAGE = 100;

const state = { after: null, cursor: null, timer: null, selected: null, vocab: null, polling: false };

const $ = (id) => document.getElementById(id);

function filters() {
  const form = $("decision-filters");
  const params = new URLSearchParams();
  for (const name of ["action", "rule_id", "fired", "blocked", "policy_version"]) {
    const value = form.elements[name].value.trim();
    if (value) params.set(name, value);
  }
  for (const name of ["since", "until"]) {
    const value = form.elements[name].value;
    if (value) params.set(name, new Date(value).toISOString());
  }
  return params;
}

// What the log says of how an action was chosen: a rule fired, or no rule fired and the
// fallback answered (`fired: false`), or no action at all (409, 422).
export function verdict(d) {
  if (d.status === 422) return { cls: "bad", text: "HTTP 422: no candidate on a found word" };
  if (d.status !== 200) return { cls: "bad", text: `HTTP ${d.status}` };
  if (d.fired === false) return { cls: "warn", text: "no rule fired: fallback" };
  return { cls: "ok", text: d.fired ? "rule fired" : "answered" };
}

function row(item, fresh = false) {
  const blocked = item.blocked.length
    ? h("span.pill.bad", {}, item.blocked.map((b) => `${b.action} (#${b.constraint_id})`).join(", "))
    : item.status === 200 ? "" : h("span.pill.bad", {}, `HTTP ${item.status}`);
  const rule = item.fired === false ? h("span.pill.warn", {}, "no rule fired") : item.rule_id || "—";
  // An id is its decision's microsecond: the time column shows the rest, so the button shows
  // the last six digits (the microseconds), the whole id in its label, title and the detail.
  const open = h("button.id", { type: "button", "aria-label": `Open decision ${item.id}`, title: `decision ${item.id}`, onclick: () => openDecision(item.id) }, `…${String(item.id).slice(-6)}`);
  return h(`tr${fresh ? ".fresh" : ""}`, { dataset: { id: item.id, fired: String(item.fired) } },
    h("td", {}, open), h("td", {}, fmt.time(item.at)),
    h("td", {}, item.action ? h("b", {}, item.action) : h("span.muted", {}, "none")),
    h("td", {}, rule), h("td", {}, blocked), h("td", {}, item.policy_version),
    h("td", {}, item.room || "—"),
    h("td", {}, item.episode_id
      ? h("a.nowrap", { href: `#games/${encodeURIComponent(item.episode_id)}`, title: `game ${item.episode_id}`, "aria-label": `step ${item.step === null ? "?" : item.step + 1} of game ${item.episode_id}` }, `step ${item.step === null ? "?" : item.step + 1}`)
      : "—"));
}

async function loadFirst() {
  const params = filters();
  params.set("limit", String(PAGE));
  const page = await api(`/v1/decisions?${params}`, { operator: true });
  const body = $("decisions-table").tBodies[0];
  clear(body, page.items.map((item) => row(item)));
  state.after = page.next_after;
  state.cursor = page.next_cursor;
  $("decisions-older").hidden = !state.cursor;
  status(`${page.items.length} shown`);
}

async function loadOlder() {
  const params = filters();
  params.set("limit", String(PAGE));
  params.set("cursor", String(state.cursor));
  const page = await api(`/v1/decisions?${params}`, { operator: true });
  const body = $("decisions-table").tBodies[0];
  body.append(...page.items.filter((item) => !shown(body, item)).map((item) => row(item)));
  state.cursor = page.next_cursor;
  $("decisions-older").hidden = !state.cursor;
}

function status(text) {
  const now = new Date().toISOString().slice(11, 19);
  $("decisions-status").textContent = `${text}; updated ${now} UTC${$("decisions-live").checked ? ", live" : ""}`;
}

function shown(body, item) {
  return body.querySelector(`tr[data-id="${item.id}"]`) !== null;
}

// A decision committed since the last poll, put where its time (its id) places it among the
// rows shown; one older than every row shown waits for "Older" when there are older pages.
function place(body, item) {
  if (shown(body, item)) return false;
  const later = [...body.rows].find((tr) => Number(tr.dataset.id) < item.id);
  if (later) body.insertBefore(row(item, true), later);
  else if (state.cursor) return false;
  else body.append(row(item, true));
  return true;
}

async function poll() {
  state.timer = null;
  if (!state.polling || !$("decisions-live").checked || document.hidden) return schedule();
  try {
    const params = filters();
    params.set("limit", "500");
    params.set("after", String(state.after));
    const page = await api(`/v1/decisions?${params}`, { operator: true });
    if (page.items.length >= 500) {
      await loadFirst();
    } else {
      const body = $("decisions-table").tBodies[0];
      const added = page.items.filter((item) => place(body, item)).length;
      state.after = page.next_after;
      if (added) status(`${added} new`);
    }
  } catch (err) {
    if (err.status === 422) await loadFirst().catch(showError); // the log was replaced: start over
    else showError(err);
  }
  schedule();
}

function schedule() {
  if (state.polling && !state.timer) state.timer = setTimeout(poll, POLL_MS);
}

async function vocabulary() {
  if (state.vocab) return state.vocab;
  const network = await api("/v1/rules/network");
  const actions = network.classes.flatMap((c) => c.words.map((w) => `${c.verb} ${w}`));
  const rules = network.classes.flatMap((c) => c.gates.map((g) => g.rule_id));
  const form = $("decision-filters");
  form.elements.action.append(...actions.map((a) => h("option", { value: a }, a)));
  form.elements.rule_id.append(...rules.map((r) => h("option", { value: r }, r)));
  state.vocab = { network };
  try {
    const policies = await api("/v1/policies", { operator: true });
    clear($("policy-versions"), policies.policies.map((p) => h("option", { value: p.version })));
  } catch (err) {
    showError(err);
  }
  return state.vocab;
}

export function init() {
  $("decision-filters").addEventListener("submit", (event) => {
    event.preventDefault();
    loadFirst().catch(showError);
  });
  $("decision-filters").addEventListener("reset", () => setTimeout(() => loadFirst().catch(showError)));
  $("decisions-older").addEventListener("click", () => loadOlder().catch(showError));
  $("decisions-live").addEventListener("change", () => status("live view toggled"));
  $("export-csv").addEventListener("click", () => exportLog("csv"));
  $("export-jsonl").addEventListener("click", () => exportLog("jsonl"));
}

async function exportLog(format) {
  const params = filters();
  params.set("format", format);
  try {
    const size = await download(`/v1/decisions/export?${params}`, `decisions.${format}`);
    status(`exported ${size} bytes as ${format}`);
  } catch (err) {
    showError(err);
  }
}

export async function enter() {
  await vocabulary();
  await loadFirst();
  state.polling = true;
  schedule();
}

export function leave() {
  state.polling = false;
  clearTimeout(state.timer);
  state.timer = null;
}

// --- one decision ----------------------------------------------------------------------------

async function networkOf(version) {
  const active = state.vocab.network;
  if (active.policy_version === version) return active.classes;
  try {
    return (await api(`/v1/policies/${encodeURIComponent(version)}`, { operator: true })).network;
  } catch (err) {
    return null; // a version no longer on disk: the decision is shown without its network
  }
}

export function factsTable(factTable, firing) {
  const unary = new Map();
  const nullary = [];
  for (const f of factTable) {
    if (f.args.length === 1) {
      if (!unary.has(f.args[0])) unary.set(f.args[0], new Map());
      unary.get(f.args[0]).set(f.predicate, f.truth);
    } else nullary.push(f);
  }
  const preds = [...new Set(factTable.filter((f) => f.args.length === 1).map((f) => f.predicate))];
  const fired = new Set((firing || []).map((f) => `${f.predicate}(${f.args.join(",")})`));
  const cell = (pred, args, truth) => h(`td${truth >= 0.5 ? ".true" : ""}${fired.has(`${pred}(${args.join(",")})`) ? ".fired" : ""}`, {}, truth >= 0.5 ? "true" : "false");
  return h("div.table-wrap", {}, h("table.data.facts", {},
    h("caption.sr-only", {}, "Every grounded fact; outlined cells are the literals of the firing gate"),
    h("thead", {}, h("tr", {}, h("th", { scope: "col" }, "word"), preds.map((p) => h("th", { scope: "col" }, p)))),
    h("tbody", {},
      [...unary.entries()].map(([word, m]) => h("tr", {}, h("th", { scope: "row" }, word), preds.map((p) => cell(p, [word], m.get(p) ?? 0)))),
      nullary.map((f) => h("tr", {}, h("th", { scope: "row" }, f.predicate), cell(f.predicate, [], f.truth), preds.slice(1).map(() => h("td")))))));
}

export function decisionBody(d, classes, constraints = []) {
  const byId = Object.fromEntries(constraints.map((c) => [c.id, c]));
  const canvas = h("canvas");
  // the network of the gate the answer names (its rule id), else the one of the action's verb
  // (a game's own spelling, ``move north``, names no verb of the policy: then none is drawn)
  const verb = d.action ? d.action.split(" ")[0] : null;
  const cls = !classes ? null
    : classes.find((c) => d.rule_id && c.gates.some((g) => g.rule_id === d.rule_id))
      || (verb ? classes.find((c) => c.verb === verb) : null) || null;
  const gate = d.fired === false ? null : d.rule_id; // no rule fired: no gate is highlighted
  const net = h("div.net", { dataset: { class: cls ? cls.class : "", verb: cls ? cls.verb : "" } });
  const blockedList = (items, title) => items.length
    ? [h("h3", {}, title), h("ul.plain", {}, items.map((b) => {
        const c = byId[b.constraint_id];
        return h("li", {}, h("span.pill.bad", {}, b.action), " by constraint #", String(b.constraint_id),
          c ? [": ", h("code", {}, c.text), ` (${c.mode}, ${c.author}: ${c.reason})`] : "");
      }))]
    : [];
  const nodes = [
    h("h3", {}, "What the agent saw"),
    kv([["room", d.room], ["observation sha256", d.observation_sha256 || undefined]]),
    d.observation !== null && d.observation !== undefined
      ? h("pre.obs", {}, d.observation)
      : h("p.muted", {}, "The log keeps only the observation's hash (FOLNN_AUDIT_OBSERVATION=hash) or predates it."),
    h("h3", {}, "Action and rule"),
    kv([["action", d.action || (d.status === 422 ? "none: no candidate action is on a word the facts find" : "none: every candidate was blocked")],
      ["rule", d.fired === false ? "none fired" : d.rule], ["gate", gate || undefined]]),
    d.fired === false
      ? h("p.fallback", {}, h("span.pill.warn", {}, "no rule fired"),
        " No gate of the policy's rule reached α for any allowed candidate; the action is the fallback: the allowed candidate on a found word that the policy scores highest (ties to the first in vocabulary order).")
      : null,
    d.facts && d.facts.length ? h("p", {}, "Firing literals: ", d.facts.map((f) => h("span.pill.ok", {}, `${fmt.fact(f)} = ${fmt.num(f.truth, 2)}`)).flatMap((x) => [x, " "])) : null,
    ...blockedList(d.blocked || [], "Blocked by enforced constraints"),
    ...blockedList(d.dryrun_blocked || [], "Would be blocked by dry-run constraints"),
    h("h3", {}, "Scores"),
    h("div.chart-box.small", {}, canvas),
    d.fact_table && d.fact_table.length ? [h("h3", {}, "Facts"), factsTable(d.fact_table, d.facts)] : null,
    cls ? [h("h3", {}, gate ? `Network of ${cls.class} (${cls.verb}), gate ${gate} highlighted` : `Network of ${cls.class} (${cls.verb}), no gate fired`), net, legend()] : null,
  ];
  return {
    nodes,
    draw: () => {
      scoresChart(canvas, d.scores || {}, d.action, d.blocked || []);
      if (cls) drawNetwork(net, cls, gate);
    },
  };
}

async function openDecision(id) {
  const d = await api(`/v1/decisions/${id}`, { operator: true });
  const classes = await networkOf(d.policy_version);
  const box = $("decision-detail");
  const body = decisionBody(d, classes, d.constraints);
  for (const tr of $("decisions-table").tBodies[0].rows) tr.classList.toggle("selected", tr.dataset.id === String(id));
  const badge = verdict(d);
  clear(box,
    h("h2", { tabindex: "-1", id: "decision-heading" }, `Decision #${d.id} `, h(`span.pill.${badge.cls}.verdict`, {}, badge.text)),
    kv([["time", fmt.time(d.at) + " UTC"], ["request id", d.request_id], ["policy", `${d.policy_version} (${fmt.short(d.policy_sha256)})`],
      ["game", d.episode_id ? `${d.episode_id}, step ${d.step + 1}` : undefined],
      ["shadow", d.shadow ? `${d.shadow_version} would have taken ${d.shadow.action || "nothing"} (${d.shadow.rule || "—"})` : undefined],
      ["constraint revision", String(d.constraint_revision)], ["candidates", d.candidates ? d.candidates.join(", ") : "every action"]]),
    body.nodes);
  box.hidden = false;
  body.draw();
  $("decision-heading").focus();
  state.selected = id;
}
