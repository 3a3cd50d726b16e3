/* Tag filter: must have (AND), any of (OR), must not (NOT). The data is embedded in the page
   (works from file://); the choice lives in the URL: ?and=flip,wilds&or=...&not=high-low */
(function () {
  "use strict";
  var app = document.getElementById("filter-app");
  if (!app) return;
  var data = JSON.parse(document.getElementById("filter-data").textContent);
  var root = app.getAttribute("data-root") || "";
  var form = document.getElementById("filter-form");
  var list = document.getElementById("filter-results");
  var summary = document.getElementById("filter-summary");
  var query = document.getElementById("filter-query");
  var printLink = document.getElementById("filter-print");
  var jump = document.getElementById("filter-jump");
  var MODES = data.modes || ["and", "or", "not"];
  var WORDS = { and: "must have", or: "any of", not: "must not have" };
  build();
  var known = {};
  data.tags.forEach(function (t) { known[t.name] = true; });
  var items = {};
  Array.prototype.forEach.call(list.children, function (li) { items[li.getAttribute("data-id")] = li; });

  // The template renders the controls and the list; when it was given only the JSON, build them.
  function build() {
    var group = form.querySelector(".filter-tags");
    if (!group.querySelector(".tag-choice")) {
      data.tags.forEach(function (t) {
        var box = document.createElement("fieldset");
        box.className = "tag-choice";
        box.setAttribute("data-tag", t.name);
        var legend = document.createElement("legend");
        var a = document.createElement("a");
        a.href = root + t.url;
        a.textContent = t.name;
        var count = document.createElement("span");
        count.className = "count";
        legend.append(a, " ", count);
        var modes = document.createElement("span");
        modes.className = "tag-modes";
        [["", "ignore", "off"], ["and", "must", "and"], ["or", "one of", "or"], ["not", "not", "not"]]
          .forEach(function (m) {
            var label = document.createElement("label");
            label.className = "mode-" + m[2];
            var input = document.createElement("input");
            input.type = "radio";
            input.name = "tag:" + t.name;
            input.value = m[0];
            input.checked = m[0] === "";
            label.append(input, " " + m[1]);
            modes.appendChild(label);
          });
        box.append(legend, modes);
        group.appendChild(box);
      });
    }
    if (!list.children.length) {
      data.games.forEach(function (g) {
        var li = document.createElement("li");
        li.setAttribute("data-id", g.id);
        var a = document.createElement("a");
        a.href = root + g.url;
        a.textContent = g.name;
        var id = document.createElement("span");
        id.className = "game-id";
        id.textContent = "#" + g.id;
        var tags = document.createElement("span");
        tags.className = "game-tags";
        tags.textContent = g.tags.join(", ");
        li.append(a, " ", id, tags);
        list.appendChild(li);
      });
    }
  }

  function radios(tag) { return form.querySelectorAll('input[name="tag:' + CSS.escape(tag) + '"]'); }

  function fromUrl() {
    var params = new URLSearchParams(location.search);
    MODES.forEach(function (mode) {
      params.getAll(mode).join(",").split(",").forEach(function (tag) {
        tag = tag.trim();
        if (!known[tag]) return;
        radios(tag).forEach(function (r) { r.checked = r.value === mode; });
      });
    });
  }

  function choice() {
    var picked = { and: [], or: [], not: [] };
    data.tags.forEach(function (t) {
      var on = form.querySelector('input[name="tag:' + CSS.escape(t.name) + '"]:checked');
      if (on && on.value) picked[on.value].push(t.name);
    });
    return picked;
  }

  function matches(game, picked) {
    var has = {};
    game.tags.forEach(function (t) { has[t] = true; });
    return picked.and.every(function (t) { return has[t]; }) &&
      (picked.or.length === 0 || picked.or.some(function (t) { return has[t]; })) &&
      !picked.not.some(function (t) { return has[t]; });
  }

  function describe(picked) {
    var parts = MODES.filter(function (m) { return picked[m].length; }).map(function (m) {
      return WORDS[m] + " " + picked[m].join(m === "or" ? " or " : " and ");
    });
    return parts.length ? "Games that " + parts.join("; ") + "." : "No tag chosen.";
  }

  function toUrl(picked) {
    var params = new URLSearchParams();
    MODES.forEach(function (m) { if (picked[m].length) params.set(m, picked[m].join(",")); });
    var qs = params.toString().replace(/%2C/g, ",");
    try {
      history.replaceState(null, "", location.pathname + (qs ? "?" + qs : "") + location.hash);
    } catch (e) { /* some browsers refuse on file:// — the filter still works */ }
  }

  function update() {
    var picked = choice();
    var found = data.games.filter(function (g) { return matches(g, picked); });
    var shown = {};
    var counts = {};
    found.forEach(function (g) {
      shown[g.id] = true;
      g.tags.forEach(function (t) { counts[t] = (counts[t] || 0) + 1; });
    });
    data.games.forEach(function (g) { items[g.id].hidden = !shown[g.id]; });
    form.querySelectorAll(".tag-choice").forEach(function (box) {
      var tag = box.getAttribute("data-tag");
      var n = counts[tag] || 0;
      box.querySelector(".count").textContent = n;
      box.classList.toggle("is-empty", n === 0);
      var on = box.querySelector("input:checked");
      box.classList.toggle("is-chosen", !!(on && on.value));
    });
    var total = data.games.length;
    var none = !MODES.some(function (m) { return picked[m].length; });
    summary.textContent = none ? "All " + total + " games" :
      (found.length === 1 ? "1 game" : found.length + " games") + " of " + total + " match";
    query.textContent = describe(picked);
    jump.textContent = "Show the " + (found.length === 1 ? "matching game" : found.length + " matching games") + " ↓";
    printLink.hidden = found.length === 0;
    printLink.href = root + data.print + "?games=" + found.map(function (g) { return g.id; }).join(",");
    app.setAttribute("data-count", String(found.length));
    toUrl(picked);
  }

  form.addEventListener("change", update);
  form.addEventListener("submit", function (e) { e.preventDefault(); });
  form.addEventListener("reset", function () { setTimeout(update, 0); });
  window.addEventListener("popstate", function () { fromUrl(); update(); });
  fromUrl();
  update();
})();
