// The explain page's behaviour: build each phi's panel from the function's JSON, open it
// when the phi is clicked (marking the variable's blocks in the CFG after mem2reg), and
// highlight the lines of the same C source line in every column on hover.
"use strict";

function element(tag, className, text) {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

function blockList(blocks) {
  return blocks.length ? blocks.join(", ") : "(none)";
}

function buildPanel(phi, variable) {
  const panel = element("div", "phi-panel");
  panel.dataset.for = phi.id;
  const title = element("h4");
  title.append("Phi ", element("code", "", phi.value), " of variable ",
    element("code", "", variable.name), " in block ", element("code", "", phi.block));
  panel.append(title);
  const edges = element("ul", "edges");
  for (const e of phi.edges) {
    const li = element("li");
    li.append("on the edge ", element("code", "", e.from + " \u2192 " + phi.block),
      ": ", element("code", "", e.value));
    edges.append(li);
  }
  panel.append(element("div", "", "Incoming edges:"), edges);
  const facts = element("dl");
  const placed = element("dd");
  variable.placed.forEach((p, i) => {
    if (i > 0) placed.append(", ");
    placed.append(element("span", p.kept ? "" : "removed", p.block));
  });
  for (const [term, value] of [
    ["defining blocks (stores)", blockList(variable.defs)],
    ["live-in blocks", blockList(variable.liveIn)],
    ["iterated dominance frontier of the definitions", blockList(variable.idf)],
  ]) {
    facts.append(element("dt", "", term), element("dd", "", value));
  }
  facts.append(element("dt", "", "phis placed (IDF \u2229 live-in)"), placed);
  panel.append(facts);
  panel.append(element("p", "note",
    "mem2reg puts a phi in each block of the iterated dominance frontier where the " +
    "variable is live-in (pruned SSA); a struck-out block had a trivial phi, removed."));
  return panel;
}

function markBlocks(section, data, variable, phiBlock) {
  const svg = section.querySelector("figure.cfg.after svg");
  if (!svg) return;
  const byTitle = new Map();
  for (const g of svg.querySelectorAll("g.node")) {
    const t = g.querySelector("title");
    if (t) byTitle.set(t.textContent, g);
    g.classList.remove("def", "idf", "phiblock");
  }
  const mark = (blocks, cls) => {
    for (const b of blocks) {
      const g = byTitle.get(data.nodes[b]);
      if (g) g.classList.add(cls);
    }
  };
  mark(variable.defs, "def");
  mark(variable.idf, "idf");
  mark([phiBlock], "phiblock");
}

function openPhi(section, data, phi) {
  for (const e of section.querySelectorAll(".phi-panel.open, .line.phi.open")) {
    e.classList.remove("open");
  }
  section.querySelector('.phi-panel[data-for="' + phi.id + '"]').classList.add("open");
  document.getElementById(phi.id).classList.add("open");
  markBlocks(section, data, data.variables[phi.variable], phi.block);
}

function highlight(section, line, on) {
  for (const e of section.querySelectorAll('[data-line="' + line + '"]')) {
    e.classList.toggle("hl", on);
  }
}

function setUp(section) {
  const data = JSON.parse(section.querySelector("script.explain-data").textContent);
  const panels = section.querySelector(".phi-panels");
  for (const phi of data.phis) {
    panels.append(buildPanel(phi, data.variables[phi.variable]));
    document.getElementById(phi.id).addEventListener("click", () => openPhi(section, data, phi));
  }
  for (const e of section.querySelectorAll("[data-line]")) {
    e.addEventListener("mouseenter", () => highlight(section, e.dataset.line, true));
    e.addEventListener("mouseleave", () => highlight(section, e.dataset.line, false));
  }
  return data;
}

let panels = 0;
const sections = new Map();
for (const section of document.querySelectorAll("section.function")) {
  const data = setUp(section);
  sections.set(section, data);
  panels += data.phis.length;
}
document.querySelector(".js-status").textContent =
  sections.size + " function(s), " + panels + " phi panel(s) ready.";
document.body.dataset.ready = "yes";

// A link to a phi opens its panel: `page.html#phi-f0-1-0` (scrolled to it) or
// `page.html?phi=phi-f0-1-0` (not scrolled, for screenshots).
const asked = new URLSearchParams(location.search).get("phi") || location.hash.slice(1);
const wanted = asked && document.getElementById(asked);
if (wanted && wanted.dataset.phi) {
  const section = wanted.closest("section.function");
  const data = sections.get(section);
  openPhi(section, data, data.phis.find(p => p.id === wanted.dataset.phi));
}
