"""Senri Eye (60391791), Continuous Spell: once per turn, in your Standby Phase, pay 100 LP to look
at the top card of your opponent's Deck.

Sources, in our words: yugioh-wiki.net 《千里眼》 (OCG text: once per turn, during your own Standby
Phase, pay 100 LP to check the top card of the opponent's Deck and put it back; the opponent does
not see it; the page notes the limit of once per turn); an effect activated in the Standby Phase
like Recycle's (spell speed 1 at that moment); Imperial Order negates it (a Spell effect on the
field). The Magician's Force-era text and today's do the same (no ERAS entry)."""

from duelist.testing.reads import lp
from duelist.testing.scenario import Script, Table

EYE = "Senri Eye"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _table(lp0=8000):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="standby", lp=(lp0, 8000))
    table.spell_trap(0, EYE, face_down=False)
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Mystical Elf", "Battle Ox"])
    return table


def _private_reveals(duel, player):
    return [e["private"]["name"] for e in duel.log
            if e["type"] == "reveal" and e.get("private", {}).get("player") == player]


def test_senri_eye_shows_me_the_top_card_of_my_opponents_deck():
    """Q: in my Standby Phase I pay 100 LP for Senri Eye. A: I see my opponent's top card, Mystical
    Elf; it stays on top of their Deck; my opponent's view of the log does not name it."""
    duel = _table().build()
    s = Script(duel)
    s.pick("activate", EYE, player=0)
    _pass(s)
    assert lp(duel) == (7900, 8000)
    assert _private_reveals(duel, 0) == ["Mystical Elf"]
    assert duel.players[1].deck[-1].name == "Mystical Elf" and len(duel.players[1].deck) == 2
    seen = [e for e in duel.log_for(1) if e["type"] == "reveal"]
    assert all("Mystical Elf" not in str(e) for e in seen)


def test_senri_eye_only_once_and_only_in_my_standby_phase():
    """Q: may I use Senri Eye twice in my Standby Phase, or in my Main Phase? A: no: once, in my
    Standby Phase; after it the duel moves on to my Main Phase with no second use offered."""
    duel = _table().build()
    s = Script(duel)
    s.pick("activate", EYE, player=0)
    _pass(s)
    assert duel.phase == "main1" and not s.has("activate", EYE)


def test_senri_eye_needs_100_lp():
    """Q: I have 50 LP: may I use Senri Eye? A: no: its 100 LP cost cannot be paid, so it is not
    offered and the duel goes on to Main Phase 1."""
    duel = _table(lp0=50).build()
    assert duel.phase == "main1" and not Script(duel).has("activate", EYE)


def test_senri_eye_under_imperial_order():
    """Q: my opponent has Imperial Order face-up and I use Senri Eye. A: the 100 LP are paid (a
    cost), but the effect is negated as it resolves: I see nothing (our reading: the effect of a
    negated face-up Spell may be activated and does nothing, as Recycle's under Imperial Order)."""
    table = _table()
    table.spell_trap(1, "Imperial Order", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", EYE, player=0)
    _pass(s)
    assert lp(duel)[0] == 7900
    assert _private_reveals(duel, 0) == []
