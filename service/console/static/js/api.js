// Calls to the service's own API, the operator token (sessionStorage only) and DOM helpers.

const TOKEN_KEY = "folnn.operator-token";

export const token = {
  get: () => sessionStorage.getItem(TOKEN_KEY) || "",
  set: (value) => sessionStorage.setItem(TOKEN_KEY, value),
  clear: () => sessionStorage.removeItem(TOKEN_KEY),
};

export class ApiFailure extends Error {
  constructor(status, error) {
    super(error && error.message ? error.message : `HTTP ${status}`);
    this.status = status;
    this.code = error && error.code;
    this.detail = error && error.detail;
  }
}

// fetch a same-origin API path; operator calls send the bearer token in a header, never a URL.
export async function api(path, { method = "GET", body, operator = false, raw = false } = {}) {
  const headers = { Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (operator) {
    const t = token.get();
    if (!t) throw new ApiFailure(401, { code: "no_token", message: "enter the Operator token first" });
    headers.Authorization = `Bearer ${t}`;
  }
  const resp = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "omit",
    cache: "no-store",
  });
  if (raw && resp.ok) return resp;
  const isJson = (resp.headers.get("Content-Type") || "").includes("json");
  const data = isJson ? await resp.json() : await resp.text();
  if (!resp.ok) throw new ApiFailure(resp.status, data && data.error);
  return data;
}

// h("tag.class", {attr: value, onclick: fn}, ...children): text children become text nodes,
// so nothing a client sent (observations, rooms) is ever parsed as HTML.
export function h(spec, attrs = {}, ...children) {
  const [tag, ...classes] = spec.split(".");
  const node = document.createElement(tag || "div");
  if (classes.length) node.className = classes.join(" ");
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else if (key === "text") node.textContent = value;
    else if (key === "dataset") Object.assign(node.dataset, value);
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  append(node, children);
  return node;
}

function append(node, children) {
  for (const child of children.flat(Infinity)) {
    if (child === undefined || child === null || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

export function clear(node, ...children) {
  node.replaceChildren();
  append(node, children);
  return node;
}

export function kv(pairs) {
  const dl = h("dl.kv");
  for (const [k, v] of pairs) {
    if (v === undefined) continue;
    dl.append(h("dt", {}, k), h("dd", {}, v === null ? "—" : v));
  }
  return dl;
}

export function showError(err) {
  const box = document.getElementById("error");
  if (!err) {
    box.hidden = true;
    box.textContent = "";
    return;
  }
  const where = err.status ? ` (HTTP ${err.status}${err.code ? ", " + err.code : ""})` : "";
  box.textContent = `${err.message}${where}`;
  box.hidden = false;
}

export const fmt = {
  num: (x, digits = 3) => (typeof x === "number" ? x.toFixed(digits) : x ?? "—"),
  time: (iso) => (iso ? iso.replace("T", " ").replace("Z", "") : "—"),
  short: (sha) => (sha ? sha.slice(0, 12) : "—"),
  fact: (f) => `${f.negated ? "¬" : ""}${f.predicate}${f.args && f.args.length ? "(" + f.args.join(", ") + ")" : ""}`,
};

// Download text from an operator route as a file (the token travels in a header).
export async function download(path, filename) {
  const resp = await api(path, { operator: true, raw: true });
  const blob = await resp.blob();
  const url = URL.createObjectURL(blob);
  const a = h("a", { href: url, download: filename });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return blob.size;
}
