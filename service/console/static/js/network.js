// A (class, verb) AND-OR network drawn with Cytoscape.js: literals -> AND gates -> OR -> action,
// edge labels are the weights, decisive inputs drawn solid and marked, a fired gate highlighted.

import { h } from "./api.js";

const MIN_WEIGHT = 1e-3;

// ``compact`` (narrow screens) leaves out literals no gate weighs and packs the columns.
function elements(cls, highlight, compact) {
  const els = [];
  const row = 42;
  const gates = cls.gates;
  const shown = cls.literals.map((_, i) => i).filter((i) => !compact || gates.some((g) => g.weights[i] >= MIN_WEIGHT));
  const slot = new Map(shown.map((i, n) => [i, n]));
  const col = compact ? [0, 190, 340, 470] : [0, 300, 540, 720];
  const litY = (i) => slot.get(i) * row;
  const mid = ((shown.length - 1) * row) / 2;
  const gateY = (k) => mid + (k - (gates.length - 1) / 2) * row * (compact ? 1.5 : 2);
  const decisiveLiteral = cls.literals.map((_, i) => gates.some((g) => g.in_rule && g.decisive[i]));
  const hl = gates.find((g) => g.rule_id === highlight);
  shown.forEach((i) => {
    const name = cls.literals[i];
    const lit = hl && hl.decisive[i];
    els.push({
      data: { id: `l${i}`, label: name },
      position: { x: col[0], y: litY(i) },
      classes: ["literal", decisiveLiteral[i] ? "decisive" : "", lit ? "hl" : ""].join(" "),
    });
  });
  gates.forEach((g, k) => {
    const on = g.rule_id === highlight;
    els.push({
      data: { id: `g${k}`, label: `AND ${g.rule_id}\nβ=${g.bias.toFixed(2)}` },
      position: { x: col[1], y: gateY(k) },
      classes: ["gate", g.in_rule ? "in-rule" : "out", on ? "hl" : ""].join(" "),
    });
    g.weights.forEach((w, i) => {
      if (w < MIN_WEIGHT || !slot.has(i)) return;
      els.push({
        data: { id: `e${k}-${i}`, source: `l${i}`, target: `g${k}`, label: w.toFixed(2) },
        classes: [g.decisive[i] ? "decisive" : "weak", on && g.decisive[i] ? "hl" : ""].join(" "),
      });
    });
    if (g.or_weight >= MIN_WEIGHT) {
      els.push({
        data: { id: `o${k}`, source: `g${k}`, target: "or", label: g.or_weight.toFixed(2) },
        classes: [g.or_decisive ? "decisive" : "weak", on ? "hl" : ""].join(" "),
      });
    }
  });
  els.push({ data: { id: "or", label: `OR\nβ=${cls.or_bias.toFixed(2)}` }, position: { x: col[2], y: mid }, classes: ["or", hl ? "hl" : ""].join(" ") });
  els.push({
    data: { id: "act", label: `${cls.verb}(x)\npriority ${cls.priority.toFixed(2)}` },
    position: { x: col[3], y: mid },
    classes: ["action", hl ? "hl" : ""].join(" "),
  });
  els.push({ data: { id: "oa", source: "or", target: "act", label: "" }, classes: hl ? "hl" : "" });
  return els;
}

const style = [
  { selector: "node", style: { label: "data(label)", "text-wrap": "wrap", "text-valign": "center", "text-halign": "center", "font-size": 12, color: "#1d2430", "background-color": "#e8edf5", "border-width": 1, "border-color": "#9aa7b8", width: 110, height: 30, shape: "round-rectangle" } },
  { selector: "node.literal", style: { width: 120 } },
  { selector: "node.literal.decisive", style: { "border-width": 3, "border-color": "#1f5fbf", "background-color": "#dbe7fb", "font-weight": "bold" } },
  { selector: "node.gate", style: { width: 130, height: 42, "background-color": "#f2f5f9" } },
  { selector: "node.gate.out", style: { "border-style": "dashed", color: "#7b8594" } },
  { selector: "node.or", style: { shape: "ellipse", width: 90, height: 46, "background-color": "#fff3d6" } },
  { selector: "node.action", style: { width: 120, height: 42, "background-color": "#e3f3e6", "border-color": "#1b7f3b" } },
  { selector: "edge", style: { width: 1.5, "curve-style": "bezier", "target-arrow-shape": "triangle", "line-color": "#8a96a8", "target-arrow-color": "#8a96a8", label: "data(label)", "font-size": 10, "text-background-color": "#fff", "text-background-opacity": 0.9, "text-background-padding": 1 } },
  { selector: "edge.weak", style: { "line-style": "dashed", "line-color": "#c4cbd6", "target-arrow-color": "#c4cbd6", color: "#8a96a8" } },
  { selector: "edge.decisive", style: { width: 3, "line-color": "#1f5fbf", "target-arrow-color": "#1f5fbf" } },
  { selector: ".hl", style: { "border-color": "#e07b00", "border-width": 4 } },
  { selector: "edge.hl", style: { "line-color": "#e07b00", "target-arrow-color": "#e07b00", width: 4 } },
];

// Draw ``cls`` (one entry of GET /v1/rules/network: a class and one of its verbs) into
// ``container``; returns the cy instance.
export function drawNetwork(container, cls, highlight = null) {
  const compact = container.clientWidth > 0 && container.clientWidth < 600;
  const cy = cytoscape({
    container,
    elements: elements(cls, highlight, compact),
    style,
    layout: { name: "preset", fit: true, padding: 18 },
    userZoomingEnabled: false,
    userPanningEnabled: false,
    boxSelectionEnabled: false,
    autoungrabify: true,
  });
  container.setAttribute("role", "img");
  const fired = highlight ? `, gate ${highlight} highlighted` : "";
  container.setAttribute("aria-label", `AND-OR network of class ${cls.class}, verb ${cls.verb}${fired}; the weights are in the table below`);
  container.dataset.edges = String(cy.edges().length);
  return cy;
}

// The same network as a table (keyboard and screen-reader readable).
export function networkTable(cls, highlight = null) {
  const head = h("tr", {}, h("th", { scope: "col" }, "gate"), h("th", { scope: "col" }, "β"),
    cls.literals.map((l) => h("th", { scope: "col" }, l)), h("th", { scope: "col" }, "OR weight"), h("th", { scope: "col" }, "in rule"));
  const rows = cls.gates.map((g) => h(`tr${g.rule_id === highlight ? ".selected" : ""}`, {},
    h("th", { scope: "row" }, g.rule_id), h("td", {}, g.bias.toFixed(2)),
    g.weights.map((w, i) => h("td", {}, g.decisive[i] ? h("b", {}, `${w.toFixed(2)} ✓`) : w.toFixed(2))),
    h("td", {}, g.or_weight.toFixed(2)), h("td", {}, g.in_rule ? "yes" : "no")));
  return h("details", {}, h("summary", {}, "Weights as a table"),
    h("div.table-wrap", {}, h("table.data", {}, h("thead", {}, head), h("tbody", {}, rows))),
    h("p.legend", {}, `OR β=${cls.or_bias.toFixed(3)}, class priority ${cls.priority.toFixed(3)}; ✓ = decisive literal.`));
}

export function legend() {
  return h("p.legend", {}, "Solid blue: decisive weight (the literal belongs to the conjunction); dashed grey: weight below decisive; dashed gate: not part of the rule; orange: the gate that fired.");
}
