// Print deck: pick games (preselected from ?games=10,168 or ?tag=flip), pick the paper, print.
// The selection and paper are mirrored into the URL so a deck can be shared or bookmarked.
(() => {
  const form = document.getElementById("deck-form");
  const deck = document.getElementById("deck");
  if (!form || !deck) return;
  const boxes = [...form.querySelectorAll('input[name="games"]')];
  const cards = new Map([...deck.querySelectorAll(".deck-card")].map((c) => [c.dataset.id, c]));
  const status = document.getElementById("deck-status");
  const pageStyle = document.getElementById("page-size");
  const sizes = {
    index: "@page { size: 5in 3in; margin: 0.18in; }",
    letter: "@page { size: letter; margin: 0.4in; }",
    a4: "@page { size: A4; margin: 10mm; }",
  };

  function tagged(tags) {
    return [...cards.values()].filter((c) => c.dataset.tags.split(" ").some((t) => tags.includes(t))).map((c) => c.dataset.id);
  }

  function layout() {
    return form.querySelector('input[name="layout"]:checked')?.value || "letter";
  }

  function update(push = true) {
    let first = true;
    for (const box of boxes) {
      const card = cards.get(box.value);
      card.classList.toggle("picked", box.checked);
      card.classList.toggle("first", box.checked && first);
      if (box.checked) first = false;
    }
    const picked = boxes.filter((b) => b.checked).map((b) => b.value);
    status.textContent = picked.length ? `${picked.length} game${picked.length === 1 ? "" : "s"} picked.` : "No games picked.";
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
  }

  const params = new URLSearchParams(location.search);
  const wanted = new Set((params.get("games") || "").split(",").map((s) => s.trim()).filter(Boolean));
  const tags = (params.get("tag") || "").split(",").map((s) => s.trim()).filter(Boolean);
  for (const id of tagged(tags)) wanted.add(id);
  for (const box of boxes) box.checked = wanted.has(box.value);
  const paper = form.querySelector(`input[name="layout"][value="${params.get("layout")}"]`);
  if (paper) paper.checked = true;

  form.addEventListener("change", () => update());
  form.addEventListener("submit", (event) => event.preventDefault());
  form.addEventListener("click", (event) => {
    const action = event.target.closest("[data-deck]")?.dataset.deck;
    if (!action) return;
    if (action === "print") { update(); window.print(); return; }
    if (action === "all") boxes.forEach((b) => (b.checked = true));
    if (action === "none") boxes.forEach((b) => (b.checked = false));
    if (action === "add-tag") {
      const ids = new Set(tagged([document.getElementById("deck-tag").value]));
      boxes.forEach((b) => { if (ids.has(b.value)) b.checked = true; });
    }
    update();
  });
  update(false);
})();
