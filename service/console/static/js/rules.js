// Rules: the active policy's rules as GET /v1/rules words them, each (class, verb) network (a
// class of several verbs, direction with go and open, has one network a verb), and the policy's
// provenance with its learning curve.

import { api, clear, fmt, h, kv } from "./api.js";
import { curveChart } from "./charts.js";
import { drawNetwork, legend, networkTable } from "./network.js";

let loaded = null;

export async function enter() {
  const [rules, network] = await Promise.all([api("/v1/rules"), api("/v1/rules/network")]);
  if (loaded === rules.policy_sha256) return;
  renderRules(rules, network);
  renderProvenance(rules);
  loaded = rules.policy_sha256;
}

// The network of a rule: GET /v1/rules names a rule by its class and action (the verb), GET
// /v1/rules/network a network by its class and verb.
export const networkKey = (cls, verb) => `${cls}:${verb}`;

export function ruleCard(rule, cls, highlight = null) {
  const priority = typeof rule.priority === "number" ? rule.priority : cls && cls.priority;
  const net = h("div.net", { dataset: { class: rule.class, verb: rule.action } });
  const card = h("article.card.rule", { dataset: { class: rule.class, verb: rule.action } },
    h("h3", {}, `${rule.action}: class ${rule.class}`),
    h("pre.rule-text", { dataset: { ruleText: "" } }, rule.text),
    h("div.meta", {},
      h("span", {}, "gates in the rule: ", h("b", {}, rule.rule_ids.join(", ") || "none")),
      priority !== undefined && priority !== null ? h("span", {}, "class priority: ", h("b.priority", {}, Number(priority).toFixed(3))) : null,
      cls ? h("span", {}, "words: ", h("b", {}, cls.words.join(", "))) : null),
    net);
  if (cls) {
    card.append(legend(), networkTable(cls, highlight));
  }
  return { card, draw: () => cls && drawNetwork(net, cls, highlight) };
}

function renderRules(rules, network) {
  const list = document.getElementById("rules-list");
  const byKey = Object.fromEntries(network.classes.map((c) => [networkKey(c.class, c.verb), c]));
  const cards = rules.rules.map((rule) => ruleCard(rule, byKey[networkKey(rule.class, rule.action)]));
  clear(list,
    h("p.meta", {},
      h("span", {}, "policy ", h("b", { id: "rules-version" }, rules.policy_version)),
      h("span", { title: rules.policy_sha256 }, "sha256 ", h("b.mono", {}, rules.policy_sha256)),
      h("span", {}, "α = ", h("b", {}, String(network.alpha)))),
    cards.map((c) => c.card));
  cards.forEach((c) => c.draw());
}

function flatten(obj, prefix = "") {
  const out = [];
  for (const [k, v] of Object.entries(obj || {})) {
    if (v && typeof v === "object" && !Array.isArray(v)) out.push(...flatten(v, `${prefix}${k}.`));
    else out.push([`${prefix}${k}`, Array.isArray(v) ? JSON.stringify(v) : String(v)]);
  }
  return out;
}

export function provenanceBlock(prov, sha256) {
  const evaluation = prov.evaluation || {};
  const reported = Object.entries(evaluation.reported || {});
  const canvas = h("canvas");
  const left = h("div", {},
    kv([["version", prov.version], ["sha256", sha256], ["method", prov.method], ["network", prov.network], ["created", prov.created],
      ["code revision", prov.code_revision], ["seed", prov.seed],
      ["training wall time", prov.training && prov.training.wall_seconds ? `${prov.training.wall_seconds.toFixed(1)} s` : undefined]]),
    h("h3", {}, "Evaluation"),
    prov.figures
      ? h("p.evaluation-set", {}, "Measured on ", h("b", {}, prov.figures.game_set ? prov.figures.game_set.label : "games the manifest does not record"),
        `; the figures compared at activation are those reported at epoch ${prov.figures.epoch} (moving average).`)
      : null,
    reported.length
      ? h("table.data.evaluation", {}, h("thead", {}, h("tr", {}, h("th", { scope: "col" }, "reported at epoch"), h("th", { scope: "col" }, "reward"), h("th", { scope: "col" }, "steps"))),
        h("tbody", {}, reported.map(([epoch, r]) => h("tr", {}, h("td", {}, epoch), h("td", {}, fmt.num(r.reward)), h("td", {}, fmt.num(r.steps))))))
      : h("p.muted", {}, "No evaluation in the manifest."),
    typeof evaluation.oracle_steps === "number" ? h("p", {}, `Depth-first oracle: ${evaluation.oracle_steps} steps on the same games.`) : null,
    h("details", {}, h("summary", {}, "Training configuration"), kv(flatten(prov.training && prov.training.config ? prov.training.config : prov.training))));
  const right = h("div", {}, h("h3", {}, "Learning curve"), h("div.chart-box", {}, canvas),
    h("p.legend", {}, "Mean reward and steps of the greedy agent on the test games at each evaluation (from the manifest)."));
  return { nodes: [left, right], draw: () => curveChart(canvas, evaluation) };
}

function renderProvenance(rules) {
  const box = document.getElementById("rules-provenance");
  const block = provenanceBlock(rules.provenance || {}, rules.policy_sha256);
  clear(box, block.nodes);
  block.draw();
}
