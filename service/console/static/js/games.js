// Games: the decision log grouped into games (GET /v1/episodes), and one game opened to its map:
// the rooms and moves the converter rebuilt, drawn with Cytoscape.js, the agent's path, a step
// slider, each step's rule on hover, and the doors (closed or opened, from the logged facts and
// the history's open moves) and refused moves on the rooms' sides.

import { api, clear, fmt, h, kv, showError } from "./api.js";

const $ = (id) => document.getElementById(id);
const state = { game: null, cy: null, step: 0 };

const style = [
  { selector: "node", style: { label: "data(label)", "text-wrap": "wrap", "text-max-width": 110, "text-valign": "center", "text-halign": "center", "font-size": 11, color: "#1d2430", "background-color": "#e8edf5", "border-width": 1, "border-color": "#9aa7b8", width: 120, height: 44, shape: "round-rectangle" } },
  { selector: "node.start", style: { "border-width": 3, "border-color": "#1b7f3b" } },
  { selector: "node.visited", style: { "background-color": "#dbe7fb" } },
  { selector: "node.here", style: { "background-color": "#ffd58a", "border-color": "#e07b00", "border-width": 4 } },
  { selector: "node.exit", style: { width: 14, height: 14, shape: "ellipse", label: "", "background-color": "#fff", "border-style": "dashed" } },
  { selector: "edge", style: { width: 2, "curve-style": "bezier", "target-arrow-shape": "triangle", "line-color": "#9aa7b8", "target-arrow-color": "#9aa7b8", label: "data(label)", "font-size": 10, "text-background-color": "#fff", "text-background-opacity": 0.9, "text-background-padding": 1 } },
  { selector: "edge.single", style: { "text-margin-y": -12 } }, // a pair's labels sit on their curves
  { selector: "edge.exit", style: { "line-style": "dashed", "line-color": "#c4cbd6", "target-arrow-shape": "none", label: "data(label)", color: "#8a96a8" } },
  { selector: "edge.walked", style: { "line-color": "#1f5fbf", "target-arrow-color": "#1f5fbf", width: 3 } },
  { selector: "edge.now", style: { "line-color": "#e07b00", "target-arrow-color": "#e07b00", width: 5 } },
  { selector: "node.door", style: { shape: "rectangle", label: "", width: 16, height: 16, "border-width": 2, "background-color": "#fff", "border-color": "#9aa7b8", "border-style": "dotted", "z-index": 10 } },
  { selector: "node.door.closed", style: { "background-color": "#b3261e", "border-color": "#7a1712", "border-style": "solid" } },
  { selector: "node.door.opened", style: { "background-color": "#fff", "border-color": "#1b7f3b", "border-style": "solid", "border-width": 4 } },
  { selector: "node.refused", style: { shape: "polygon", "shape-polygon-points": "-1 -0.7 -0.7 -1 0 -0.3 0.7 -1 1 -0.7 0.3 0 1 0.7 0.7 1 0 0.3 -0.7 1 -1 0.7 -0.3 0", width: 14, height: 14, label: "", "border-width": 0, "background-color": "#b3261e" } },
  { selector: "edge.refused", style: { "line-style": "dashed", "line-color": "#b3261e", "target-arrow-shape": "none", label: "" } },
];

const DELTA = { north: [0, -1], south: [0, 1], east: [1, 0], west: [-1, 0] };
const OPPOSITE = { north: "south", south: "north", east: "west", west: "east" };

// The direction of a move between rooms: the server's reading of the command in its family's
// spelling (``move north``, ``go north``), else the command's last word.
const direction = (edge) => edge.direction || edge.action.split(" ").pop();

// A door's state at step n: opened once the history opened it, closed once it was seen closed
// (or a move toward it was refused), else not yet seen.
function doorState(door, n) {
  if (door.opened_steps.some((k) => k <= n)) return "opened";
  if (door.closed_steps.some((k) => k <= n)) return "closed";
  return "unseen";
}

// A drawn door (the same door as seen from each of its rooms): opened if either side says so.
function drawnState(doors, n) {
  const states = doors.map((d) => doorState(d, n));
  return ["opened", "closed", "unseen"].find((st) => states.includes(st));
}

function rulesText(rules, fallback = 0) {
  const parts = rules.map((r) => `${r.rule_id || "—"} ×${r.steps}`);
  if (fallback) parts.push(`no rule fired ×${fallback}`);
  return parts.join(", ") || "—";
}

async function list() {
  const data = await api("/v1/episodes?limit=100", { operator: true });
  clear($("games-table").tBodies[0], data.items.length
    ? data.items.map((g) => h("tr", { dataset: { episode: g.episode_id } },
      h("td", {}, h("button", { type: "button", "aria-label": `Open game ${g.episode_id}`, onclick: () => open(g.episode_id).catch(showError) }, g.episode_id)),
      h("td", {}, fmt.time(g.last_at)), h("td", {}, String(g.length)),
      h("td", {}, g.outcome ? h("span.pill.ok", {}, g.outcome) : h("span.muted", {}, "not known")),
      h("td", {}, String(g.rooms)),
      h("td", { title: g.rules.map((r) => `${r.rule_id}: ${r.rule}`).join("\n") }, rulesText(g.rules, g.fallback)),
      h("td", {}, g.blocked || g.refused ? h("span.pill.bad", {}, `${g.blocked} blocked${g.refused ? `, ${g.refused} refused` : ""}`) : "0"),
      h("td", {}, g.policy_versions.join(", "))))
    : h("tr", {}, h("td", { colspan: 8 }, h("span.muted", {}, "No game in the log yet: play one through /v1/act."))));
  $("games-status").textContent = `${data.items.length} games among the newest ${data.scan} decisions`;
}

// Rooms placed on a grid by the directions of the moves between them (the game's map is a grid
// of rooms); a room reached only by a move that is not a direction goes to a free cell.
function place(map) {
  const delta = DELTA;
  const pos = new Map();
  const taken = new Set();
  const put = (room, x, y) => {
    while (taken.has(`${x},${y}`)) y += 1;
    pos.set(room, [x, y]);
    taken.add(`${x},${y}`);
  };
  if (map.rooms.length) put(map.rooms[0].id, 0, 0);
  let grew = true;
  while (grew) {
    grew = false;
    for (const e of map.edges) {
      const d = delta[direction(e)];
      if (pos.has(e.source) && !pos.has(e.target) && d) {
        const [x, y] = pos.get(e.source);
        put(e.target, x + d[0], y + d[1]);
        grew = true;
      }
    }
  }
  for (const room of map.rooms) if (!pos.has(room.id)) put(room.id, pos.size, 0);
  return pos;
}

function elements(game) {
  const map = game.map;
  const pos = place(map);
  const cell = 210;
  const els = [];
  const delta = DELTA;
  const opposite = OPPOSITE;
  const doors = map.doors || [];
  const placed = new Map(); // a door seen from both of its rooms is drawn once, between them
  map.rooms.forEach((room, i) => {
    const [x, y] = pos.get(room.id);
    const at = (dx, dy, fx, fy) => ({ x: x * cell + dx * fx, y: y * cell * 0.7 + dy * fy });
    els.push({ data: { id: `r${i}`, label: room.id, room: room.id }, position: at(0, 0, 0, 0), classes: i === 0 ? "start" : "" });
    const used = new Set([
      ...map.edges.filter((e) => e.source === room.id).map(direction),
      ...map.edges.filter((e) => e.target === room.id).map((e) => opposite[direction(e)]),
    ]);
    const doorDirs = new Set(doors.filter((d) => d.room === room.id).map((d) => d.direction));
    const stubs = new Set([...(room.exits || []), ...doorDirs, ...(room.refused || [])]);
    for (const dir of stubs) {
      if (used.has(dir) || !delta[dir]) continue; // a way never taken either way: a dashed stub
      const [dx, dy] = delta[dir];
      const refused = (room.refused || []).includes(dir) && !doorDirs.has(dir);
      els.push({ data: { id: `x${i}-${dir}` }, position: at(dx, dy, 95, 55), classes: refused ? "refused" : "exit" });
      els.push({ data: { id: `xe${i}-${dir}`, source: `r${i}`, target: `x${i}-${dir}`, label: "" }, classes: refused ? "refused" : "exit" });
    }
    doors.forEach((door, k) => {
      if (door.room !== room.id || !delta[door.direction]) return;
      const [dx, dy] = delta[door.direction];
      // just outside the room's side, on the move's edge or the stub; keyed by the midpoint
      // between the two rooms, so that the door seen from the other room is the same node
      const p = at(dx, dy, 82, 40);
      const mid = at(dx, dy, cell / 2, (cell * 0.7) / 2);
      const key = `${Math.round(mid.x)},${Math.round(mid.y)}`;
      if (placed.has(key)) {
        placed.get(key).data.doors.push(k);
        return;
      }
      const el = { data: { id: `d${k}`, doors: [k], label: "" }, position: p, classes: "door" };
      placed.set(key, el);
      els.push(el);
    });
  });
  const index = new Map(map.rooms.map((r, i) => [r.id, i]));
  // a move's label goes above a lone edge (clear of a door on the room's side); a move and its
  // way back are drawn as two curves whose labels sit on them
  const back = (e) => map.edges.some((o) => o.source === e.target && o.target === e.source);
  map.edges.forEach((e, k) => els.push({
    data: { id: `m${k}`, source: `r${index.get(e.source)}`, target: `r${index.get(e.target)}`, label: e.action, steps: e.steps },
    classes: back(e) ? "pair" : "single",
  }));
  return els;
}

function hoverRoom(room) {
  const steps = state.game.steps.filter((s) => s.room === room);
  clear($("game-hover"), h("b", {}, room), h("ul.plain", {}, steps.map((s) => h("li", {},
    `step ${s.step + 1}: `, h("b", {}, s.action || "none"), " because ", s.rule ? h("code", {}, s.rule) : h("span.muted", {}, "no rule fired (fallback)")))));
}

function hoverDoor(node) {
  const doors = node.data("doors").map((k) => state.game.map.doors[k]);
  const steps = (list) => list.map((k) => k + 1).join(", ") || "never";
  clear($("game-hover"), h("b", {}, `Door: ${drawnState(doors, state.step)} at step ${state.step + 1}`),
    h("ul.plain", {}, doors.map((door) => h("li", {}, `${door.direction} of ${door.room}: seen closed (or a move toward it refused) at steps ${steps(door.closed_steps)}; opened by the history at steps ${steps(door.opened_steps)}`))));
}

function hoverMove(edge) {
  const steps = edge.data("steps").map((n) => state.game.steps[n - 1]).filter(Boolean);
  clear($("game-hover"), h("b", {}, `${edge.data("label")}: `), h("ul.plain", {}, steps.map((s) => h("li", {},
    `chosen at step ${s.step + 1} in ${s.room || "?"}`, " because ", s.rule ? h("code", {}, s.rule) : h("span.muted", {}, "no rule fired (fallback)")))));
}

// A map of many rooms gets a taller box, so that room names stay readable once it is fitted.
function size(container, els) {
  const xs = els.filter((e) => e.data.room).map((e) => e.position.x);
  const ys = els.filter((e) => e.data.room).map((e) => e.position.y);
  if (!xs.length) return;
  const width = Math.max(...xs) - Math.min(...xs) + 200;
  const height = Math.max(...ys) - Math.min(...ys) + 120;
  const zoom = Math.min(1, (container.clientWidth || 700) / width);
  container.style.height = `${Math.round(Math.min(1000, Math.max(380, height * zoom + 40)))}px`;
}

function draw(game) {
  if (state.cy) state.cy.destroy();
  const container = $("game-map");
  const els = elements(game);
  size(container, els);
  state.cy = cytoscape({
    container,
    elements: els,
    style,
    layout: { name: "preset", fit: true, padding: 30 },
    boxSelectionEnabled: false,
    autoungrabify: true,
  });
  state.cy.on("mouseover", "node[room]", (e) => hoverRoom(e.target.data("room")));
  state.cy.on("mouseover", "edge[steps]", (e) => hoverMove(e.target));
  state.cy.on("mouseover", "node.door", (e) => hoverDoor(e.target));
  container.setAttribute("role", "img");
  container.setAttribute("aria-label", `Map of game ${game.episode_id}: ${game.map.rooms.length} rooms, ${game.map.edges.length} moves between rooms, ${(game.map.doors || []).length} doors; the step shown beside it names its room, action and rule`);
  container.dataset.rooms = String(state.cy.nodes("[room]").length);
  container.dataset.moves = String(state.cy.edges("[steps]").length);
  container.dataset.doors = String(state.cy.nodes(".door").length);
  container.dataset.refused = String(state.cy.nodes(".refused").length);
}

function showStep(n) {
  const game = state.game;
  state.step = n;
  const s = game.steps[n];
  $("game-step").value = String(n);
  $("game-step-label").textContent = `step ${n + 1} of ${game.steps.length}`;
  $("game-prev").disabled = n === 0;
  $("game-next").disabled = n === game.steps.length - 1;
  const cy = state.cy;
  cy.nodes().removeClass("here visited");
  cy.edges().removeClass("walked now");
  const seen = new Set(game.map.path.slice(0, n + 1));
  const doors = game.map.doors || [];
  const count = { closed: 0, opened: 0 };
  cy.nodes(".door").forEach((node) => {
    const st = drawnState(node.data("doors").map((k) => doors[k]), n);
    node.removeClass("closed opened unseen").addClass(st);
    if (st in count) count[st] += 1;
  });
  $("game-map").dataset.doorsClosed = String(count.closed);
  $("game-map").dataset.doorsOpened = String(count.opened);
  cy.nodes("[room]").forEach((node) => {
    if (seen.has(node.data("room"))) node.addClass("visited");
    if (node.data("room") === s.room) node.addClass("here");
  });
  cy.edges("[steps]").forEach((edge) => {
    const taken = edge.data("steps").filter((k) => k <= n);
    if (taken.length) edge.addClass("walked");
    if (taken.includes(n)) edge.addClass("now");
  });
  $("game-map").dataset.here = s.room || "";
  clear($("game-step-detail"),
    h("h3", { id: "game-step-title" }, `Step ${n + 1}: `, s.action ? h("b", { id: "game-step-action" }, s.action) : h("span.bad", {}, `HTTP ${s.status}`)),
    kv([["room", s.room], ["came by", s.moved || "(start)"], ["rule", s.rule || "no rule fired: the fallback (highest score) chose"], ["gate", s.rule_id], ["policy", s.policy_version],
      ["exits found", s.exits.join(", ") || "none"],
      ["closed doors", (s.closed || []).join(", ") || undefined],
      ["refused move", (s.refused || []).join(", ") || undefined],
      ["door opened", (s.opened || []).join(", ") || undefined],
      ["blocked", s.blocked.length ? s.blocked.map((b) => `${b.action} (#${b.constraint_id})`).join(", ") : "none"],
      ["shadow", s.shadow ? `${s.shadow.action || "none"} (${s.shadow.agree ? "agrees" : "disagrees"})` : undefined],
      ["decision", `#${s.id} at ${fmt.time(s.at)} UTC`]]),
    s.facts && s.facts.length ? h("p", {}, "Firing literals: ", s.facts.map((f) => h("span.pill.ok", {}, fmt.fact(f))).flatMap((x) => [x, " "])) : null);
}

async function open(id) {
  const game = await api(`/v1/episodes/${encodeURIComponent(id)}`, { operator: true });
  state.game = game;
  for (const tr of $("games-table").tBodies[0].rows) tr.classList.toggle("selected", tr.dataset.episode === id);
  $("game-detail").hidden = false;
  $("game-title").textContent = `Game ${game.episode_id}`;
  clear($("game-summary"), h("p.meta", {},
    h("span", {}, "steps ", h("b", {}, String(game.length))),
    h("span", {}, "rooms ", h("b", {}, String(game.map.rooms.length))),
    h("span", {}, "outcome ", h("b", {}, game.outcome || "not known")),
    h("span", {}, "rules ", h("b", {}, rulesText(game.rules, game.fallback))),
    h("span", {}, "versions ", h("b", {}, game.policy_versions.join(", ")))));
  $("game-step").max = String(game.steps.length - 1);
  draw(game);
  showStep(game.steps.length - 1);
  $("game-title").focus();
  if (location.hash !== `#games/${id}`) history.replaceState(null, "", `#games/${encodeURIComponent(id)}`);
}

export function init() {
  $("games-refresh").addEventListener("click", () => list().catch(showError));
  $("game-step").addEventListener("input", () => showStep(Number($("game-step").value)));
  $("game-prev").addEventListener("click", () => showStep(Math.max(0, state.step - 1)));
  $("game-next").addEventListener("click", () => showStep(Math.min(state.game.steps.length - 1, state.step + 1)));
}

export async function enter(section, arg) {
  await list();
  if (arg) await open(decodeURIComponent(arg));
}
