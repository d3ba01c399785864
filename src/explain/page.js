// The explain page's behaviour. The page holds an index of the functions and, per
// function, a JSON blob; opening a function (a link `#f0-3`, or `#phi-f0-3-0` for one of
// its phis) builds its view from that blob: the summary, the C source beside the IR before
// and after the selected stage (SROA if it split anything, mem2reg, then each pass that
// changed the function), the CFG pictures (wheel to zoom, drag to pan, click a block to see
// its instructions before and after mem2reg), and the machine code. Hovering a line highlights the lines of the
// same C line in every column; clicking a phi opens its panel and marks the variable's
// blocks in the CFG after mem2reg.
"use strict";

// The index of mem2reg's stage: 2 after SROA's, else 1. Its lines are those the phis'
// data refers to.
function mem2regStage(data) {
  return data.stages.findIndex(s => s.name === "mem2reg");
}

function element(tag, className, text) {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

function html(tag, className, inner) {
  const e = element(tag, className);
  e.innerHTML = inner;
  return e;
}

function blockList(blocks) {
  return blocks.length ? blocks.join(", ") : "(none)";
}

const parsed = new Map();
function dataOf(id) {
  if (!parsed.has(id)) {
    const blob = document.getElementById("data-" + id);
    parsed.set(id, blob ? JSON.parse(blob.textContent) : null);
  }
  return parsed.get(id);
}

function sourceOf(unit) {
  const key = "source-" + unit;
  if (!parsed.has(key)) {
    const blob = document.getElementById(key);
    parsed.set(key, blob ? JSON.parse(blob.textContent) : null);
  }
  return parsed.get(key);
}

// Stage `k`'s lines as {text, line}: each item of its JSON is a new line ("text" or
// ["text", C line]) or a run of the previous stage's lines ([first, count]).
function stageLines(data, k) {
  data.decoded = data.decoded || [];
  if (data.decoded[k]) return data.decoded[k];
  const previous = k > 0 ? stageLines(data, k - 1) : [];
  const out = [];
  for (const item of data.stages[k].lines) {
    if (typeof item === "string") {
      out.push({ text: item, line: 0 });
    } else if (typeof item[0] === "string") {
      out.push({ text: item[0], line: item[1] });
    } else {
      for (let i = item[0]; i < item[0] + item[1]; i++) out.push(previous[i]);
    }
  }
  data.decoded[k] = out;
  return out;
}

// A phi's incoming edges, read from its text: each operand `[value, block]`.
function phiEdges(text) {
  const edges = [];
  for (const m of text.matchAll(/\[([^\[\]]*?), ([^\[\],]+)\]/g)) {
    edges.push({ operand: m[0], value: m[1], from: m[2], at: m.index });
  }
  return edges;
}

// A line longer than this shows its start and a button for the rest: a phi of an
// interpreter's dispatch loop has a thousand operands.
const LONG_LINE = 300;
const SHOWN_OPERANDS = 12;

function more(e, rest) {
  const b = element("button", "more", "\u2026 " + rest.length + " more characters");
  b.type = "button";
  b.addEventListener("click", event => {
    event.stopPropagation();
    b.replaceWith(rest);
  });
  e.append(b);
}

function lineElement(l) {
  const long = l.text.length > LONG_LINE;
  const e = element("span", "line", long ? l.text.slice(0, LONG_LINE) : l.text);
  if (long) more(e, l.text.slice(LONG_LINE));
  if (l.line) e.dataset.line = l.line;
  if (/^\S.*:$/.test(l.text)) e.classList.add("label");
  return e;
}

function phiElement(l, phi) {
  const e = element("span", "line phi");
  e.id = phi.id;
  e.dataset.phi = phi.id;
  if (l.line) e.dataset.line = l.line;
  let from = 0;
  for (const edge of phiEdges(l.text).slice(0, SHOWN_OPERANDS)) {
    e.append(l.text.slice(from, edge.at));
    const operand = element("span", "operand", edge.operand);
    operand.title = "on the edge " + edge.from + " \u2192 " + phi.block;
    e.append(operand);
    from = edge.at + edge.operand.length;
  }
  const rest = l.text.slice(from);
  if (rest.length > LONG_LINE) {
    more(e, rest);
  } else {
    e.append(rest);
  }
  return e;
}

function fillIr(pre, lines, phis) {
  const byLine = new Map((phis || []).map(p => [p.line, p]));
  const fragment = document.createDocumentFragment();
  lines.forEach((l, i) => {
    const phi = byLine.get(i);
    fragment.append(phi ? phiElement(l, phi) : lineElement(l));
  });
  pre.replaceChildren(fragment);
}

function sourceColumn(data) {
  const col = element("div", "col source");
  col.append(element("h3", "", "C source"));
  const pre = element("pre");
  const text = sourceOf(data.unit);
  if (!text) {
    pre.textContent = "(an IR input: no C source)\n";
  } else if (!data.span) {
    pre.textContent = "(no source lines recorded)\n";
  } else {
    for (let n = data.span[0]; n <= data.span[1] && n <= text.length; n++) {
      const line = element("span", "line");
      line.dataset.line = n;
      line.append(element("span", "ln", String(n).padStart(4)), " " + text[n - 1]);
      pre.append(line);
    }
  }
  col.append(pre);
  return col;
}

function buildPanel(data, phi) {
  const variable = data.variables[phi.variable];
  const panel = element("div", "phi-panel");
  panel.dataset.for = phi.id;
  const title = element("h4");
  title.append("Phi ", element("code", "", phi.value), " of variable ",
    element("code", "", variable.name), " in block ", element("code", "", phi.block));
  panel.append(title);
  const edges = element("ul", "edges");
  for (const e of phiEdges(stageLines(data, mem2regStage(data))[phi.line].text)) {
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

function nodesByTitle(svg) {
  const byTitle = new Map();
  for (const g of svg.querySelectorAll("g.node")) {
    const t = g.querySelector("title");
    if (t) byTitle.set(t.textContent, g);
  }
  return byTitle;
}

function markBlocks(section, data, variable, phiBlock) {
  const svg = section.querySelector("figure.cfg.after svg");
  if (!svg) return;
  const byTitle = nodesByTitle(svg);
  for (const g of byTitle.values()) g.classList.remove("def", "idf", "phiblock");
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
  const m = mem2regStage(data);
  if (section.stage !== m) showStage(section, data, m);
  for (const e of section.querySelectorAll(".phi-panel.open, .line.phi.open")) {
    e.classList.remove("open");
  }
  const panels = section.querySelector(".phi-panels");
  let panel = panels.querySelector('.phi-panel[data-for="' + phi.id + '"]');
  if (!panel) {
    panel = buildPanel(data, phi);
    panels.append(panel);
  }
  panel.classList.add("open");
  document.getElementById(phi.id).classList.add("open");
  markBlocks(section, data, data.variables[phi.variable], phi.block);
}

// The lines of block `name` in `lines`: its label up to the next label or the end.
function blockLines(lines, name) {
  const start = lines.findIndex(l => l.text === name + ":");
  if (start < 0) return [];
  let end = start + 1;
  while (end < lines.length && !/^\S/.test(lines[end].text)) end++;
  return lines.slice(start, end);
}

function showBlock(section, data, name) {
  const panel = section.querySelector(".block-panel");
  panel.replaceChildren();
  const title = element("h4");
  title.append("Block ", element("code", "", name));
  panel.append(title);
  const columns = element("div", "columns two");
  for (const [heading, k] of [["before mem2reg", 0], ["after mem2reg", 1]]) {
    const col = element("div", "col");
    const pre = element("pre");
    const lines = blockLines(stageLines(data, k), name);
    pre.append(...(lines.length ? lines.map(lineElement) : [element("span", "line", "(no such block)")]));
    col.append(element("h3", "", heading), pre);
    columns.append(col);
  }
  panel.append(columns);
  panel.classList.add("open");
  for (const [cls, nodes] of [["before", data.nodesBefore], ["after", data.nodes]]) {
    const svg = section.querySelector("figure.cfg." + cls + " svg");
    if (!svg) continue;
    for (const [title, g] of nodesByTitle(svg)) g.classList.toggle("picked", title === nodes[name]);
  }
}

// The wheel zooms a CFG about the pointer, a drag pans it, a double click shows it whole;
// a click (not a drag) on a block shows the block.
const MAX_HEIGHT = 640;

function panZoom(svg, onBlock) {
  const box = svg.viewBox.baseVal;
  if (!box || !box.width) return;
  const whole = [box.x, box.y, box.width, box.height];
  // Shown at its natural size (Graphviz's units are points, the own layout's pixels), up to
  // the figure's width and a height that fits the window; a taller graph shows its top, to
  // be panned, or seen whole with a double click.
  const px = svg.classList.contains("own-layout") ? 1 : 4 / 3;
  svg.removeAttribute("width");
  svg.removeAttribute("height");
  svg.style.width = "100%";
  svg.style.maxWidth = Math.ceil(box.width * px) + "px";
  svg.style.height = Math.min(Math.ceil(box.height * px), MAX_HEIGHT) + "px";
  if (box.height * px > MAX_HEIGHT) box.height = MAX_HEIGHT / px;
  const scale = () => {
    const r = svg.getBoundingClientRect();
    return Math.max(box.width / r.width, box.height / r.height);
  };
  svg.addEventListener("wheel", e => {
    e.preventDefault();
    const factor = e.deltaY < 0 ? 0.8 : 1.25;
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(svg.getScreenCTM().inverse());
    box.x = p.x - (p.x - box.x) * factor;
    box.y = p.y - (p.y - box.y) * factor;
    box.width *= factor;
    box.height *= factor;
  }, { passive: false });
  let drag = null;
  svg.addEventListener("pointerdown", e => {
    drag = { x: e.clientX, y: e.clientY, bx: box.x, by: box.y, moved: false };
  });
  svg.addEventListener("pointermove", e => {
    if (!drag || !e.buttons) return;
    const dx = e.clientX - drag.x, dy = e.clientY - drag.y;
    if (Math.abs(dx) + Math.abs(dy) > 3) drag.moved = true;
    const s = scale();
    box.x = drag.bx - dx * s;
    box.y = drag.by - dy * s;
  });
  svg.addEventListener("click", e => {
    const dragged = drag && drag.moved;
    drag = null;
    if (dragged) return;
    const g = e.target.closest("g.node");
    const t = g && g.querySelector("title");
    if (t) onBlock(t.textContent);
  });
  svg.addEventListener("dblclick", () => {
    [box.x, box.y, box.width, box.height] = whole;
  });
}

function escapeHtml(text) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

// A CFG drawn where Graphviz did not draw it: the blocks stacked in layout order, forward
// edges curving down on the right, back edges (to an earlier or the same block, the loops)
// up on the left; linear in the blocks and edges. `graph` is [[block, instructions,
// [successor row, ...]], ...]; each node is titled as Graphviz's (`nodes[block]`), so that
// the script marks and picks them the same way.
function ownLayout(graph, nodes) {
  const [WIDTH, HEIGHT, GAP, MARGIN] = [220, 34, 22, 70];
  const height = graph.length * (HEIGHT + GAP) + GAP;
  const width = WIDTH + 2 * MARGIN;
  const parts = ['<svg xmlns="http://www.w3.org/2000/svg" class="own-layout" width="' + width +
    '" height="' + height + '" viewBox="0 0 ' + width + " " + height + '">' +
    '<defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="6" ' +
    'markerHeight="6" orient="auto"><path d="M0,0 L10,5 L0,10 z"/></marker></defs>'];
  graph.forEach(([name, size], i) => {
    const y = GAP + i * (HEIGHT + GAP);
    parts.push('<g class="node"><title>' + escapeHtml(nodes[name] || name) + "</title>" +
      '<rect x="' + MARGIN + '" y="' + y + '" width="' + WIDTH + '" height="' + HEIGHT +
      '" fill="white" stroke="black"/><text x="' + (MARGIN + WIDTH / 2) + '" y="' +
      (y + HEIGHT / 2 + 4) + '" text-anchor="middle" font-family="monospace" font-size="12">' +
      escapeHtml(name) + ": " + size + (size === 1 ? " line" : " lines") + "</text></g>");
  });
  const mid = r => GAP + r * (HEIGHT + GAP) + HEIGHT / 2;
  graph.forEach(([, , successors], from) => {
    successors.forEach((to, k) => {
      const bulge = 18 + 12 * k;
      const [x, control] = to > from
        ? [MARGIN + WIDTH, MARGIN + WIDTH + bulge + 8 * (to - from)]
        : [MARGIN, Math.max(0, MARGIN - bulge - 8 * (from - to))];
      const [y1, y2] = [mid(from) + 4 * k, mid(to)];
      parts.push('<path class="edge" d="M' + x + "," + y1 + " C" + control + "," + y1 + " " +
        control + "," + y2 + " " + x + "," + y2 +
        '" fill="none" stroke="black" marker-end="url(#arrow)"/>');
    });
  });
  parts.push("</svg>");
  return parts.join("\n");
}

function cfgFigures(section, data) {
  const columns = element("div", "columns two cfgs");
  const captions = [
    ["before", "CFG before mem2reg", data.nodesBefore],
    ["after", "CFG after mem2reg", data.nodes],
  ];
  captions.forEach(([cls, caption, nodes], i) => {
    const figure = element("figure", "cfg " + cls);
    const figcaption = element("figcaption", "", caption);
    if (cls === "after") {
      figcaption.append(html("span", "legend", '<span class="def">defines</span> ' +
        '<span class="idf">in the IDF</span> <span class="phiblock">gets a phi</span>'));
    }
    figure.append(figcaption);
    const picture = data.cfg[i];
    if (picture.svg !== undefined) {
      figure.insertAdjacentHTML("beforeend", picture.svg);
    } else {
      figure.insertAdjacentHTML("beforeend", picture.note + ownLayout(picture.graph, nodes));
    }
    columns.append(figure);
    const names = new Map(Object.entries(nodes).map(([name, node]) => [node, name]));
    const svg = figure.querySelector("svg");
    if (svg) panZoom(svg, node => names.has(node) && showBlock(section, data, names.get(node)));
  });
  return columns;
}

// Show stage `k` (SROA's if it split anything, mem2reg's, then each pass that changed the
// function) beside the one before it.
function showStage(section, data, k) {
  section.stage = k;
  for (const b of section.querySelectorAll(".stages button")) {
    b.classList.toggle("on", Number(b.dataset.stage) === k);
  }
  const title = j => j === 0 ? "IR, memory form (before mem2reg)"
    : j === mem2regStage(data) ? "SSA (after mem2reg)"
    : "after " + data.stages[j].name;
  section.querySelector(".col.ir h3").textContent = title(k - 1);
  section.querySelector(".col.ssa h3").textContent = title(k);
  fillIr(section.querySelector(".col.ir pre"), stageLines(data, k - 1));
  fillIr(section.querySelector(".col.ssa pre"), stageLines(data, k), k === mem2regStage(data) ? data.phis : []);
  const stats = section.querySelector(".stage-stats");
  stats.replaceChildren(element("span", "", "What " + data.stages[k].name + " counted:"));
  stats.insertAdjacentHTML("beforeend", data.stages[k].stats);
  for (const e of section.querySelectorAll(".phi-panel.open")) e.classList.remove("open");
}

function stageTabs(section, data) {
  const tabs = element("div", "stages");
  tabs.append(element("span", "", "The IR after each pass that changed it: "));
  data.stages.forEach((s, k) => {
    if (k === 0) return;
    const b = element("button", "", s.name);
    b.type = "button";
    b.dataset.stage = k;
    b.addEventListener("click", () => showStage(section, data, k));
    tabs.append(b);
  });
  return tabs;
}

// Hovering a line highlights every line of the same C line in the section.
function highlightOnHover(section) {
  let current = null;
  const set = (line, on) => {
    for (const e of section.querySelectorAll('[data-line="' + line + '"]')) {
      e.classList.toggle("hl", on);
    }
  };
  section.addEventListener("mouseover", e => {
    const target = e.target.closest("[data-line]");
    const line = target ? target.dataset.line : null;
    if (line === current) return;
    if (current) set(current, false);
    current = line;
    if (line) set(line, true);
  });
}

function buildSection(data) {
  const section = element("section", "function");
  section.id = data.id;
  const h2 = element("h2", "", data.name + " ");
  h2.append(element("span", "file", data.file));
  section.append(h2, html("div", "summary", data.summary), stageTabs(section, data),
    element("div", "stage-stats"));
  const columns = element("div", "columns three");
  columns.append(sourceColumn(data));
  for (const cls of ["ir", "ssa"]) {
    const col = element("div", "col " + cls);
    col.append(element("h3"), element("pre"));
    columns.append(col);
  }
  section.append(columns, element("div", "phi-panels"), element("div", "block-panel"));
  section.append(cfgFigures(section, data));
  section.insertAdjacentHTML("beforeend", data.asm);
  section.addEventListener("click", e => {
    const line = e.target.closest(".line.phi");
    if (line) openPhi(section, data, data.phis.find(p => p.id === line.dataset.phi));
  });
  highlightOnHover(section);
  return section;
}

// Open function `id` (its view replaces the one open), and the phi `phiId` if given.
function openFunction(id, phiId) {
  const data = dataOf(id);
  if (!data) return false;
  const main = document.getElementById("opened");
  let section = main.querySelector("section.function");
  if (!section || section.id !== id) {
    section = buildSection(data);
    main.replaceChildren(section);
    showStage(section, data, mem2regStage(data));
    for (const row of document.querySelectorAll("nav.index tr.open")) row.classList.remove("open");
    const link = document.querySelector('nav.index a[href="#' + id + '"]');
    if (link) link.closest("tr").classList.add("open");
  }
  const phi = phiId && data.phis.find(p => p.id === phiId);
  if (phi) openPhi(section, data, phi);
  section.dataset.ready = "yes";
  return true;
}

// `#f0-3` opens a function, `#phi-f0-3-0` (or `?phi=phi-f0-3-0`, not scrolled, for
// screenshots) one of its phis.
function openAsked() {
  const query = new URLSearchParams(location.search).get("phi");
  const asked = query || location.hash.slice(1);
  const phi = /^phi-(f\d+-\d+)-\d+$/.exec(asked);
  const id = phi ? phi[1] : asked;
  if (!id || !openFunction(id, phi && asked)) return false;
  const target = document.getElementById(asked);
  if (!query && target) target.scrollIntoView();
  return true;
}

const search = document.getElementById("search");
const rows = [...document.querySelectorAll("nav.index tbody tr")];
search.addEventListener("input", () => {
  const wanted = search.value.toLowerCase();
  for (const row of rows) {
    row.hidden = !row.cells[0].textContent.toLowerCase().includes(wanted);
  }
});
window.addEventListener("hashchange", openAsked);
if (!openAsked() && rows.length) openFunction(rows[0].querySelector("a").hash.slice(1));
document.querySelector(".js-status").textContent =
  rows.length + " function(s); open one from the index.";
document.body.dataset.ready = "yes";
