// Chart.js charts: a decision's scores and a policy's learning curve.

const palette = { bar: "#9db5de", chosen: "#1f5fbf", blocked: "#d9534f", line: "#1f5fbf", oracle: "#888" };

function replace(canvas, config) {
  const old = Chart.getChart(canvas);
  if (old) old.destroy();
  return new Chart(canvas, config);
}

// Horizontal bars of every candidate's score, the chosen action dark, blocked ones red.
export function scoresChart(canvas, scores, chosen, blocked = []) {
  const names = Object.keys(scores).sort((a, b) => scores[b] - scores[a]);
  const blockedSet = new Set(blocked.map((b) => b.action));
  canvas.setAttribute("role", "img");
  canvas.setAttribute(
    "aria-label",
    "Scores: " + names.map((n) => `${n} ${scores[n].toFixed(3)}${blockedSet.has(n) ? " (blocked)" : ""}`).join(", "),
  );
  return replace(canvas, {
    type: "bar",
    data: {
      labels: names,
      datasets: [{
        label: "score (truth of the class OR)",
        data: names.map((n) => scores[n]),
        backgroundColor: names.map((n) => (n === chosen ? palette.chosen : blockedSet.has(n) ? palette.blocked : palette.bar)),
      }],
    },
    options: {
      indexAxis: "y",
      animation: false,
      maintainAspectRatio: false,
      scales: { x: { min: 0, max: 1, title: { display: true, text: "score" } } },
      plugins: { legend: { display: false } },
    },
  });
}

// Evaluation steps (and reward) per epoch, with the depth-first oracle's steps for reference.
export function curveChart(canvas, evaluation) {
  const points = (evaluation && evaluation.evaluations) || [];
  const epochs = points.map((p) => p.epoch);
  const datasets = [
    { label: "steps (test games)", data: points.map((p) => p.steps), borderColor: palette.line, backgroundColor: palette.line, yAxisID: "y", tension: 0.2 },
    { label: "reward", data: points.map((p) => p.reward), borderColor: "#1b7f3b", backgroundColor: "#1b7f3b", yAxisID: "y1", tension: 0.2 },
  ];
  if (typeof evaluation?.oracle_steps === "number") {
    datasets.push({ label: "oracle steps", data: points.map(() => evaluation.oracle_steps), borderColor: palette.oracle, borderDash: [6, 4], pointRadius: 0, yAxisID: "y" });
  }
  canvas.setAttribute("role", "img");
  canvas.setAttribute("aria-label", `Learning curve over ${points.length} evaluations`);
  return replace(canvas, {
    type: "line",
    data: { labels: epochs, datasets },
    options: {
      animation: false,
      maintainAspectRatio: false,
      interaction: { mode: "index", intersect: false },
      scales: {
        x: { title: { display: true, text: "epoch" } },
        y: { title: { display: true, text: "steps" }, beginAtZero: true },
        y1: { position: "right", min: 0, max: 1, title: { display: true, text: "reward" }, grid: { drawOnChartArea: false } },
      },
    },
  });
}
