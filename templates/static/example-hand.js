// Example hands: turn the plain list of events into a step-through (Back / Next / Show all,
// arrow keys while focus is inside) and cycle the precomputed deals with "Deal another" (the
// later ones fetched from deals.json). Without this script the page shows the first deal as a list.
(function () {
  "use strict";

  function button(text, label) {
    const b = document.createElement("button");
    b.type = "button";
    b.className = "button";
    b.textContent = text;
    if (label) b.setAttribute("aria-label", label);
    return b;
  }

  // Cards come as text ("A♥ 4♦ 9♠" in a .cs span, or "5 face down" for backs): drawn here as
  // card faces (.pc, in example-hand.css), once per span. Without the script they stay text.
  function drawCards(root) {
    root.querySelectorAll(".cs:not([data-drawn])").forEach(function (set) {
      const back = set.classList.contains("back");
      const words = set.textContent.trim().split(/\s+/);
      const faces = back ? new Array(parseInt(words[0], 10) || 0).fill("") : words;
      set.textContent = "";
      faces.forEach(function (card, i) {
        const face = document.createElement("span");
        face.className = back ? "pc back" : (/[♥♦]/.test(card) ? "pc r" : "pc");
        if (back) {
          face.setAttribute("role", "img");
          face.setAttribute("aria-label", "face down");
        } else {
          face.textContent = card;
        }
        if (i) set.append(" ");
        set.append(face);
      });
      set.setAttribute("data-drawn", "");
    });
  }

  // The pot a step's text states, the latest from step `from` (exclusive) to `to`, or null.
  function latestPot(list, from, to) {
    for (let i = to; i > from; i--) {
      const said = /\bpot (?:is |of )?(\d+)\b/i.exec(list[i].querySelector("p").textContent);
      if (said) return said[1];
    }
    return null;
  }

  function setPot(line, pot) {
    const label = line.querySelector(".ex-label:last-of-type");
    const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
    let node, last = null, after = false;
    while ((node = walker.nextNode())) {
      if (node.parentNode.classList && node.parentNode.classList.contains("ex-label") &&
          node.textContent === "pot") { after = true; continue; }
      if (after && /\d/.test(node.textContent)) { last = node; break; }
    }
    if (last) last.textContent = last.textContent.replace(/\d+/, pot);
    return label;
  }

  // The deals after the first live in deals.json beside the page ({"first": 2, "deals":
  // [html, ...]}), fetched once, when a player first asks for another deal: a page carries
  // one deal (issue 19's weight). Each becomes a hidden block like the first.
  function loadDeals(box, deals) {
    const url = new URL(box.getAttribute("data-more"), document.baseURI);
    return fetch(url).then(function (response) {
      if (!response.ok) throw new Error(url + ": HTTP " + response.status);
      return response.json();
    }).then(function (data) {
      let last = deals[deals.length - 1];
      data.deals.forEach(function (html) {
        const div = document.createElement("div");
        const parsed = document.createElement("template");
        parsed.innerHTML = html;  // made by the site's own build (example_html.example_deal)
        div.className = "ex-deal";
        div.setAttribute("data-deal", "");
        div.hidden = true;
        div.append(parsed.content);
        last.after(div);
        last = div;
        deals.push(div);
      });
    });
  }

  function setUp(box) {
    const deals = Array.from(box.querySelectorAll("[data-deal]"));
    if (!deals.length) return;
    let total = parseInt(box.getAttribute("data-deals"), 10) || deals.length;
    let loading = null;

    const controls = document.createElement("div");
    controls.className = "ex-controls";
    controls.setAttribute("role", "group");
    controls.setAttribute("aria-label", "Example hand controls");
    const back = button("← Back", "Previous step");
    const next = button("Next →", "Next step");
    const all = button("Show all");
    const another = button("Deal another");
    const position = document.createElement("span");
    position.className = "ex-position";
    controls.append(back, next, all);
    if (total > 1) controls.append(another);
    controls.append(position);
    const now = document.createElement("div");
    now.className = "ex-now";
    now.setAttribute("aria-live", "polite");
    box.prepend(controls);
    controls.after(now);

    let dealAt = 0;
    let step = 0;
    let stepping = true;

    function items() {
      return Array.from(deals[dealAt].querySelectorAll(".ex-steps > li"));
    }

    function render() {
      deals.forEach(function (deal, i) { deal.hidden = i !== dealAt; });
      if (!stepping) drawCards(deals[dealAt]);  // the whole list shows: all its cards
      const list = items();
      step = Math.max(0, Math.min(step, list.length - 1));
      box.toggleAttribute("data-stepping", stepping);
      now.hidden = !stepping;
      back.disabled = !stepping || step === 0;
      next.disabled = !stepping || step === list.length - 1;
      all.textContent = stepping ? "Show all" : "Step through";
      all.setAttribute("aria-pressed", String(!stepping));
      another.textContent = loading ? "Dealing…" : "Deal another (" + (dealAt + 1) + " of " + total + ")";
      another.hidden = total < 2;  // a deal that could not be fetched: only this one
      another.setAttribute("aria-busy", String(Boolean(loading)));  // not disabled: it keeps the focus
      position.textContent = stepping ? "Step " + (step + 1) + " of " + list.length : "";
      if (!stepping || !list.length) return;
      now.replaceChildren();
      const text = list[step].querySelector("p");
      if (text) now.appendChild(text.cloneNode(true));
      for (let i = step; i >= 0; i--) {  // the table as it stands at this step
        const state = list[i].querySelector(".ex-state");
        if (state) {
          const panel = state.cloneNode(true);
          // a bet moves chips, not cards: the table shown is an earlier step's, so its pot is
          // the one the latest step's text gives ("Pot 20.")
          const pot = latestPot(list, i, step);
          const shown = panel.querySelector(".ex-pot");
          if (pot !== null && shown) setPot(shown, pot);
          drawCards(panel);
          now.appendChild(panel);
          break;
        }
      }
      if (step === list.length - 1) {
        const result = deals[dealAt].querySelector(".ex-result");
        if (result) now.appendChild(result.cloneNode(true));
      }
    }

    back.addEventListener("click", function () { step -= 1; render(); });
    next.addEventListener("click", function () { step += 1; render(); });
    all.addEventListener("click", function () { stepping = !stepping; render(); });
    function show(at) {
      dealAt = at;
      step = 0;
      render();
    }

    another.addEventListener("click", function () {
      const at = (dealAt + 1) % total;
      if (at < deals.length) return show(at);
      if (loading) return;
      loading = loadDeals(box, deals).then(function () {
        loading = null;
        total = deals.length;
        show(Math.min(at, deals.length - 1));
      }, function () {  // e.g. the page opened from a file: fetch is not allowed there
        loading = null;
        total = deals.length;
        render();
        position.textContent = "The other deals could not be loaded (they come from the site's server).";
      });
      render();
    });
    box.addEventListener("keydown", function (event) {
      if (!stepping || event.altKey || event.ctrlKey || event.metaKey) return;
      const keys = { ArrowRight: 1, ArrowLeft: -1, Home: -1e9, End: 1e9 };
      if (!(event.key in keys)) return;
      event.preventDefault();
      step += keys[event.key];
      render();
    });
    render();
  }

  document.querySelectorAll("[data-example-hand]").forEach(setUp);
})();
