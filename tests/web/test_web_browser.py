"""End to end in a real browser: Debian's Chromium driven by Playwright against a real
`duelist serve`. Two browser contexts create and join a room and play a duel to its end
by clicking (summons by clicking the card in hand, then its action; the rest from the
option list), a third context watches. Screenshots of the board at three moments are
kept under tests/web/artifacts/ (not committed)."""

import importlib.util
import json
import os
import time

import pytest

pytest.importorskip("uvicorn", reason="the web extra is not installed")
sync_api = pytest.importorskip("playwright.sync_api", reason="playwright is not installed")

CHROMIUM = os.environ.get("DUELIST_CHROMIUM", "/usr/bin/chromium")
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]
ARTIFACTS = os.path.join(os.path.dirname(__file__), "artifacts")
SCRIPT = os.path.join(os.path.dirname(__file__), "..", "..", "scripts", "web_load.py")
PREFERENCE = ("go_first", "summon", "attack", "battle", "yes", "end_battle", "end_turn", "pass", "done")

pytestmark = pytest.mark.skipif(not os.path.exists(CHROMIUM), reason="no Chromium at %s (apt-get install chromium)" % CHROMIUM)


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    spec = importlib.util.spec_from_file_location("web_load", SCRIPT)
    web_load = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(web_load)
    port = web_load.free_port()
    process = web_load.start_server(port, db=str(tmp_path_factory.mktemp("serve") / "db.sqlite3"), rate=20)
    yield "http://127.0.0.1:%d/" % port
    process.terminate()
    process.wait(10)


@pytest.fixture(scope="module")
def browser():
    with sync_api.sync_playwright() as pw:
        chromium = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield chromium
        chromium.close()


def _page(browser, url, errors, width=1280, height=900):
    context = browser.new_context(viewport={"width": width, "height": height}, accept_downloads=True)
    page = context.new_page()
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(url)
    page.wait_for_function("document.querySelectorAll('#bundled option').length > 1")
    return page


def _click_something(page):
    """One decision by clicking, if this page holds one. Returns the kind clicked or None."""
    buttons = page.query_selector_all("#options button.option")
    if not buttons:
        return None
    kinds = [b.get_attribute("data-kind") for b in buttons]
    for kind in PREFERENCE:
        if kind in kinds:
            break
    else:
        kind = kinds[0]
    if kind == "summon":
        # the card itself: click it in the hand, then its action in the menu
        card = page.query_selector(".side.bottom .hand .card.actionable")
        if card is not None:
            card.click()
            page.wait_for_selector("#menu:not([hidden]) button", timeout=5000)
            item = page.query_selector("#menu button[data-kind=summon]") or page.query_selector("#menu button")
            item.click()
            return "summon (card)"
    buttons[kinds.index(kind)].click()
    return kind


def _shot(page, name):
    os.makedirs(ARTIFACTS, exist_ok=True)
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=os.path.join(ARTIFACTS, name))


def test_two_people_play_a_duel_to_its_end_by_clicking_while_a_third_watches(server, browser):
    errors = []
    host = _page(browser, server, errors)
    host.fill("#player-name", "Yugi")
    host.fill("#deck-text", "yugi_normals")
    host.click("#create-btn")
    host.wait_for_selector("#game:not([hidden])")
    code = host.text_content("#room-code").strip()
    assert len(code) >= 12

    guest = _page(browser, server + "#room=" + code, errors)     # joined by the link
    assert guest.input_value("#join-code") == code
    guest.fill("#player-name", "Kaiba")
    guest.fill("#deck-text", "kaiba_normals")
    guest.click("#join-btn")
    guest.wait_for_selector("#game:not([hidden])")

    watcher = _page(browser, server, errors, width=390, height=844)     # phone width
    watcher.fill("#join-code", code)
    watcher.click("#spectate-btn")
    watcher.wait_for_selector("#game:not([hidden])")

    clicked = []
    shots = set()
    deadline = time.time() + 300
    while time.time() < deadline:
        if host.is_visible("#result") and guest.is_visible("#result"):
            break
        acted = False
        for page in (host, guest):
            kind = _click_something(page)
            if kind:
                clicked.append(kind)
                acted = True
        turn = host.text_content("#turn-info") or ""
        if "start" not in shots and "Turn 2" in turn:
            host.wait_for_timeout(300)
            _shot(host, "1-turn-2-host.png")
            shots.add("start")
        if "mid" not in shots and any("Turn %d " % n in turn for n in (5, 6, 7)) \
                and host.query_selector_all(".side .monsters .card"):
            host.wait_for_timeout(300)
            _shot(host, "2-mid-duel-host.png")
            _shot(watcher, "2-mid-duel-spectator-phone.png")
            shots.add("mid")
        if not acted:
            host.wait_for_timeout(100)
    else:
        raise AssertionError("the duel did not end in time; clicked %d times" % len(clicked))
    watcher.wait_for_selector("#result:not([hidden])", timeout=10000)
    _shot(guest, "3-end-guest.png")
    _shot(watcher, "3-end-spectator-phone.png")
    outcomes = sorted([host.text_content("#result"), guest.text_content("#result")])
    assert outcomes[0].startswith("You lose") and outcomes[1].startswith("You win"), outcomes
    assert "wins" in watcher.text_content("#result")
    assert "summon (card)" in clicked and "attack" in clicked and "end_turn" in clicked
    assert errors == []
    # the spectator never saw a hand card's face
    assert watcher.query_selector_all(".hand .card:not(.back)") == []
    # the finished duel's replay downloads from the page
    with host.expect_download() as download:
        host.click("#replay-btn")
    replay = json.loads(open(download.value.path()).read())
    from duelist.engine.replay import run_replay
    assert run_replay(replay).result is not None

    # and the page plays it back step by step
    viewer = _page(browser, server, errors)
    viewer.set_input_files("#replay-file", download.value.path())
    viewer.wait_for_selector("#playback-bar:not([hidden])")
    assert viewer.text_content("#pb-step").startswith("step 0 / %d" % len(replay["answers"]))
    viewer.click("#pb-next")
    assert viewer.text_content("#pb-step").startswith("step 1 /")
    viewer.click("#pb-last")
    assert viewer.is_visible("#result")
    assert len(shots) == 2 and errors == []


def test_a_player_concedes_a_best_of_three_duel_then_the_match_by_clicking_twice(server, browser):
    """A best of three against the computer: "concede" asks again before it acts (the first
    click only arms it); conceded, duel 1 is the computer's and the match goes on; "concede
    match" then ends the match: "You lose (concede, 0-1)"."""
    errors = []
    page = _page(browser, server, errors)
    page.fill("#player-name", "Joey")
    page.fill("#deck-text", "yugi_normals")
    page.select_option("#format", "match")
    page.select_option("#opponent", "ai")
    page.click("#create-btn")
    page.wait_for_selector("#concede-btn:not([hidden])")
    assert page.is_visible("#concede-match-btn")
    page.fill("#chat-text", "gg <i>no markup</i>")         # a chat line, shown as text
    page.press("#chat-text", "Enter")
    page.wait_for_selector("#chat li")
    assert page.text_content("#chat li") == "Joey (you): gg <i>no markup</i>"
    assert page.query_selector("#chat li i") is None
    page.click("#concede-btn")
    assert "click again" in page.text_content("#concede-btn")
    assert not page.is_visible("#result")
    page.click("#concede-btn")
    page.wait_for_function("document.querySelector('#log') && "
                           "document.querySelector('#log').textContent.includes('You concede')")
    assert not page.is_visible("#result")            # the match goes on
    page.click("#concede-match-btn")
    page.click("#concede-match-btn")
    page.wait_for_selector("#result:not([hidden])")
    assert page.text_content("#result") == "You lose (concede, 0-1)"
    assert not page.is_visible("#concede-btn") and not page.is_visible("#concede-match-btn")
    # a rematch: the computer agrees at once, and the page is in the new room's first duel
    code = page.text_content("#room-code").strip()
    page.click("#rematch-btn")
    page.wait_for_function("document.querySelector('#room-code').textContent.trim() !== %s" % json.dumps(code))
    page.wait_for_selector("#concede-btn:not([hidden])")
    assert not page.is_visible("#result") and not page.is_visible("#rematch-btn")
    assert errors == []
