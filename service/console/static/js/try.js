// Try: paste an observation and history, or upload a transcript, and step through it; each step
// is what POST /v1/act (and POST /v1/facts) answer for that observation and the turns before it.

import { api, clear, h, kv, showError } from "./api.js";
import { decisionBody } from "./decisions.js";

const $ = (id) => document.getElementById(id);
const state = { turns: [], answers: new Map(), network: null };

// Turns from a transcript file: a JSON list of {observation, action}, JSON lines of them, or a
// {"observation", "history"} object (the `folnn facts` input line).
export function parseTranscript(text) {
  const trimmed = text.trim();
  let items;
  try {
    items = [JSON.parse(trimmed)];
  } catch {
    items = trimmed.split("\n").filter((l) => l.trim()).map((l) => JSON.parse(l));
  }
  if (items.length === 1 && Array.isArray(items[0])) items = items[0];
  if (items.length === 1 && items[0] && Array.isArray(items[0].history)) {
    items = [...items[0].history, { observation: items[0].observation, action: "" }];
  }
  for (const t of items) {
    if (!t || typeof t.observation !== "string") throw new Error("every turn needs an \"observation\" string");
  }
  return items.map((t) => ({ observation: t.observation, action: typeof t.action === "string" ? t.action : "" }));
}

function turnsFromForm() {
  let history;
  try {
    history = JSON.parse($("try-history").value || "[]");
  } catch (err) {
    throw new Error(`History is not JSON: ${err.message}`);
  }
  if (!Array.isArray(history)) throw new Error("History must be a JSON list of {observation, action}");
  const observation = $("try-observation").value;
  if (!observation.trim()) throw new Error("Paste an observation first");
  return parseTranscript(JSON.stringify([...history, { observation, action: "" }]));
}

async function answer(i) {
  if (state.answers.has(i)) return state.answers.get(i);
  const body = { observation: state.turns[i].observation, history: state.turns.slice(0, i) };
  const [facts, act] = await Promise.all([
    api("/v1/facts", { method: "POST", body }),
    api("/v1/act", { method: "POST", body }).catch((err) => {
      if (err.status === 409 && err.detail) return { action: null, facts: [], rule: null, rule_id: null, status: 409, ...err.detail };
      if (err.code === "no_candidates" && err.detail) return { action: null, facts: [], rule: null, rule_id: null, status: 422, ...err.detail };
      throw err;
    }),
  ]);
  const out = { facts, act };
  state.answers.set(i, out);
  return out;
}

async function show(i) {
  // The answer first: the label and the result change together, so "step i" never shows
  // the previous step's action.
  const { facts, act } = await answer(i);
  const n = state.turns.length;
  $("try-step").value = String(i);
  $("try-step-label").textContent = `step ${i + 1} of ${n}`;
  $("try-prev").disabled = i === 0;
  $("try-next").disabled = i === n - 1;
  const taken = state.turns[i].action;
  const d = { ...act, room: facts.room, observation: state.turns[i].observation, fact_table: facts.facts };
  const body = decisionBody(d, state.network.classes, []);
  clear($("try-result"),
    h("h2", {}, `Step ${i + 1}: `, h("span", { id: "try-action" }, act.action || (act.status === 422 ? "no candidate on a found word" : "every candidate blocked"))),
    kv([["policy", act.policy_version], ["request id", act.request_id], ["transcript's next action", taken || "—"]]),
    body.nodes);
  body.draw();
}

async function start(turns) {
  state.turns = turns;
  state.answers = new Map();
  state.network = await api("/v1/rules/network");
  $("try-step").max = String(turns.length - 1);
  $("try-steps").hidden = false;
  $("try-status").textContent = `${turns.length} steps`;
  await show(0);
}

export function init() {
  $("try-form").addEventListener("submit", (event) => {
    event.preventDefault();
    try {
      start(turnsFromForm()).catch(showError);
    } catch (err) {
      $("try-status").textContent = err.message;
    }
  });
  $("try-file").addEventListener("change", async () => {
    const file = $("try-file").files[0];
    if (!file) return;
    try {
      const turns = parseTranscript(await file.text());
      const last = turns[turns.length - 1];
      $("try-observation").value = last.observation;
      $("try-history").value = JSON.stringify(turns.slice(0, -1), null, 1);
      await start(turns);
    } catch (err) {
      $("try-status").textContent = `Cannot read ${file.name}: ${err.message}`;
    }
  });
  $("try-prev").addEventListener("click", () => show(Number($("try-step").value) - 1).catch(showError));
  $("try-next").addEventListener("click", () => show(Number($("try-step").value) + 1).catch(showError));
  $("try-step").addEventListener("change", () => show(Number($("try-step").value)).catch(showError));
}

export async function enter() {}
