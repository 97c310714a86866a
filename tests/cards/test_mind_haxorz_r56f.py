"""Mind Haxorz (75392615): a Normal Trap; its cost pays 500 LP, and its player looks at the
opponent's hand and at every Set card the opponent controls (round 56t: Set Spells and Traps
too; see test_mind_haxorz_set_cards_r56t.py).

Sources: yugioh-wiki.net 《マインド・ハック》 (the OCG text: the hand and every Set card on the
opponent's field). Looking reveals to its player only (the log's private `reveal` events); the Set monsters
stay face-down. Its LP cost must be payable (seed 000 §發動與代價). No activation condition is
printed: it may be activated with nothing to look at (our reading of the text). Jinzo: Trap
Cards cannot be activated (its text)."""

from duelist.testing.reads import lp
from duelist.testing.scenario import Script, Table


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _seen_by(duel, player):
    return sorted(e["private"]["name"] for e in duel.log
                  if e["type"] == "reveal" and e.get("private", {}).get("player") == player)


def test_mind_haxorz_shows_the_hand_and_the_set_monsters():
    """Q: I activate Mind Haxorz; my opponent holds Mirror Force and Sangan, and controls a Set
    Magician of Faith and a face-up Battle Ox. A: I pay 500 and see Mirror Force, Sangan and the
    Set monster (not Battle Ox, already face-up); the Set monster stays face-down."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Mind Haxorz")
    table.hand(1, "Mirror Force", "Sangan")
    faith = table.monster(1, "Magician of Faith", position="set")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mind Haxorz", player=0, request="idle")
    _pass_all(s)
    assert lp(duel) == (7500, 8000)
    assert _seen_by(duel, 0) == ["Magician of Faith", "Mirror Force", "Sangan"]
    assert faith.card(duel).position == "set"
    # what player 1 sees of it: not the names
    shown = [e for e in duel.log_for(1) if e["type"] == "reveal"]
    assert shown and all("name" not in e and "name" not in e.get("private", {}) for e in shown)


def test_mind_haxorz_needs_500_lp():
    """Q: I have 400 LP. May I activate Mind Haxorz? A: no: I cannot pay its 500 LP cost."""
    table = Table(rules="GOAT", turn=3, turn_player=0, lp=(400, 8000))
    table.spell_trap(0, "Mind Haxorz")
    table.hand(1, "Sangan")
    duel = table.build()
    assert not Script(duel).has("activate", "Mind Haxorz")


def test_mind_haxorz_under_jinzo():
    """Q: my opponent controls a face-up Jinzo. May I activate my Set Mind Haxorz? A: no."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Mind Haxorz")
    table.monster(1, "Jinzo")
    duel = table.build()
    assert not Script(duel).has("activate", "Mind Haxorz")
