/* Site search with Pagefind's JS API (the bundle in pagefind/ is generated at build time).
   Loaded on every page: enhances the header search box; runs the search page (#search-app).
   Opened from disk (file://) Pagefind cannot load, so it says how to serve the site. */
(function () {
  "use strict";
  var root = document.documentElement.getAttribute("data-root") || "";
  var served = location.protocol === "http:" || location.protocol === "https:";
  var PAGE = 30;
  var HELP = "Search needs the site served, not opened from disk: in the project folder run " +
    "“python build.py serve” (or “python -m http.server -d site”), then open http://localhost:8000/.";

  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { node.setAttribute(k, attrs[k]); });
    if (text) node.textContent = text;
    return node;
  }

  function boxNote(form) {
    var note = form.querySelector(".search-note");
    if (!note) {
      // site.css knows nothing of this note, so it carries its own few styles
      note = el("p", { "class": "search-note", role: "status",
        style: "flex: 1 0 100%; margin: .35rem 0 0; font-size: .85rem; line-height: 1.35; max-width: 22rem" });
      form.appendChild(note);
    }
    note.textContent = HELP;
  }

  if (!served) {
    document.querySelectorAll("form.site-search").forEach(function (form) {
      var input = form.querySelector("input[name=q]");
      if (input) input.addEventListener("focus", function () { boxNote(form); });
      form.addEventListener("submit", function (event) { event.preventDefault(); boxNote(form); });
    });
  }

  var app = document.getElementById("search-app");
  if (!app) return;
  var form = document.getElementById("search-form");
  var input = document.getElementById("search-q");
  var tagBox = document.getElementById("search-tags");
  var status = document.getElementById("search-status");
  var list = document.getElementById("search-results");
  var more = document.getElementById("search-more");
  var params = new URLSearchParams(location.search);
  input.value = params.get("q") || "";
  var chosen = params.getAll("tag").concat((params.get("tags") || "").split(",")).filter(Boolean);

  if (!served) {
    status.textContent = HELP;
    status.classList.add("search-offline");
    form.addEventListener("submit", function (event) { event.preventDefault(); });
    return;
  }

  var pagefind = null;
  var shown = [];
  var seq = 0;

  function selectedTags() {
    return Array.prototype.map.call(tagBox.querySelectorAll("input:checked"), function (box) {
      return box.value;
    });
  }

  function remember(query, tags) {
    var next = new URLSearchParams();
    if (query) next.set("q", query);
    tags.forEach(function (t) { next.append("tag", t); });
    var qs = next.toString();
    history.replaceState(null, "", location.pathname + (qs ? "?" + qs : ""));
  }

  function link(url) {
    // Pagefind gives root-relative URLs; make them relative so any sub-path works.
    return root + url.replace(/^\//, "");
  }

  function render(data) {
    var item = el("li", { "class": "search-result" });
    var head = el("h2", { "class": "search-result-title" });
    var a = el("a", { href: link(data.url) }, (data.meta && data.meta.title) || data.url);
    head.appendChild(a);
    if (data.meta && data.meta.id) head.appendChild(el("span", { "class": "game-id" }, " #" + data.meta.id));
    item.appendChild(head);
    if (data.meta && data.meta.aliases) item.appendChild(el("p", { "class": "aliases muted" }, data.meta.aliases));
    var excerpt = el("p", { "class": "excerpt" });
    excerpt.innerHTML = data.excerpt;  // Pagefind escapes page text; only <mark> is markup
    item.appendChild(excerpt);
    var tags = (data.filters && data.filters.tag) || [];
    if (tags.length) item.appendChild(el("p", { "class": "muted search-tags" }, "Tags: " + tags.join(", ")));
    return item;
  }

  function showMore() {
    var batch = shown.splice(0, PAGE);
    return Promise.all(batch.map(function (r) { return r.data(); })).then(function (datas) {
      datas.forEach(function (d) { list.appendChild(render(d)); });
      more.hidden = shown.length === 0;
    });
  }

  function run() {
    var query = input.value.trim();
    var tags = selectedTags();
    remember(query, tags);
    var mine = ++seq;
    if (!query && !tags.length) {
      list.textContent = "";
      more.hidden = true;
      status.textContent = "Type a game name, an alias or words from the rules.";
      return Promise.resolve();
    }
    var options = tags.length ? { filters: { tag: tags } } : {};
    return pagefind.debouncedSearch(query || null, options, 150).then(function (found) {
      if (found === null || mine !== seq) return;  // a newer search replaced this one
      list.textContent = "";
      shown = found.results.slice();
      var n = found.results.length;
      var what = (query ? "“" + query + "”" : "") + (query && tags.length ? " " : "") +
        (tags.length ? "tagged " + tags.join(" and ") : "");
      status.textContent = n === 0 ? "No game matches " + what + "." :
        (n === 1 ? "1 game matches " : n + " games match ") + what + ".";
      return showMore();
    });
  }

  function buildTags(filters) {
    var counts = (filters && filters.tag) || {};
    var names = Object.keys(counts).sort();
    if (!names.length) return;
    var wrap = tagBox.querySelector(".search-tag-options");
    names.forEach(function (name) {
      var id = "search-tag-" + name.replace(/[^a-z0-9-]/gi, "_");
      var label = el("label", { "for": id, "class": "search-tag" });
      var box = el("input", { type: "checkbox", id: id, value: name });
      box.checked = chosen.indexOf(name) >= 0;
      box.addEventListener("change", run);
      label.appendChild(box);
      label.appendChild(document.createTextNode(" " + name + " "));
      label.appendChild(el("span", { "class": "muted" }, "(" + counts[name] + ")"));
      wrap.appendChild(label);
    });
    var box = document.getElementById("search-tags-box");
    box.hidden = false;
    if (chosen.length) box.open = true;
  }

  status.textContent = "Loading the search index…";
  var bundle = new URL(root + "pagefind/", location.href).href;
  var settings = { baseUrl: "/", excerptLength: 24 };
  // A large catalog is indexed in shards (pagefind/shards.json lists the others): one search
  // over all of them, results and tag counts merged by Pagefind.
  function shards() {
    return fetch(bundle + "shards.json").then(function (response) {
      return response.ok ? response.json() : { merge: [] };
    }).then(function (list) { return list.merge || []; }, function () { return []; });
  }
  Promise.all([import(bundle + "pagefind.js"), shards()]).then(function (loaded) {
    pagefind = loaded[0];
    return pagefind.options(settings).then(function () {
      return Promise.all(loaded[1].map(function (folder) {
        return pagefind.mergeIndex(bundle + folder, settings);
      }));
    }).then(function () {
      return pagefind.init();
    }).then(function () { return pagefind.filters(); });
  }).then(function (filters) {
    buildTags(filters);
    form.addEventListener("submit", function (event) { event.preventDefault(); run(); });
    input.addEventListener("input", run);
    more.addEventListener("click", showMore);
    app.setAttribute("data-ready", "true");
    return run();
  }).catch(function (error) {
    status.textContent = "The search index could not be loaded (" + error.message + "). " +
      "Rebuild the site with “python build.py build”, then serve it with “python build.py serve”.";
  });
})();
