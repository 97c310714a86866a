"""Emergency Provisions (53046408) sending a Premature Burial: the sending is no destruction.

Source: yugioh-wiki.net 《非常食》: sending Premature Burial to the GY (its cost) is not
destroying it, so the monster it equips stays on the field (Premature Burial destroys its monster
only when it is destroyed: its text, 2005 and today's); the Goat answer to a Mystical Space
Typhoon on Premature Burial."""

from duelist.testing.reads import grave, lp, monsters
from duelist.testing.scenario import Script, Table


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_emergency_provisions_sends_premature_burial_and_the_monster_stays():
    """Q: my Premature Burial brought back Jinzo; my opponent targets Premature Burial with
    Mystical Space Typhoon and I chain Emergency Provisions sending Premature Burial. A: Premature
    Burial was sent, not destroyed: Jinzo stays on my field; I gain 1000 (8000 - 800 + 1000)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Premature Burial")
    table.spell_trap(0, "Emergency Provisions")
    table.grave(0, "Jinzo")
    table.spell_trap(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Premature Burial", player=0, request="idle")
    s.pick("target", "Jinzo", player=0)
    _finish(s)
    assert [m for m in monsters(duel, 0) if m] == ["Jinzo"] and lp(duel) == (7200, 8000)
    # as I end my turn my opponent gets a window: their Set Mystical Space Typhoon on Premature
    # Burial; I chain Emergency Provisions, sending it
    s.pick("end_turn", player=0, request="idle")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", "Premature Burial", player=1)
    s.pick("activate", "Emergency Provisions", player=0, request="chain")
    s.pick("select", "Premature Burial", player=0, request="select")
    if duel.request is not None and duel.request.kind == "select":
        s.pick("done", player=0)
    _finish(s)
    assert [m for m in monsters(duel, 0) if m] == ["Jinzo"]
    assert lp(duel) == (8200, 8000)
    assert sorted(grave(duel, 0)) == ["Emergency Provisions", "Premature Burial"]
    assert [e["name"] for e in duel.log if e["type"] == "destroyed"] == []
