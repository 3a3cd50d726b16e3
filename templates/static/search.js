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

  // Names reduced as the catalog reduces them (records.game.name_words): case, accents and
  // apostrophes ignored, punctuation a separator; and "&" read as "and", roman numerals as
  // numbers, so "Anaconda 2" finds "Anaconda II".
  var ROMAN = { i: "1", ii: "2", iii: "3", iv: "4", v: "5", vi: "6", vii: "7", viii: "8", ix: "9", x: "10" };
  function normal(text) {
    var t = String(text || "").replace(/['\u2019\u2018`\u00b4]/g, "").replace(/&/g, " and ");
    t = t.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
    var words = t.match(/[\p{L}\p{N}]+/gu) || [];
    return words.map(function (w, i) { return i > 0 && ROMAN[w] ? ROMAN[w] : w; }).join(" ");
  }

  // Letters added, dropped or changed to make one name the other (names are short).
  function distance(a, b) {
    var row = [], i, j;
    for (j = 0; j <= b.length; j++) row.push(j);
    for (i = 1; i <= a.length; i++) {
      var prev = row[0];
      row[0] = i;
      for (j = 1; j <= b.length; j++) {
        var here = row[j];
        row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
        prev = here;
      }
    }
    return row[b.length];
  }

  // How close a query is to one name: 0 the same, 1 the same bar a typo or two (one per six
  // letters: "screw your neighbor" finds the catalog's "Screw Your Neigbor"), null not close.
  function closeness(query, name) {
    if (query === name) return 0;
    var allowed = Math.floor(Math.max(query.length, name.length) / 6);
    if (!allowed || Math.abs(query.length - name.length) > allowed) return null;
    return distance(query, name) <= allowed ? 1 : null;
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
  var names = null;  // search/names.json: [id, page, name, aliases, summary] per game
  var shown = [];
  var skip = [];  // pages already listed by name
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
    if (data.meta && data.meta.summary) item.appendChild(el("p", { "class": "summary" }, data.meta.summary));
    if (data.meta && data.meta.aliases) item.appendChild(el("p", { "class": "aliases muted" }, data.meta.aliases));
    if (data.excerpt) {
      var excerpt = el("p", { "class": "excerpt" });
      excerpt.innerHTML = data.excerpt;  // Pagefind escapes page text; only <mark> is markup
      item.appendChild(excerpt);
    }
    var tags = (data.filters && data.filters.tag) || [];
    if (tags.length) item.appendChild(el("p", { "class": "muted search-tags" }, "Tags: " + tags.join(", ")));
    return item;
  }

  // The games whose name or an alias is (near enough) the query, best first: name before
  // alias, exact before a typo. Tags narrow them as they narrow Pagefind's results.
  function byName(query, tags) {
    if (!query || !names) return [];
    var found = [];
    names.forEach(function (row) {
      var best = null;
      [row.name].concat(row.aliases).forEach(function (name, i) {
        var close = closeness(query, normal(name));
        if (close === null) return;
        var score = close * 2 + (i === 0 ? 0 : 1);
        if (best === null || score < best.score) best = { score: score, alias: i === 0 ? "" : name };
      });
      if (best !== null) found.push({ row: row, score: best.score, alias: best.alias, url: row.url });
    });
    found = found.filter(function (f) {
      return tags.every(function (t) { return !f.row.tags || f.row.tags.indexOf(t) >= 0; });
    });
    // catalog games before described ones (no id), then by id: a stable order
    found.sort(function (a, b) { return a.score - b.score || (a.row.id || 1e9) - (b.row.id || 1e9); });
    return found;
  }

  function pageUrl(url) {
    // Pagefind's URLs are root-relative, with or without the file name
    return url.replace(/^\//, "").replace(/(^|\/)$/, "$1index.html");
  }

  function namedData(found) {
    var row = found.row;
    return { url: "/" + row.url, meta: { title: row.name, id: row.id === null ? "" : String(row.id), summary: row.summary,
      aliases: row.aliases.length ? "Also known as: " + row.aliases.join(", ") : "" },
      excerpt: "", filters: { tag: row.tags || [] } };
  }

  function showMore() {
    var batch = shown.splice(0, PAGE);
    return Promise.all(batch.map(function (r) {
      return r.named ? Promise.resolve(namedData(r.named)) : r.data();
    })).then(function (datas) {
      var dropped = 0;
      datas.forEach(function (d, i) {
        if (!batch[i].named && skip.indexOf(pageUrl(d.url)) >= 0) { dropped += 1; return; }
        list.appendChild(render(d));
      });
      more.hidden = shown.length === 0;
      return dropped;
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
    var wanted = normal(query);
    return pagefind.debouncedSearch(wanted || null, options, 150).then(function (found) {
      if (found === null || mine !== seq) return;  // a newer search replaced this one
      list.textContent = "";
      var named = byName(wanted, tags);
      // the games found by name come first; Pagefind's own hit on the same page is dropped
      // when its data is loaded (a raw Pagefind result does not know its page yet)
      skip = named.map(function (row) { return row.url; });
      shown = named.map(function (row) { return { named: row }; }).concat(found.results);
      var total = shown.length;
      var what = (query ? "“" + query + "”" : "") + (query && tags.length ? " " : "") +
        (tags.length ? "tagged " + tags.join(" and ") : "");
      return showMore().then(function (dropped) {
        if (mine !== seq) return;
        var n = total - dropped;
        status.textContent = n === 0 ? "No game matches " + what + "." :
          (n === 1 ? "1 game matches " : n + " games match ") + what + ".";
      });
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
  // A hit in the name or an alias counts far above one in the rules (Pagefind's meta weights).
  var settings = { baseUrl: "/", excerptLength: 24, ranking: { metaWeights: { title: 10, aliases: 8 } } };
  // A large catalog is indexed in shards (pagefind/shards.json lists the others): one search
  // over all of them, results and tag counts merged by Pagefind.
  function shards() {
    return fetch(bundle + "shards.json").then(function (response) {
      return response.ok ? response.json() : { merge: [] };
    }).then(function (list) { return list.merge || []; }, function () { return []; });
  }
  function loadNames() {
    return fetch(root + "search/names.json").then(function (response) {
      return response.ok ? response.json() : { games: [] };
    }).then(function (data) {
      names = (data.games || []).map(function (g) {
        return { id: g[0], url: g[1], name: g[2], aliases: g[3] || [], summary: g[4] || "", tags: g[5] };
      });
    }, function () { names = []; });
  }
  Promise.all([import(bundle + "pagefind.js"), shards(), loadNames()]).then(function (loaded) {
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
    more.addEventListener("click", function () { showMore(); });
    app.setAttribute("data-ready", "true");
    return run();
  }).catch(function (error) {
    status.textContent = "The search index could not be loaded (" + error.message + "). " +
      "Rebuild the site with “python build.py build”, then serve it with “python build.py serve”.";
  });
})();
