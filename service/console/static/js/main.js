// The console's router: one page, one view per hash (#rules, #decisions, ...), the operator
// token kept in sessionStorage for operator views.

import { api, showError, token } from "./api.js";
import * as constraints from "./constraints.js";
import * as decisions from "./decisions.js";
import * as games from "./games.js";
import * as policies from "./policies.js";
import * as rules from "./rules.js";
import * as tryView from "./try.js";

const views = { rules, decisions, try: tryView, constraints, policies, games };
let current = null;
let configured = null; // whether the server has an operator token (GET /healthz says)

async function operatorConfigured() {
  if (configured === null) {
    try {
      configured = (await api("/healthz")).operator_token_configured !== false;
    } catch (err) {
      return true; // cannot tell: the operator routes will say
    }
  }
  return configured;
}

function tokenState() {
  document.getElementById("token-state").textContent = token.get()
    ? "Token set for this tab."
    : "Operator views need the Operator token.";
}

async function show() {
  const [name, arg] = (location.hash || "#rules").slice(1).split(/\/(.*)/s);
  const view = views[name] ? name : "rules";
  if (current && current !== view && views[current].leave) views[current].leave();
  current = view;
  showError(null);
  for (const section of document.querySelectorAll("[data-view]")) section.hidden = section.dataset.view !== view;
  for (const link of document.querySelectorAll("[data-nav]")) {
    if (link.dataset.nav === view) link.setAttribute("aria-current", "page");
    else link.removeAttribute("aria-current");
  }
  const section = document.querySelector(`[data-view="${view}"]`);
  const operator = section.hasAttribute("data-operator");
  document.getElementById("token-form").hidden = !operator;
  tokenState();
  const off = operator && !(await operatorConfigured());
  document.getElementById("no-token").hidden = !off;
  if (off) {
    document.getElementById("token-state").textContent = "This server has no operator token configured.";
    return;
  }
  if (operator && !token.get()) {
    document.getElementById("operator-token").focus();
    return;
  }
  try {
    await views[view].enter(section, arg);
  } catch (err) {
    showError(err);
  }
}

function setup() {
  for (const view of Object.values(views)) if (view.init) view.init();
  document.getElementById("token-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const input = document.getElementById("operator-token");
    if (input.value.trim()) token.set(input.value.trim());
    input.value = "";
    show();
  });
  document.getElementById("token-forget").addEventListener("click", () => {
    token.clear();
    if (current && views[current].leave) views[current].leave();
    show();
  });
  window.addEventListener("hashchange", () => {
    document.getElementById("main").focus({ preventScroll: true });
    show(); // an operator view without a token moves the focus on to the token field
  });
  show();
}

setup();
