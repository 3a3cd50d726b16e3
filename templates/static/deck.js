// Print deck: pick games (preselected from ?games=10,168 or ?tag=flip), pick the paper, print.
// The selection and paper are mirrored into the URL so a deck can be shared or bookmarked.
// The page lists names only; the picked games' cards come from print/cards/<n>.js, slices of
// the A-Z list loaded as scripts (which, unlike fetch, also works from file://).
(() => {
  const form = document.getElementById("deck-form");
  const deck = document.getElementById("deck");
  if (!form || !deck) return;
  const boxes = [...form.querySelectorAll('input[name="games"]')];
  const cards = new Map(); // id -> card element, made once its slice has loaded
  const slices = new Map(); // slice number -> "loading" | "loaded" | "failed"
  let printWhenLoaded = false;
  const status = document.getElementById("deck-status");
  const pageStyle = document.getElementById("page-size");
  const sizes = {
    index: "@page { size: 5in 3in; margin: 0.18in; }",
    letter: "@page { size: letter; margin: 0.4in; }",
    a4: "@page { size: A4; margin: 10mm; }",
  };

  function tagged(tags) {
    return boxes.filter((b) => b.dataset.tags.split(" ").some((t) => tags.includes(t))).map((b) => b.value);
  }

  window.dcDeckCards = (number, html) => {
    const maker = document.createElement("template");
    for (const [id, markup] of Object.entries(html)) {
      if (cards.has(id)) continue;
      maker.innerHTML = markup; // built and escaped at build time, like every page
      cards.set(id, maker.content.firstElementChild);
    }
    slices.set(String(number), "loaded");
    update(false);
  };

  function load(number) {
    if (slices.has(number)) return;
    slices.set(number, "loading");
    const script = document.createElement("script");
    script.src = `${deck.dataset.cards}${number}.js`;
    script.onerror = () => { slices.set(number, "failed"); update(false); };
    document.head.append(script);
  }

  function loading() {
    return [...slices.values()].includes("loading");
  }

  function layout() {
    return form.querySelector('input[name="layout"]:checked')?.value || "letter";
  }

  function update(push = true) {
    const chosen = boxes.filter((b) => b.checked);
    chosen.forEach((b) => load(b.dataset.chunk));
    deck.replaceChildren(...chosen.map((b) => cards.get(b.value)).filter(Boolean));
    let first = true;
    for (const card of deck.children) {
      card.classList.add("picked");
      card.classList.toggle("first", first);
      first = false;
    }
    const picked = boxes.filter((b) => b.checked).map((b) => b.value);
    status.textContent = picked.length ? `${picked.length} game${picked.length === 1 ? "" : "s"} picked.` : "No games picked.";
    if (loading()) status.textContent += " Loading their cards…";
    if ([...slices.values()].includes("failed")) status.textContent += " Some cards could not be loaded.";
    document.body.classList.remove("layout-index", "layout-letter", "layout-a4");
    document.body.classList.add(`layout-${layout()}`);
    pageStyle.textContent = sizes[layout()];
    if (push) {
      const params = new URLSearchParams();
      if (picked.length) params.set("games", picked.join(","));
      if (layout() !== "letter") params.set("layout", layout());
      const query = params.toString().replaceAll("%2C", ",");
      history.replaceState(null, "", query ? `?${query}` : location.pathname);
    }
    if (printWhenLoaded && !loading()) {
      printWhenLoaded = false;
      split();
      window.print();
    }
  }

  const params = new URLSearchParams(location.search);
  const wanted = new Set((params.get("games") || "").split(",").map((s) => s.trim()).filter(Boolean));
  const tags = (params.get("tag") || "").split(",").map((s) => s.trim()).filter(Boolean);
  for (const id of tagged(tags)) wanted.add(id);
  for (const box of boxes) box.checked = wanted.has(box.value);
  const paper = form.querySelector(`input[name="layout"][value="${params.get("layout")}"]`);
  if (paper) paper.checked = true;

  // Index cards are 5 x 3 in with 0.18 in margins: 2.64 in of height at 96 CSS px per inch,
  // less a little slack for rounding between the measuring copy and the printed page.
  const CARD_HEIGHT = 2.64 * 96 - 6;

  function unsplit() {
    deck.querySelectorAll(".deck-card.cont").forEach((c) => c.remove());
    deck.querySelectorAll(".deck-card [data-n][hidden]").forEach((li) => (li.hidden = false));
    deck.querySelectorAll(".deck-card .cont-hidden").forEach((e) => e.classList.remove("cont-hidden"));
  }

  // A game too long for one index card goes on as "(continued)" cards, split between rules.
  function split() {
    unsplit();
    if (layout() !== "index") return;
    deck.classList.add("measure-index");
    for (const card of [...deck.querySelectorAll(".deck-card.picked")]) {
      let piece = card;
      for (let guard = 0; guard < 50 && piece.scrollHeight > CARD_HEIGHT; guard++) {
        const top = piece.getBoundingClientRect().top;
        const shown = [...piece.querySelectorAll("li[data-n]:not([hidden])")];
        let cut = shown.findIndex((li) => li.getBoundingClientRect().bottom - top > CARD_HEIGHT);
        if (cut < 0) cut = shown.length - 1; // the rules fit but the foot line does not
        if (cut >= shown.length) break;
        if (cut === 0) cut = 1; // a single over-long rule still gets a card of its own
        const next = Number(shown[cut].dataset.n);
        const rest = card.cloneNode(true);
        rest.classList.add("cont");
        rest.classList.remove("first");
        rest.removeAttribute("id");
        rest.querySelector(".aliases")?.remove();
        rest.querySelector(".deck-name").insertAdjacentHTML("beforeend", ' <span class="cont-mark">(continued)</span>');
        rest.querySelectorAll("li[data-n]").forEach((li) => (li.hidden = Number(li.dataset.n) < next));
        piece.querySelectorAll("li[data-n]").forEach((li) => { if (Number(li.dataset.n) >= next) li.hidden = true; });
        piece.querySelector(".deck-foot")?.classList.add("cont-hidden");
        piece.after(rest);
        piece = rest;
      }
    }
    deck.classList.remove("measure-index");
  }

  window.addEventListener("beforeprint", split);
  window.addEventListener("afterprint", unsplit);
  form.addEventListener("change", () => update());
  form.addEventListener("submit", (event) => event.preventDefault());
  form.addEventListener("click", (event) => {
    const action = event.target.closest("[data-deck]")?.dataset.deck;
    if (!action) return;
    if (action === "print") { printWhenLoaded = true; update(); return; }
    if (action === "all") boxes.forEach((b) => (b.checked = true));
    if (action === "none") boxes.forEach((b) => (b.checked = false));
    if (action === "add-tag") {
      const ids = new Set(tagged([document.getElementById("deck-tag").value]));
      boxes.forEach((b) => { if (ids.has(b.value)) b.checked = true; });
    }
    update();
  });
  // The filter box: only the games whose name (or summary) has every word typed stay listed;
  // picked games stay picked while hidden.
  const filter = document.getElementById("deck-filter");
  const plain = (text) => text.normalize("NFKD").replace(/[\u0300-\u036f'\u2019]/g, "").toLowerCase();
  if (filter) {
    filter.addEventListener("input", () => {
      const words = plain(filter.value).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
      boxes.forEach((box) => {
        const item = box.closest("li");
        const text = plain(item.textContent);
        item.hidden = !words.every((w) => text.includes(w));
      });
    });
  }
  update(false);
})();
