// The console's router: one page, one view per hash (#rules, #decisions, ...), the operator
// token kept in sessionStorage for operator views.

import { showError, token } from "./api.js";
import * as constraints from "./constraints.js";
import * as decisions from "./decisions.js";
import * as policies from "./policies.js";
import * as rules from "./rules.js";
import * as tryView from "./try.js";

const views = { rules, decisions, try: tryView, constraints, policies };
let current = null;

function tokenState() {
  document.getElementById("token-state").textContent = token.get()
    ? "Token set for this tab."
    : "Operator views need the Operator token.";
}

async function show() {
  const name = (location.hash || "#rules").slice(1);
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
  if (operator && !token.get()) {
    document.getElementById("operator-token").focus();
    return;
  }
  try {
    await views[view].enter(section);
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
